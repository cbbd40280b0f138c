// Commit notifications sent after their commits, several in one statement. A NOTIFY inside an
// append's own transaction takes PostgreSQL's single notify lock at commit and holds it through the
// WAL flush, so at midnight every finishing play would commit one after another, each waiting for
// its own flush (measured: a finishing play cost PostgreSQL 40–80 % more CPU). Sent afterwards, the
// appends commit together and one statement tells every instance of all of them.
import type pg from 'pg';

/** Payloads in one statement at most (each a few hundred bytes, PostgreSQL takes 8,000 each). */
const NOTIFY_BATCH = 500;

export function createNotifier(pool: pg.Pool, channel: string, onError: (error: Error) => void) {
  const queue: { payload: string; sent: () => void }[] = [];
  let sending = false;

  async function send() {
    sending = true;
    while (queue.length > 0) {
      const batch = queue.splice(0, NOTIFY_BATCH);
      try {
        await pool.query({
          name: 'notify-batch',
          text: 'select pg_notify($1, payload) from unnest($2::text[]) as payload',
          values: [channel, batch.map((n) => n.payload)],
        });
      } catch (error) {
        // The appends committed: a lost notification costs a push, never a play.
        onError(error as Error);
      }
      for (const n of batch) n.sent();
    }
    sending = false;
  }

  return {
    /** Resolves once the notification went (or could not go: then onError heard why). */
    notify(payload: string): Promise<void> {
      return new Promise((sent) => {
        queue.push({ payload, sent });
        if (!sending) void send();
      });
    },
  };
}
