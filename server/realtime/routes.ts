import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import {
  type ClientMessage,
  parseTopic,
  SOCKET_LIMITS,
  type ServerMessage,
  type SocketRefusal,
  type Topic,
} from '../../contracts/messages.ts';
import { gameDay } from '../days/index.ts';
import { forbidden, httpError } from '../http/index.ts';
import type { SocketOwner } from './hub.ts';

/** Resolves the signed-in owner of a socket from the token its first message carried (set by the accounts module); a guest by default. */
export type SocketIdentity = (token: string) => Promise<SocketOwner>;

/** Whether a socket's owner may hear a topic that needs more than a socket (a league's: its members). */
export type TopicGuard = (owner: SocketOwner, topic: Topic) => Promise<boolean>;

/** 4008: the socket did not identify in time, or sent something other than `identify` first. */
export const NOT_IDENTIFIED = 4008;
/** 4029: identified while the address already held its sockets. */
export const TOO_MANY_SOCKETS = 4029;

const LOOPBACK = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/** The app's own origin (APP_URL); in development also any loopback page (the Vite dev server). */
export function originAllowed(origin: string | undefined, appUrl: string, production: boolean): boolean {
  if (!origin) return false;
  if (origin === new URL(appUrl).origin) return true;
  return !production && LOOPBACK.test(origin);
}

const clientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('identify'), token: z.string().max(2048).nullable() }).strict(),
  z.object({ type: z.literal('subscribe'), topics: z.array(z.string().max(64)).min(1) }).strict(),
  z.object({ type: z.literal('unsubscribe'), topics: z.array(z.string().max(64)).min(1) }).strict(),
]);

/** A client message, or null for anything else (not JSON, another shape). */
function readMessage(data: Buffer): ClientMessage | null {
  try {
    const parsed = clientMessage.safeParse(JSON.parse(data.toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Logs a socket's error once: ws's own (a frame too large, bad UTF-8: it closes the socket itself) at warn, anything else at error. */
export function socketError(error: Error & { code?: string }, socket: WebSocket, request: FastifyRequest): void {
  if (error.code?.startsWith('WS_ERR_')) {
    request.log.warn({ code: error.code, reason: error.message }, 'websocket closed: the client broke the protocol');
    return;
  }
  request.log.error({ err: error }, 'websocket failed');
  socket.terminate();
}

export const realtimeRoutes: FastifyPluginAsync<{
  identify?: SocketIdentity;
  guards?: Partial<Record<'league', TopicGuard>>;
}> = async (app, options) => {
  const identify = options.identify ?? (async () => null);
  const guards = options.guards ?? {};
  const { config, hub } = app.services;
  /** Identified sockets an address holds (WS_PER_ADDRESS). */
  const perAddress = new Map<string, number>();
  /** Sockets of an address that have not identified yet (at most WS_PER_ADDRESS, each for WS_IDENTIFY_MS). */
  const pendingAt = new Map<string, number>();
  const alive = new WeakMap<WebSocket, boolean>();
  const count = (map: Map<string, number>, key: string, by: 1 | -1) => {
    const next = (map.get(key) ?? 0) + by;
    if (next > 0) map.set(key, next);
    else map.delete(key);
  };

  const heartbeat = setInterval(() => {
    for (const socket of app.websocketServer.clients) {
      if (alive.get(socket) === false) {
        socket.terminate();
        continue;
      }
      alive.set(socket, false);
      socket.ping();
    }
  }, config.socketHeartbeatMs);
  heartbeat.unref();

  app.addHook('onClose', (_instance, done) => {
    clearInterval(heartbeat);
    done();
  });

  app.get(
    '/ws',
    {
      websocket: true,
      // Before the upgrade: only the app's own pages, and only so many sockets from one address.
      // A refused upgrade closes its connection (Connection: close): the socket it came on is never
      // reused for another upgrade.
      preValidation: async (request, reply) => {
        const refusal = !originAllowed(request.headers.origin, config.appUrl, config.production)
          ? forbidden('ORIGIN_NOT_ALLOWED')
          : (perAddress.get(request.caller.address) ?? 0) >= config.socketsPerAddress ||
              (pendingAt.get(request.caller.address) ?? 0) >= config.socketsPerAddress
            ? httpError(429, 'TOO_MANY_SOCKETS')
            : null;
        if (!refusal) return;
        reply.header('connection', 'close');
        throw refusal;
      },
    },
    (socket, request) => {
      // The address as every budget counts it (an IPv6 client by its /64).
      const ip = request.caller.address;
      // Every path out is attached before anything is awaited: an upgrade that hangs up at any
      // point gives back what it held.
      let stage: 'pending' | 'identifying' | 'open' | 'gone' = 'pending';
      let remove: (() => void) | null = null;
      count(pendingAt, ip, 1);
      const leave = () => {
        if (stage === 'gone') return;
        if (stage === 'open') {
          remove?.();
          count(perAddress, ip, -1);
        } else count(pendingAt, ip, -1);
        stage = 'gone';
        clearTimeout(deadline);
      };
      socket.on('close', leave);
      socket.on('error', leave);
      alive.set(socket, true);
      socket.on('pong', () => alive.set(socket, true));
      // A socket that does not say who it is soon is closed; until then it holds no slot.
      const deadline = setTimeout(() => socket.close(NOT_IDENTIFIED, 'identify first'), config.socketIdentifyMs);

      const refuse = (code: SocketRefusal['code'], topics?: string[]) =>
        hub.sendTo(socket, {
          type: 'refused',
          code,
          message: request.t(`http:${code}`),
          ...(topics ? { topics } : {}),
        });

      // Messages a client sent in the current ten seconds: past the budget they are refused, past
      // twice the budget the socket closes (1008).
      let window = { start: Date.now(), messages: 0 };

      /** Who the socket is, once its first message was read (later messages wait for it). */
      let identified: Promise<void> | null = null;
      const identifyAs = async (token: string | null) => {
        const owner = token ? await identify(token).catch(() => null) : null;
        if (stage !== 'identifying') return;
        clearTimeout(deadline);
        count(pendingAt, ip, -1);
        if ((perAddress.get(ip) ?? 0) >= config.socketsPerAddress) {
          stage = 'gone';
          socket.close(TOO_MANY_SOCKETS, 'too many sockets');
          return;
        }
        count(perAddress, ip, 1);
        stage = 'open';
        remove = hub.add(socket, owner);
        const day = app.services.now();
        hub.sendTo(socket, { type: 'hello', ...gameDay(day), serverTime: day.toISOString() });
      };

      socket.on('message', async (data: Buffer) => {
        if (stage === 'pending') {
          const message = readMessage(data);
          if (message?.type !== 'identify') {
            socket.close(NOT_IDENTIFIED, 'identify first');
            return;
          }
          stage = 'identifying';
          identified = identifyAs(message.token);
          return;
        }
        await identified;
        if (stage !== 'open') return;
        const now = Date.now();
        if (now - window.start > 10_000) window = { start: now, messages: 0 };
        window.messages += 1;
        if (window.messages > 2 * SOCKET_LIMITS.messagesPer10s) {
          socket.close(1008, 'too many messages');
          return;
        }
        if (window.messages > SOCKET_LIMITS.messagesPer10s) return refuse('TOO_OFTEN');
        if (data.length > SOCKET_LIMITS.bytes) return refuse('MESSAGE_TOO_LARGE');
        const message = readMessage(data);
        if (!message || message.type === 'identify') return refuse('BAD_MESSAGE');
        const named = [...new Set(message.topics)];
        if (message.type === 'unsubscribe') {
          hub.unsubscribe(socket, named.filter((topic) => parseTopic(topic)) as Topic[]);
          return;
        }
        const unknown = named.filter((topic) => !parseTopic(topic));
        if (unknown.length > 0) return refuse('UNKNOWN_TOPIC', unknown);
        const held = hub.topicsOf(socket);
        const fresh = (named as Topic[]).filter((topic) => !held.has(topic));
        if (held.size + fresh.length > SOCKET_LIMITS.topics) return refuse('TOO_MANY_TOPICS', fresh);
        const owner = hub.ownerOf(socket);
        const allowed: Topic[] = [];
        const refused: string[] = [];
        // One membership read per league, whatever periods of it the message names.
        const members = new Map<number, Promise<boolean>>();
        for (const topic of fresh) {
          const parsed = parseTopic(topic);
          let ok = true;
          if (parsed?.kind === 'league') {
            const guard = guards.league ?? (async () => false);
            if (!members.has(parsed.ligaId))
              members.set(
                parsed.ligaId,
                guard(owner, topic).catch(() => false),
              );
            ok = await members.get(parsed.ligaId)!;
          }
          (ok ? allowed : refused).push(topic);
        }
        if (stage !== 'open') return;
        // Another subscribe may have landed while the guards were asked: the cap holds after them too.
        const room = SOCKET_LIMITS.topics - hub.topicsOf(socket).size;
        if (allowed.length > room) return refuse('TOO_MANY_TOPICS', allowed);
        hub.subscribe(socket, allowed);
        if (refused.length > 0) refuse('NOT_A_MEMBER', refused);
        // What the socket now holds of what it named (nothing held: the refusal said why).
        const holding = hub.topicsOf(socket);
        const topics = (named as Topic[]).filter((topic) => holding.has(topic));
        if (topics.length > 0) hub.sendTo(socket, { type: 'subscribed', topics } satisfies ServerMessage);
      });
    },
  );
};
