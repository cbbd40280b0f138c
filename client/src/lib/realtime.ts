import type { ServerMessage } from '../../../contracts/messages.ts';
import { connection } from './connection.ts';
import { learnDay } from './game-day.ts';
import { KEYS, readString } from './storage.ts';

type Listener = (message: ServerMessage) => void;

/**
 * The one websocket of the page. It reconnects with exponential back-off (with jitter, capped at
 * 30 s) and tells listeners of every greeting, so views refetch their snapshot after a reconnect.
 */
class Realtime {
  private socket: WebSocket | null = null;
  private readonly listeners = new Set<Listener>();
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private started = false;

  start() {
    if (this.started) return;
    this.started = true;
    this.connect();
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Reconnects at once, for example after sign-in or sign-out, so the socket carries the right user. */
  restart() {
    if (!this.started) return;
    this.attempt = 0;
    if (this.timer) clearTimeout(this.timer);
    const old = this.socket;
    this.socket = null;
    old?.close(1000);
    this.connect();
  }

  private connect() {
    const token = readString(KEYS.token);
    const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
    const url = `${scheme}://${location.host}/api/ws${token ? `?token=${encodeURIComponent(token)}` : ''}`;
    const socket = new WebSocket(url);
    this.socket = socket;
    socket.onmessage = (event) => {
      let message: ServerMessage;
      try {
        message = JSON.parse(String(event.data));
      } catch {
        return;
      }
      if (message.type === 'hello') {
        this.attempt = 0;
        connection.socket(true);
      }
      if (message.type === 'hello' || message.type === 'new-day') learnDay(message);
      for (const listener of this.listeners) listener(message);
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      connection.socket(false);
      const delay = Math.min(30_000, 1000 * 2 ** this.attempt) * (0.5 + Math.random() / 2);
      this.attempt += 1;
      this.timer = setTimeout(() => this.connect(), delay);
    };
  }
}

export const realtime = new Realtime();
