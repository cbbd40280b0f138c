// Snapshots that caches may keep a moment: a live table's public read carries its version as a
// weak ETag and a short max-age, so a proxy (or a CDN) answers a reconnect storm after a node's
// restart from one read, and a browser that has it gets a 304.
import type { FastifyReply, FastifyRequest } from 'fastify';

/** How long a cache may keep a live table's snapshot: its pushes come at most once a second. */
const SNAPSHOT_MAX_AGE_S = 2;

/**
 * Marks a reply that is the same for everyone cacheable by anyone for SNAPSHOT_MAX_AGE_S under
 * `tag`; true when the request already holds it (the caller answers 304).
 */
export function cacheableSnapshot(request: FastifyRequest, reply: FastifyReply, tag: string): boolean {
  const etag = `W/"${tag}"`;
  reply.header('etag', etag).header('cache-control', `public, max-age=${SNAPSHOT_MAX_AGE_S}`);
  return request.headers['if-none-match']?.split(',').some((one) => one.trim() === etag) ?? false;
}
