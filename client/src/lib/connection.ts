// Whether the page can reach the server and its database. Two witnesses: API calls (a network
// failure or a 503 DATABASE_UNAVAILABLE says no, any answer says yes) and the live socket (down for
// more than a moment says no, its greeting says yes). While either says no, the page shows a calm
// "reconnecting" note and checks /api/health now and then, so it clears by itself.

export type Connection = 'ok' | 'reconnecting';

/** A socket that stays closed this long counts; a quick reconnect goes unnoticed. */
const SOCKET_GRACE_MS = 3000;
const HEALTH_EVERY_MS = 5000;

const listeners = new Set<(state: Connection) => void>();
let apiDown = false;
let socketDown = false;
let socketTimer: ReturnType<typeof setTimeout> | null = null;
let healthTimer: ReturnType<typeof setTimeout> | null = null;
let state: Connection = 'ok';

function update() {
  const next: Connection = apiDown || socketDown ? 'reconnecting' : 'ok';
  if (apiDown && !healthTimer) healthTimer = setTimeout(checkHealth, HEALTH_EVERY_MS);
  if (next === state) return;
  state = next;
  for (const listener of listeners) listener(state);
}

async function checkHealth() {
  healthTimer = null;
  try {
    const response = await fetch('/api/health', { headers: { Accept: 'application/json' } });
    apiDown = !response.ok;
  } catch {
    apiDown = true;
  }
  update();
}

export const connection = {
  get state(): Connection {
    return state;
  },
  subscribe(listener: (next: Connection) => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** An API call reached the server and its database (true), or could not (false). */
  api(reached: boolean) {
    if (apiDown === !reached) return;
    apiDown = !reached;
    update();
  },
  /** The live socket opened (true) or closed (false). */
  socket(open: boolean) {
    if (open) {
      if (socketTimer) clearTimeout(socketTimer);
      socketTimer = null;
      socketDown = false;
      update();
    } else if (!socketTimer && !socketDown) {
      socketTimer = setTimeout(() => {
        socketTimer = null;
        socketDown = true;
        update();
      }, SOCKET_GRACE_MS);
    }
  },
};
