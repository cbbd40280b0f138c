// The service worker (plain JS, no imports). The build (client/sw/build.ts, through vite.config.ts)
// replaces the two placeholders: the version (a hash of everything the build emitted) and the shell's
// files. API answers are personal and live: the worker never answers /api/ (nor the socket).
const VERSION = '__SW_VERSION__';
const PRECACHE = __SW_PRECACHE__;
const PREFIX = 'futboltrivia-shell-';
const CACHE = PREFIX + VERSION;

self.addEventListener('install', (event) => {
  // Hashed assets may come from the HTTP cache; everything else is checked with the server.
  const requests = PRECACHE.map(
    (url) => new Request(url, { cache: url.startsWith('/assets/') ? 'default' : 'no-cache' }),
  );
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(requests))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names.filter((name) => name.startsWith(PREFIX) && name !== CACHE).map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

const fromCache = (request) => caches.open(CACHE).then((cache) => cache.match(request));

/** The network's answer; a good one is kept in the cache too (the worker lives until it is stored). */
function fetchAndKeep(event, request) {
  const response = fetch(request);
  event.waitUntil(
    response
      .then((fresh) => {
        if (!fresh.ok) return;
        const copy = fresh.clone();
        return caches.open(CACHE).then((cache) => cache.put(request, copy));
      })
      .catch(() => {}),
  );
  return response;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname === '/api' || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    // Network first, so a deploy is seen at once; offline, every route opens the cached shell.
    event.respondWith(fetch(request).catch(() => fromCache('/index.html').then((shell) => shell || Response.error())));
  } else if (url.pathname.startsWith('/assets/')) {
    // Hashed names never change: the cache first.
    event.respondWith(fromCache(request).then((hit) => hit || fetchAndKeep(event, request)));
  } else if (PRECACHE.includes(url.pathname)) {
    // The shell's other files: the cached copy now, a fresh one for next time.
    const fresh = fetchAndKeep(event, request);
    event.respondWith(fromCache(request).then((hit) => hit || fresh));
  }
});
