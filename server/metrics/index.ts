// The public entry of server/metrics/: what other server folders may use of it (npm run layers).
export { createMetrics } from './metrics.ts';
export type { Metrics } from './metrics.ts';
export { metricsRoutes, startMetricsServer } from './routes.ts';
