import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// One port for the run, picked in the main process; workers inherit it through the environment.
// Below Linux's ephemeral range (32768–60999), where the kernel picks the ports of the e2e server's
// own PostgreSQL and SMTP sink (freePort) and of every outgoing connection: none of them can hold it
// when the server comes to listen.
process.env.E2E_PORT ??= String(20_000 + Math.floor(Math.random() * 12_000));
const systemChromium = '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 7_500 },
  // failure-reporter.ts: a failed test's server log and received mail, printed.
  reporter: [['list'], ['./tests/e2e/failure-reporter.ts']],
  use: {
    baseURL: `http://127.0.0.1:${process.env.E2E_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: existsSync(systemChromium) ? systemChromium : undefined,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
});
