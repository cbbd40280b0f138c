// deploy/haproxy.cfg as it is, run by Debian's HAProxy in front of one test node (its three server
// lines all that node), with whatever else the environment sets; resolves once it routes.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT_DIR } from '../../server/config.ts';
import { freePort } from '../../server/db/embedded.ts';

export type RunningProxy = { port: number; process: ChildProcess; said: string[]; stop(): void };

/** `ipv6`: players' bind on [::1] too, the same port. */
export async function startProxy(
  node: string,
  env: Record<string, string> = {},
  options: { ipv6?: boolean } = {},
): Promise<RunningProxy> {
  const port = await freePort();
  const said: string[] = [];
  const child = spawn('haproxy', ['-db', '-f', path.join(ROOT_DIR, 'deploy/haproxy.cfg')], {
    env: {
      ...process.env,
      PATH: `${process.env.PATH}:/usr/sbin:/sbin`,
      TRIVIA_BIND: options.ipv6 ? `127.0.0.1:${port},[::1]:${port}` : `127.0.0.1:${port}`,
      TRIVIA_NODE1: node,
      TRIVIA_NODE2: node,
      TRIVIA_NODE3: node,
      TRIVIA_STATS_BIND: `127.0.0.1:${await freePort()}`,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => said.push(chunk));
  // Routed once the proxy's checks find the node up.
  const deadline = Date.now() + 30_000;
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`haproxy did not route: ${said.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { port, process: child, said, stop: () => child.kill('SIGTERM') };
}
