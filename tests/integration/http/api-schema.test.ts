// The API's replies against the last release's (issue 40, item 6): every route's reply schemas
// (server/<feature>/replies.ts, through replyOf) flattened to field paths and their types, compared
// with the committed snapshot tests/fixtures/api/replies.json. A route, a field or a type a client
// of that release reads and this one no longer gives (a removal, a type change) must be announced
// in CHANGELOG.md's release under way: a line naming the route as `METHOD /path` and the field in
// backticks. Additions need nothing. `npm run api:snapshot` writes the snapshot: at a release, never
// to make this test pass (CHANGELOG.md, "How the API changes").
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ROOT_DIR } from '../../../server/config.ts';
import { VERSION } from '../../../server/version.ts';
import { buildTestApp, type TestApp } from '../../helpers/app.ts';

const SNAPSHOT = path.join(ROOT_DIR, 'tests/fixtures/api/replies.json');
type Schema = { [key: string]: unknown };
/** Each route (`GET /leaderboard/:period`), each status, each field path with the types it may have (`null|number`). */
type Replies = Record<string, Record<string, Record<string, string>>>;

/** A schema's field paths (`ranking[].username`; `` for the whole reply) and the JSON types each may be. */
function fieldsOf(schema: unknown, at = '', into: Record<string, Set<string>> = {}): Record<string, Set<string>> {
  if (schema === null || typeof schema !== 'object') return into;
  const node = schema as Schema;
  const add = (type: string) => {
    into[at] ??= new Set();
    into[at].add(type);
  };
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const)
    for (const branch of (node[key] as unknown[] | undefined) ?? []) fieldsOf(branch, at, into);
  const types = node.type === undefined ? (node.const !== undefined ? [typeof node.const] : []) : [node.type].flat();
  if (node.enum) add(`enum:${(node.enum as unknown[]).map(String).sort().join('|')}`);
  for (const type of types as string[]) {
    add(type === 'integer' ? 'number' : type);
    if (type === 'object')
      for (const [name, child] of Object.entries((node.properties as Record<string, unknown>) ?? {}))
        fieldsOf(child, at ? `${at}.${name}` : name, into);
    if (type === 'array' && node.items) fieldsOf(node.items, `${at}[]`, into);
  }
  if (types.length === 0 && !node.anyOf && !node.oneOf && !node.allOf && !node.enum) add('any');
  return into;
}

/** Every route's replies as field types, sorted, for the snapshot. */
function repliesOf(t: TestApp): Replies {
  const replies: Replies = {};
  for (const { method, url, replies: byStatus } of t.app.routeTable) {
    if (!url.startsWith('/api') || !byStatus) continue;
    const route = `${method} ${url.slice('/api'.length)}`;
    replies[route] = {};
    for (const [status, schema] of Object.entries(byStatus)) {
      const fields = fieldsOf(schema);
      replies[route][status] = Object.fromEntries(
        Object.keys(fields)
          .sort()
          .map((field) => [field, [...fields[field]].sort().join('|')]),
      );
    }
  }
  return Object.fromEntries(
    Object.keys(replies)
      .sort()
      .map((route) => [route, replies[route]]),
  );
}

/** What a client of the snapshot's release reads that this release no longer gives. */
function breakingChanges(before: Replies, now: Replies): { route: string; field: string | null; what: string }[] {
  const changes: { route: string; field: string | null; what: string }[] = [];
  for (const [route, statuses] of Object.entries(before)) {
    if (!now[route]) {
      changes.push({ route, field: null, what: 'route removed' });
      continue;
    }
    for (const [status, fields] of Object.entries(statuses)) {
      const current = now[route][status];
      if (!current) {
        changes.push({ route, field: null, what: `no ${status} reply any more` });
        continue;
      }
      for (const [field, types] of Object.entries(fields)) {
        if (current[field] === undefined) {
          changes.push({ route, field, what: 'field removed' });
          continue;
        }
        const given = current[field].split('|');
        const lost = types.split('|').filter((type) => !given.includes(type));
        if (!given.includes('any') && lost.length > 0)
          changes.push({ route, field, what: `no longer ${lost.join(', ')}: ${current[field]}` });
      }
    }
  }
  return changes;
}

/** The CHANGELOG's section of the release under way. */
function unreleasedSection(): string {
  const text = readFileSync(path.join(ROOT_DIR, 'CHANGELOG.md'), 'utf8');
  const start = text.indexOf(`## ${VERSION} (unreleased)`);
  if (start < 0) return '';
  const end = text.indexOf('\n## ', start + 1);
  return text.slice(start, end < 0 ? undefined : end);
}

/** Whether the section names the route (`GET /leaderboard/{period}/user-position`, any parameter names) and the field. */
function announces(section: string, route: string, field: string | null): boolean {
  const [method, url] = route.split(' ');
  const pattern = url
    .split('/')
    .map((part) => (part.startsWith(':') ? '(?:\\{[^}/]+\\}|:[^/`]+)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  const lines = section.split(/\n(?=- |\s*- )/);
  const routeMention = new RegExp(`\`${method} ${pattern}(?:\\?[^\`]*)?\``);
  const name = field?.split('.').at(-1)?.replace('[]', '');
  return lines.some((line) => routeMention.test(line) && (!name || line.includes(`\`${name}\``)));
}

/** What the snapshot is, written into it. */
const ABOUT =
  'The replies of every /api route as field paths and their JSON types, taken by `npm run api:snapshot` when a release is cut. 0.1.0 had no reply schemas: this first one is 0.2.0 before its release (its changes from 0.1.0 are in CHANGELOG.md by hand); retake it when 0.2.0 is released.';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

test("given the replies' schemas, then nothing a client of the last release reads went without a word in the CHANGELOG", () => {
  const now = repliesOf(t);
  if (process.env.API_SNAPSHOT === 'write')
    writeFileSync(SNAPSHOT, `${JSON.stringify({ release: VERSION, about: ABOUT, replies: now }, null, 1)}\n`);
  const { replies: before } = JSON.parse(readFileSync(SNAPSHOT, 'utf8')) as { replies: Replies };
  const section = unreleasedSection();
  const unannounced = breakingChanges(before, now).filter(({ route, field }) => !announces(section, route, field));
  expect(
    unannounced,
    'announce each in CHANGELOG.md under the release under way: `METHOD /path` and the `field`',
  ).toEqual([]);
});

test('given a field removed, a type changed or a route gone, then each is found, and only an announcement naming route and field lets it pass', () => {
  const before: Replies = {
    'GET /leaderboard/:period/user-position': {
      200: { entry: 'null|object', 'entry.posicion': 'number', fecha: 'string' },
    },
    'GET /old': { 200: { x: 'string' } },
  };
  const now: Replies = {
    'GET /leaderboard/:period/user-position': { 200: { posicion: 'null|number', fecha: 'number' } },
  };
  const changes = breakingChanges(before, now);
  expect(changes).toEqual([
    { route: 'GET /leaderboard/:period/user-position', field: 'entry', what: 'field removed' },
    { route: 'GET /leaderboard/:period/user-position', field: 'entry.posicion', what: 'field removed' },
    { route: 'GET /leaderboard/:period/user-position', field: 'fecha', what: 'no longer string: number' },
    { route: 'GET /old', field: null, what: 'route removed' },
  ]);
  const section =
    '## 0.2.0\n- `GET /leaderboard/{period}/user-position` lost its `entry` wrapper\n- `GET /old` is gone';
  expect(announces(section, changes[0].route, 'entry')).toBe(true);
  expect(announces(section, changes[2].route, 'fecha')).toBe(false);
  expect(announces(section, 'GET /old', null)).toBe(true);
  expect(announces('- `GET /leaderboard/daily` lost `entry`', changes[0].route, 'entry')).toBe(false);
});
