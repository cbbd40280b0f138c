import { defineConfig } from 'vitest/config';

// Unit and integration tests. Integration tests share one throwaway PostgreSQL started by the
// global setup; each test file creates its own database (tests/helpers/db.ts).
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    globalSetup: ['tests/helpers/postgres-global.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
