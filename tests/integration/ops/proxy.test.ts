// A short `npm run test:cluster` in the suite: three nodes behind HAProxy (deploy/haproxy.cfg as it
// is), websockets and the herd through it, one node killed with SIGKILL and started again: every
// client reconnects and hears the next pushes from every node, nothing acknowledged is lost, and
// the read models equal a rebuild.
import { expect, test } from 'vitest';
import { clusterTest, formatReport } from '../../../scripts/cluster.ts';

test('given three nodes behind HAProxy and kill -9 of one under load, then every socket comes back through the proxy, pushes from any node reach every client, and nothing acknowledged is lost', async () => {
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
}, 300_000);
