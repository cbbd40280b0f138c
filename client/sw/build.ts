// What the build writes into the service worker (client/sw/sw.js): the shell's files and a version.
// Pure, so it is tested without a build; vite.config.ts feeds it the names the build emitted.

/** The shell: the page, every emitted script and style sheet, and the public files (icons, manifest…). */
export function precacheList(emitted: readonly string[], publicFiles: readonly string[]): string[] {
  const assets = emitted.filter((name) => /\.(js|css)$/.test(name) && name !== 'sw.js');
  const files = [...assets, ...publicFiles.filter((name) => name !== 'sw.js')].map(
    (name) => `/${name.replace(/^\/+/, '')}`,
  );
  return ['/', '/index.html', ...[...new Set(files)].sort()];
}

/** A short hash (cyrb53, 53 bits in base 36) of the parts, in order; any change makes another version. */
export function cacheVersion(parts: readonly string[]): string {
  let h1 = 0xdeadbeef,
    h2 = 0x41c6ce57;
  for (const part of parts) {
    for (let i = 0; i <= part.length; i++) {
      const code = i < part.length ? part.charCodeAt(i) : 0; // a 0 between parts: ['ab', 'c'] ≠ ['a', 'bc']
      h1 = Math.imul(h1 ^ code, 2654435761);
      h2 = Math.imul(h2 ^ code, 1597334677);
    }
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** The worker's source with its placeholders filled in and its whole-line comments left out. */
export function renderServiceWorker(template: string, version: string, precache: readonly string[]): string {
  if (!template.includes('__SW_VERSION__') || !template.includes('__SW_PRECACHE__'))
    throw new Error('sw.js lost a placeholder');
  return template
    .replace(/^[ \t]*(\/\/.*|\/\*\*.*\*\/)\r?\n/gm, '')
    .replace('__SW_VERSION__', () => version)
    .replace('__SW_PRECACHE__', () => JSON.stringify(precache));
}
