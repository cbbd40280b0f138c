import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { beforeEach, describe, expect, it } from 'vitest';
import { cacheVersion, precacheList, renderServiceWorker } from '../../../client/sw/build.ts';

const TEMPLATE = readFileSync(path.resolve(import.meta.dirname, '../../../client/sw/sw.js'), 'utf8');
const ORIGIN = 'https://futboltrivia.test';

describe('what the build writes into the service worker', () => {
  it('precaches the page, every emitted script and style sheet, and the public files', () => {
    const emitted = [
      'index.html',
      'assets/index-abc.js',
      'assets/index-abc.css',
      'assets/GamePage-x1.js',
      'assets/logo-q.png',
      'sw.js',
    ];
    const publicFiles = ['boot.js', 'favicon.svg', 'icons/icon-192.png', 'manifest.webmanifest', 'sw.js'];
    expect(precacheList(emitted, publicFiles)).toEqual([
      '/',
      '/index.html',
      '/assets/GamePage-x1.js',
      '/assets/index-abc.css',
      '/assets/index-abc.js',
      '/boot.js',
      '/favicon.svg',
      '/icons/icon-192.png',
      '/manifest.webmanifest',
    ]);
  });

  it('versions by everything it is given: the same build the same version, any change another', () => {
    const names = ['assets/index-abc.js', 'index.html'];
    expect(cacheVersion(names)).toBe(cacheVersion([...names]));
    expect(cacheVersion(names)).toMatch(/^[0-9a-z]+$/);
    expect(cacheVersion(names)).not.toBe(cacheVersion(['assets/index-abd.js', 'index.html']));
    expect(cacheVersion(['ab', 'c'])).not.toBe(cacheVersion(['a', 'bc']));
  });

  it('fills both placeholders, drops whole-line comments, and the result is valid script', () => {
    const source = renderServiceWorker(TEMPLATE, 'v1', ['/', '/index.html']);
    expect(source).toContain(`const VERSION = 'v1';`);
    expect(source).toContain('const PRECACHE = ["/","/index.html"];');
    expect(source).not.toMatch(/__SW_|^\s*\/\//m);
    expect(() => new vm.Script(source)).not.toThrow();
    expect(() => renderServiceWorker('const x = 1;', 'v1', [])).toThrow(/placeholder/);
  });
});

// ---- The worker itself, run in a sandbox with an in-memory CacheStorage and a fake network ----

type FakeRequest = { url: string; method: string; mode: string };
const keyOf = (request: string | { url: string }) =>
  new URL(typeof request === 'string' ? request : request.url, ORIGIN).href;

class FakeCache {
  readonly entries = new Map<string, Response>();
  private readonly network: (request: { url: string }) => Promise<Response>;
  constructor(network: (request: { url: string }) => Promise<Response>) {
    this.network = network;
  }
  async match(request: string | { url: string }) {
    return this.entries.get(keyOf(request))?.clone();
  }
  async put(request: string | { url: string }, response: Response) {
    this.entries.set(keyOf(request), response);
  }
  async addAll(requests: { url: string }[]) {
    for (const request of requests) {
      const response = await this.network(request);
      if (!response.ok) throw new TypeError(`${request.url}: ${response.status}`);
      this.entries.set(keyOf(request), response);
    }
  }
}

function sandbox(precache: string[], version = 'v2') {
  const listeners: Record<string, (event: unknown) => void> = {};
  const stores = new Map<string, FakeCache>();
  const fetched: string[] = [];
  const state = { online: true, skipWaiting: 0, claimed: 0 };
  const network = async (request: { url: string }) => {
    fetched.push(new URL(keyOf(request)).pathname);
    if (!state.online) throw new TypeError('Failed to fetch');
    return new Response(`network ${new URL(keyOf(request)).pathname}`, { status: 200 });
  };
  const caches = {
    open: async (name: string) => {
      if (!stores.has(name)) stores.set(name, new FakeCache(network));
      return stores.get(name)!;
    },
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
  };
  const self = {
    location: new URL(ORIGIN),
    addEventListener: (type: string, listener: (event: unknown) => void) => (listeners[type] = listener),
    skipWaiting: async () => void state.skipWaiting++,
    clients: { claim: async () => void state.claimed++ },
  };
  // Relative URLs resolve against the worker's origin, as in a browser.
  const SwRequest = class extends Request {
    constructor(input: string, init?: RequestInit) {
      super(new URL(input, ORIGIN), init);
    }
  };
  vm.runInNewContext(renderServiceWorker(TEMPLATE, version, precache), {
    self,
    caches,
    fetch: network,
    Request: SwRequest,
    Response,
    URL,
  });

  async function lifecycle(type: 'install' | 'activate') {
    const waits: Promise<unknown>[] = [];
    listeners[type]({ waitUntil: (promise: Promise<unknown>) => waits.push(promise) });
    await Promise.all(waits);
  }
  /** A fetch event: the worker's answer as text, or null when it leaves the request to the browser. */
  async function request(url: string, init: Partial<FakeRequest> = {}): Promise<string | null> {
    let answer: Promise<Response> | null = null;
    const waits: Promise<unknown>[] = [];
    listeners.fetch({
      request: { url: new URL(url, ORIGIN).href, method: 'GET', mode: 'cors', ...init },
      respondWith: (response: Promise<Response>) => (answer = response),
      waitUntil: (promise: Promise<unknown>) => waits.push(promise),
    });
    if (!answer) return null;
    const text = await (await (answer as Promise<Response>)).text();
    await Promise.all(waits);
    return text;
  }
  return { stores, fetched, state, lifecycle, request, cacheName: `futboltrivia-shell-${version}` };
}

describe('the service worker', () => {
  const PRECACHE = ['/', '/index.html', '/assets/index-abc.js', '/boot.js', '/manifest.webmanifest'];
  let worker: ReturnType<typeof sandbox>;

  beforeEach(async () => {
    worker = sandbox(PRECACHE);
    await worker.lifecycle('install');
  });

  it('installs: precaches the whole list under its version, and takes over at once', () => {
    expect([...worker.stores.keys()]).toEqual([worker.cacheName]);
    expect([...worker.stores.get(worker.cacheName)!.entries.keys()].map((url) => new URL(url).pathname)).toEqual(
      PRECACHE,
    );
    expect(worker.state.skipWaiting).toBe(1);
  });

  it("activates: deletes this app's other versions (not other caches) and claims the pages", async () => {
    worker.stores.set('futboltrivia-shell-v1', new FakeCache(async () => new Response('')));
    worker.stores.set('someone-else', new FakeCache(async () => new Response('')));
    await worker.lifecycle('activate');
    expect([...worker.stores.keys()].sort()).toEqual([worker.cacheName, 'someone-else']);
    expect(worker.state.claimed).toBe(1);
  });

  it('never answers the API (nor the socket), other methods or other origins', async () => {
    for (const url of ['/api/leaderboard', '/api/ws', '/api', 'https://elsewhere.test/boot.js'])
      expect(await worker.request(url), url).toBeNull();
    expect(await worker.request('/api/partidas', { mode: 'navigate' })).toBeNull();
    expect(await worker.request('/boot.js', { method: 'POST' })).toBeNull();
    expect([...worker.stores.get(worker.cacheName)!.entries.keys()].some((url) => url.includes('/api'))).toBe(false);
  });

  it('navigation: the network first; offline, the cached page for every route', async () => {
    expect(await worker.request('/leaderboard', { mode: 'navigate' })).toBe('network /leaderboard');
    worker.state.online = false;
    expect(await worker.request('/leaderboard', { mode: 'navigate' })).toBe('network /index.html');
    expect(await worker.request('/juego', { mode: 'navigate' })).toBe('network /index.html');
  });

  it('hashed assets: the cache first, the network only for one it does not have (then kept)', async () => {
    worker.fetched.length = 0;
    expect(await worker.request('/assets/index-abc.js')).toBe('network /assets/index-abc.js');
    expect(worker.fetched).toEqual([]);
    expect(await worker.request('/assets/late-chunk.js')).toBe('network /assets/late-chunk.js');
    worker.state.online = false;
    expect(await worker.request('/assets/late-chunk.js')).toBe('network /assets/late-chunk.js');
  });

  it('the other shell files: the cached copy at once, refreshed from the network for next time', async () => {
    const cache = worker.stores.get(worker.cacheName)!;
    await cache.put('/boot.js', new Response('old boot'));
    expect(await worker.request('/boot.js')).toBe('old boot');
    expect(await worker.request('/boot.js')).toBe('network /boot.js');
    worker.state.online = false;
    expect(await worker.request('/boot.js')).toBe('network /boot.js');
  });

  it('anything else goes to the network untouched', async () => {
    expect(await worker.request('/robots.txt')).toBeNull();
  });
});
