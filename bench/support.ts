// Shared by the benchmark scripts.

/** p50 / p95 (and max) of samples in milliseconds. */
export function percentiles(samples: number[], digits = 2): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)].toFixed(digits);
  return `p50 ${at(0.5)} ms   p95 ${at(0.95)} ms   max ${at(1)} ms`;
}

/** Pool errors, except the one PostgreSQL sends every connection when the throwaway server stops. */
export function ignoreShutdown(error: Error): void {
  if ((error as { code?: string }).code !== '57P01') console.error(error);
}
