import { existsSync, readFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { readMailDirSync } from '../helpers/smtp-sink.ts';

/** Lines of the server's log printed for one failed test (the whole log is kept in its file). */
const MAX_LINES = 200;

/**
 * For a test that fails, prints what the e2e server logged while it ran and the mail its SMTP sink
 * received meanwhile (time, recipients, subject), and keeps the whole log; a passing run prints
 * nothing more. Other tests running at the same time log into the same lines.
 */
export default class FailureReporter implements Reporter {
  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === test.expectedStatus || result.status === 'skipped') return;
    const from = result.startTime.getTime() - 2000;
    const logFile = process.env.E2E_SERVER_LOG;
    const lines = logFile && existsSync(logFile) ? since(readFileSync(logFile, 'utf8'), from) : [];
    const mails = process.env.MAIL_DIR
      ? readMailDirSync(process.env.MAIL_DIR).filter((mail) => mail.receivedAt >= from)
      : [];
    if (logFile) process.env.E2E_KEEP_LOG = '1';
    console.log(
      [
        `\n── e2e server while “${test.title}” ran (${lines.length} lines${lines.length > MAX_LINES ? `, the last ${MAX_LINES}` : ''}; the whole log: ${logFile}) ──`,
        ...lines.slice(-MAX_LINES),
        `── mail the SMTP sink received meanwhile (${mails.length}) ──`,
        ...mails.map((mail) => `${new Date(mail.receivedAt).toISOString()} to ${mail.to.join(', ')}: ${mail.subject}`),
      ].join('\n'),
    );
  }
}

/** The log's lines from `from` on; a line that is not pino's (a console line) has the time of the one before it. */
function since(log: string, from: number): string[] {
  let time = 0;
  return log.split('\n').filter((line) => {
    try {
      const logged = (JSON.parse(line) as { time?: unknown }).time;
      if (typeof logged === 'number') time = logged;
    } catch {
      // not a pino line
    }
    return line !== '' && time >= from;
  });
}
