// A short `npm run test:cluster` in the suite: three nodes behind HAProxy (deploy/haproxy.cfg as it
// is), their request pools through PgBouncer (deploy/pgbouncer.ini, transaction pooling), websockets
// and the herd through the proxy, one node killed with SIGKILL and started again: every client
// reconnects and hears the next pushes from every node (LISTEN straight to PostgreSQL), nothing
// acknowledged is lost, and the read models equal a rebuild.
import { expect, test } from 'vitest';
import { clusterTest, formatReport } from '../../../scripts/cluster.ts';

test('given three nodes behind HAProxy, their request pools through PgBouncer, and kill -9 of one under load, then every socket comes back through the proxy, pushes from any node reach every client, and nothing acknowledged is lost', async () => {
  const report = await clusterTest({ players: 150, sockets: 300, concurrency: 15 });
  expect(report, formatReport(report)).toMatchObject({
    errors: [],
    lost: [],
    violations: [],
    projectionsEqual: true,
  });
  for (const count of report.socketsPerNode) expect(count).toBeGreaterThan(0);
  expect(report.reconnectedMs).toBeLessThan(30_000);
  expect(report.pushes).toHaveLength(6);
  for (const push of report.pushes) expect(push.reached).toBe(300);
  expect(report.acknowledged).toBeGreaterThan(500);
  // The nodes' requests went through PgBouncer (without it: our one probe), on at most its pool's
  // 20 + 5 server connections where the three nodes' pools hold up to 60.
  expect(report.bouncer.transactions).toBeGreaterThan(report.players);
  expect(report.bouncer.serverConnections).toBeLessThanOrEqual(25);
  // HAProxy's cost was measured (the figures themselves are for docs/operations.md, not asserted).
  for (const figure of [report.proxy.kbPerSocket, report.proxy.usPerPush, report.proxy.usPerMessageInHerd])
    expect(Number.isFinite(figure)).toBe(true);
}, 300_000);
