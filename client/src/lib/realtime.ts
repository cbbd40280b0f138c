import type { ClientMessage, ServerMessage, Topic } from '../../../contracts/messages.ts';
import { connection } from './connection.ts';
import { learnDay } from './game-day.ts';
import { KEYS, readString } from './storage.ts';

type Listener = (message: ServerMessage) => void;

/**
 * The one websocket of the page. It says who it is in its first message (the session token never
 * goes in the URL, where proxies and logs keep it), reconnects with exponential back-off (with
 * jitter, capped at 30 s) and tells listeners of every greeting, so views refetch their snapshot
 * after a reconnect. It hears only the topics its pages watch (`watch`), plus the player's own
 * messages; after a reconnect it subscribes to them again.
 */
class Realtime {
  private socket: WebSocket | null = null;
  /** Whether the server greeted the current socket (subscriptions go after it). */
  private greeted = false;
  private readonly listeners = new Set<Listener>();
  /** The topics the mounted pages watch, each with how many of them do. */
  private readonly topics = new Map<Topic, number>();
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

  /** Hears these topics until the returned function is called (pages call it when they leave). */
  watch(topics: readonly Topic[]): () => void {
    const added = topics.filter((topic) => {
      const watchers = this.topics.get(topic) ?? 0;
      this.topics.set(topic, watchers + 1);
      return watchers === 0;
    });
    if (added.length > 0) this.send({ type: 'subscribe', topics: added });
    let watching = true;
    return () => {
      if (!watching) return;
      watching = false;
      const dropped = topics.filter((topic) => {
        const watchers = (this.topics.get(topic) ?? 1) - 1;
        if (watchers > 0) this.topics.set(topic, watchers);
        else this.topics.delete(topic);
        return watchers === 0;
      });
      if (dropped.length > 0) this.send({ type: 'unsubscribe', topics: dropped });
    };
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

  /** A subscription change goes now if the socket is greeted; else the greeting sends them all. */
  private send(message: ClientMessage) {
    if (this.greeted && this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  private connect() {
    const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
    const socket = new WebSocket(`${scheme}://${location.host}/api/ws`);
    this.socket = socket;
    this.greeted = false;
    socket.onopen = () => {
      const identify: ClientMessage = { type: 'identify', token: readString(KEYS.token) || null };
      socket.send(JSON.stringify(identify));
    };
    socket.onmessage = (event) => {
      let message: ServerMessage;
      try {
        message = JSON.parse(String(event.data));
      } catch {
        return;
      }
      if (message.type === 'hello') {
        this.attempt = 0;
        this.greeted = true;
        connection.socket(true);
        if (this.topics.size > 0) this.send({ type: 'subscribe', topics: [...this.topics.keys()] });
      }
      if (message.type === 'hello' || message.type === 'new-day') learnDay(message);
      for (const listener of this.listeners) listener(message);
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.greeted = false;
      connection.socket(false);
      const delay = Math.min(30_000, 1000 * 2 ** this.attempt) * (0.5 + Math.random() / 2);
      this.attempt += 1;
      this.timer = setTimeout(() => this.connect(), delay);
    };
  }
}

export const realtime = new Realtime();
