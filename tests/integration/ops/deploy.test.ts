// The operator's kit in deploy/ (issue 40): the alert rules pass promtool and fire on what they
// should; every metric the Grafana dashboard and the alerts name exists in a real scrape (a product
// instance's /metrics, HAProxy's exporter on deploy/haproxy.cfg's stats frontend, Debian's
// prometheus-postgres-exporter on a real PostgreSQL, prometheus-node-exporter's filesystem figures);
// the systemd unit passes systemd-analyze and stops within its drain; the compose file's services,
// ports and variables match the README.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { freePort } from '../../../server/db/embedded.ts';
import { buildTestApp, type TestApp } from '../../helpers/app.ts';
import { bearer } from '../../helpers/users.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const DEPLOY = path.join(ROOT, 'deploy');
const run = promisify(execFile);
const PATH = `${process.env.PATH}:/usr/sbin:/sbin`;
const TOKEN = 'deploy-test-metrics-token-0123456789';

/** A program on PATH (or /usr/sbin), or null. */
function which(program: string): string | null {
  for (const dir of PATH.split(':')) {
    const file = path.join(dir, program);
    if (dir && existsSync(file)) return file;
  }
  return null;
}

const promtool = which('promtool');

describe('Prometheus rules and configuration', () => {
  if (!promtool) console.warn('promtool is missing (apt-get install prometheus): the rules checks below are skipped');

  test.skipIf(!promtool)('promtool accepts deploy/alerts.yml and deploy/prometheus.yml', async () => {
    const rules = await run(promtool!, ['check', 'rules', path.join(DEPLOY, 'alerts.yml')]);
    expect(rules.stdout).toMatch(/SUCCESS: \d+ rules found/);
    const config = await run(promtool!, ['check', 'config', '--syntax-only', path.join(DEPLOY, 'prometheus.yml')]);
    expect(config.stdout).toContain('SUCCESS');
  });

  test.skipIf(!promtool)(
    'the alerts fire on the series that should fire them (promtool test rules deploy/alerts.test.yml)',
    async () => {
      const { stdout } = await run(promtool!, ['test', 'rules', path.join(DEPLOY, 'alerts.test.yml')]);
      expect(stdout).toContain('SUCCESS');
    },
  );

  test('the seven alerts deploy/prometheus.yml once listed as comments are rules now, with what an operator needs', () => {
    const names = alertRules().map((rule) => rule.alert);
    for (const name of [
      'TriviaRequestsFailing',
      'TriviaCommandsSlow',
      'TriviaPoolWaiting',
      'TriviaPushSlow',
      'TriviaListenDown',
      'TriviaJobsFailed',
      'TriviaQuestionsRunningOut',
      'TriviaNodeNotReady',
      'TriviaErrorRateHigh',
      'TriviaPoolWaitsLong',
      'TriviaDiskFilling',
      'TriviaPostgresDown',
      'TriviaHAProxyDown',
      'TriviaWalArchiveFailing',
    ])
      expect(names).toContain(name);
    const config = parse(readFileSync(path.join(DEPLOY, 'prometheus.yml'), 'utf8'));
    expect(config.rule_files).toEqual(['alerts.yml']);
    expect(config.scrape_configs.map((job: { job_name: string }) => job.job_name).sort()).toEqual(
      ['futbol-trivia', 'haproxy', 'node', 'postgres'].sort(),
    );
  });
});

type Rule = { alert: string; expr: string };
const alertRules = (): Rule[] =>
  parse(readFileSync(path.join(DEPLOY, 'alerts.yml'), 'utf8')).groups.flatMap(
    (group: { rules: Rule[] }) => group.rules,
  );

/** Every PromQL expression of the dashboard's panels. */
function dashboardExpressions(): string[] {
  const dashboard = JSON.parse(readFileSync(path.join(DEPLOY, 'grafana/futbol-trivia.json'), 'utf8'));
  const panels = (dashboard.panels as { targets?: { expr: string }[] }[]).flatMap((panel) => panel.targets ?? []);
  return panels.map((target) => target.expr);
}

/** The metric names an expression reads (quoted label values taken out first). */
function metricNames(expr: string): string[] {
  const bare = expr.replace(/"(?:[^"\\]|\\.)*"/g, '""');
  return [...new Set(bare.match(/\b(?:trivia|haproxy|pg|process|nodejs|node)_[a-zA-Z0-9_]+\b/g) ?? [])];
}

/** Names a scrape exposes: each family's, plus a histogram's or summary's series names. */
function exposedNames(text: string): Set<string> {
  const names = new Set<string>();
  for (const line of text.split('\n')) {
    const type = /^# TYPE (\S+) (\S+)/.exec(line);
    if (type) {
      names.add(type[1]);
      if (type[2] === 'histogram') for (const suffix of ['_bucket', '_sum', '_count']) names.add(type[1] + suffix);
      if (type[2] === 'summary') for (const suffix of ['_sum', '_count']) names.add(type[1] + suffix);
    } else if (line && !line.startsWith('#')) names.add(line.replace(/[{ ].*/, ''));
  }
  return names;
}

/** Starts `program` and resolves with its first scrape of `url` that answers with metrics. */
async function scrapeOf(child: ChildProcess, url: string, name: string): Promise<string> {
  let said = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    said = (said + chunk).slice(-2000);
  });
  for (let tries = 0; tries < 300; tries++) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}: ${said}`);
    const text = await fetch(url).then(
      (response) => (response.ok ? response.text() : ''),
      () => '',
    );
    if (text.includes('# TYPE')) return text;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${name} did not answer on ${url}: ${said}`);
}

describe('every metric the dashboard and the alerts name exists', () => {
  let t: TestApp;
  const children: ChildProcess[] = [];
  const sources: Record<string, Set<string>> = {};

  beforeAll(async () => {
    // The product: an instance with metrics and jobs (pg-boss's queue figures exist only then).
    t = await buildTestApp({ jobs: true, config: { metricsToken: TOKEN } });
    sources.product = exposedNames((await t.app.inject({ url: '/metrics', headers: bearer(TOKEN) })).body);

    // HAProxy with deploy/haproxy.cfg as it is: its stats frontend serves its exporter.
    const stats = await freePort();
    const haproxy = spawn('haproxy', ['-db', '-f', path.join(DEPLOY, 'haproxy.cfg')], {
      env: {
        ...process.env,
        PATH,
        TRIVIA_BIND: `127.0.0.1:${await freePort()}`,
        TRIVIA_STATS_BIND: `127.0.0.1:${stats}`,
        TRIVIA_NODE1: '127.0.0.1:9',
        TRIVIA_NODE2: '127.0.0.1:9',
        TRIVIA_NODE3: '127.0.0.1:9',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    children.push(haproxy);
    sources.haproxy = exposedNames(await scrapeOf(haproxy, `http://127.0.0.1:${stats}/metrics`, 'haproxy'));

    // postgres_exporter (Debian's prometheus-postgres-exporter) on this test's database.
    const pgPort = await freePort();
    const url = new URL(t.db.url);
    url.searchParams.set('sslmode', 'disable');
    const exporter = spawn(
      'prometheus-postgres-exporter',
      [`--web.listen-address=127.0.0.1:${pgPort}`, '--log.level=warn'],
      { env: { ...process.env, PATH, DATA_SOURCE_NAME: url.toString() }, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    children.push(exporter);
    sources.postgres = exposedNames(
      await scrapeOf(exporter, `http://127.0.0.1:${pgPort}/metrics`, 'prometheus-postgres-exporter'),
    );

    // prometheus-node-exporter, its filesystem figures only (the disks' alerts).
    const nodePort = await freePort();
    const node = spawn(
      'prometheus-node-exporter',
      [`--web.listen-address=127.0.0.1:${nodePort}`, '--collector.disable-defaults', '--collector.filesystem'],
      { env: { ...process.env, PATH }, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    children.push(node);
    sources.node = exposedNames(
      await scrapeOf(node, `http://127.0.0.1:${nodePort}/metrics`, 'prometheus-node-exporter'),
    );
  }, 120_000);

  afterAll(async () => {
    for (const child of children) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await t?.close();
  });

  const missing = (names: string[]) =>
    names.filter((name) => !Object.values(sources).some((exposed) => exposed.has(name)));

  test('the dashboard names only metrics that exist, from the product, HAProxy and PostgreSQL', () => {
    const named = [...new Set(dashboardExpressions().flatMap(metricNames))];
    expect(missing(named)).toEqual([]);
    // It is built on all three sources, and shows every figure of the product's own.
    for (const source of ['product', 'haproxy', 'postgres'])
      expect(named.some((name) => sources[source].has(name))).toBe(true);
    const productFamilies = [...sources.product].filter((name) => /^trivia_[a-z_]+$/.test(name));
    const shown = (family: string) => named.some((name) => name === family || name.startsWith(`${family}_`));
    expect(productFamilies.filter((family) => !/_(bucket|sum|count)$/.test(family) && !shown(family))).toEqual([]);
  });

  test('the alert rules name only metrics that exist', () => {
    const named = [...new Set(alertRules().flatMap((rule) => metricNames(rule.expr)))];
    expect(named.length).toBeGreaterThan(10);
    expect(missing(named)).toEqual([]);
  });

  test('a name that no scrape has is found missing (the check can fail)', () => {
    expect(missing(metricNames('rate(trivia_http_requests_total[5m]) + pg_up + haproxy_server_status'))).toEqual([
      'trivia_http_requests_total',
    ]);
  });
});

describe('systemd unit', () => {
  const unit = readFileSync(path.join(DEPLOY, 'systemd/futbol-trivia.service'), 'utf8');
  const env = readFileSync(path.join(DEPLOY, 'systemd/futbol-trivia.env'), 'utf8');
  const setting = (text: string, name: string) => new RegExp(`^${name}=(.*)$`, 'm').exec(text)?.[1];

  test('its stop outlasts the drain: TimeoutStopSec above DRAIN_DELAY_MS + SHUTDOWN_GRACE_MS + pg-boss’s 5 s, SIGTERM to the main process only', () => {
    const drain = Number(setting(env, 'DRAIN_DELAY_MS')) + Number(setting(env, 'SHUTDOWN_GRACE_MS')) + 5000;
    expect(Number(setting(unit, 'TimeoutStopSec')) * 1000).toBeGreaterThan(drain);
    expect(setting(unit, 'KillSignal')).toBe('SIGTERM');
    expect(setting(unit, 'KillMode')).toBe('mixed');
    expect(setting(unit, 'Restart')).toBe('on-failure');
    // The capacity model's 50,000 sockets a node, each one descriptor, plus the database's and files.
    expect(Number(setting(unit, 'LimitNOFILE'))).toBeGreaterThanOrEqual(50_000 + 4_096);
    // Every variable the environment file sets is one the README documents.
    const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    const names = [...env.matchAll(/^#?([A-Z_]+)=/gm)].map((match) => match[1]);
    expect(names.filter((name) => !readme.includes(`| \`${name}\``))).toEqual([]);
  });

  test.skipIf(!which('systemd-analyze'))('systemd-analyze verify accepts it, without a warning', async () => {
    // Its paths point at this checkout (verify checks that the program and the environment file exist).
    const { mkdtemp, writeFile, rm } = await import('node:fs/promises');
    const dir = await mkdtemp(path.join((await import('node:os')).tmpdir(), 'trivia-unit-'));
    try {
      const local = unit
        .replaceAll('/opt/futbol-trivia', ROOT)
        .replace(/^EnvironmentFile=.*$/m, `EnvironmentFile=${path.join(DEPLOY, 'systemd/futbol-trivia.env')}`);
      await writeFile(path.join(dir, 'futbol-trivia.service'), local);
      const { stderr } = await run('systemd-analyze', ['verify', '--man=no', path.join(dir, 'futbol-trivia.service')], {
        env: { ...process.env, PATH },
      });
      expect(stderr).toBe('');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('compose file', () => {
  type Service = {
    environment?: Record<string, string>;
    ports?: string[];
    volumes?: string[];
    stop_grace_period?: string;
    ulimits?: { nofile: { soft: number } };
  };
  const compose = parse(readFileSync(path.join(DEPLOY, 'compose.yaml'), 'utf8'), { merge: true }) as {
    services: Record<string, Service>;
  };
  const { services } = compose;
  const apps = Object.keys(services).filter((name) => /^app\d+$/.test(name));
  const haproxyCfg = readFileSync(path.join(DEPLOY, 'haproxy.cfg'), 'utf8');
  const scrape = parse(readFileSync(path.join(DEPLOY, 'compose/prometheus.yml'), 'utf8')) as {
    scrape_configs: { job_name: string; static_configs: { targets: string[] }[] }[];
  };
  const targets = (job: string) =>
    scrape.scrape_configs.find((config) => config.job_name === job)?.static_configs.flatMap((c) => c.targets) ?? [];

  test('N nodes, HAProxy, PostgreSQL, its exporter, Prometheus and Grafana; each node known to the proxy and scraped', () => {
    expect(apps.length).toBeGreaterThanOrEqual(3);
    for (const name of ['haproxy', 'postgres', 'postgres-exporter', 'prometheus', 'grafana'])
      expect(Object.keys(services)).toContain(name);
    const proxy = services.haproxy.environment!;
    apps.forEach((app, index) => {
      const n = index + 1;
      expect(proxy[`TRIVIA_NODE${n}`]).toBe(`${app}:${services[app].environment!.PORT}`);
      // Both backends of deploy/haproxy.cfg route to it.
      expect(haproxyCfg.match(new RegExp(`server node${n} "\\$\\{TRIVIA_NODE${n}\\}"`, 'g'))).toHaveLength(2);
      expect(targets('futbol-trivia')).toContain(`${app}:${services[app].environment!.METRICS_PORT}`);
    });
    expect(targets('haproxy')).toEqual([`haproxy:${proxy.TRIVIA_STATS_BIND.split(':').at(-1)}`]);
    expect(targets('postgres')).toEqual(['postgres-exporter:9187']);
  });

  test('only the proxy is public: the nodes publish no port, Prometheus and Grafana only on loopback', () => {
    for (const app of apps) expect(services[app].ports).toBeUndefined();
    expect(services.haproxy.ports).toHaveLength(1);
    expect(services.haproxy.ports![0]).toMatch(/^\$\{PUBLIC_PORT:-80\}:80$/);
    for (const name of ['prometheus', 'grafana'])
      for (const port of services[name].ports ?? []) expect(port).toMatch(/^127\.0\.0\.1:/);
  });

  test('every node variable is in the README, the drain fits its stop grace, and every mounted file exists', () => {
    const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    for (const app of apps) {
      const env = services[app].environment!;
      expect(Object.keys(env).filter((name) => !readme.includes(`| \`${name}\``))).toEqual([]);
      const drain = Number(env.DRAIN_DELAY_MS) + Number(env.SHUTDOWN_GRACE_MS) + 5000;
      expect(Number.parseInt(services[app].stop_grace_period!, 10) * 1000).toBeGreaterThan(drain);
      expect(services[app].ulimits!.nofile.soft).toBeGreaterThanOrEqual(50_000 + 4_096);
    }
    for (const service of Object.values(services))
      for (const volume of service.volumes ?? []) {
        const source = volume.split(':')[0];
        if (source.startsWith('./')) expect(existsSync(path.join(DEPLOY, source)), source).toBe(true);
      }
    expect(existsSync(path.join(DEPLOY, 'Dockerfile'))).toBe(true);
  });

  const composeTool = which('docker-compose');
  if (!composeTool)
    console.warn('docker-compose is missing (apt-get install docker-compose): its own check is skipped');
  test.skipIf(!composeTool)('docker-compose config accepts it with the example environment', async () => {
    const { stdout } = await run(composeTool!, [
      '-f',
      path.join(DEPLOY, 'compose.yaml'),
      '--env-file',
      path.join(DEPLOY, 'compose/env.example'),
      'config',
      '--services',
    ]);
    expect(stdout.trim().split('\n').sort()).toEqual(Object.keys(services).sort());
  });

  test.skipIf(!promtool)('promtool accepts its Prometheus configuration', async () => {
    const { stdout } = await run(promtool!, [
      'check',
      'config',
      '--syntax-only',
      path.join(DEPLOY, 'compose/prometheus.yml'),
    ]);
    expect(stdout).toContain('SUCCESS');
  });
});
