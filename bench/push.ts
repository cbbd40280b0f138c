// npm run bench:push — the push at 5,000 quiet sockets (issue 38 item 4): bench:night's harness
// (bench/night.ts) with no herd, BENCH_CLIENTS=5000 and BENCH_RATE=0 unless set: each round a
// marked player wins (the product) or a push is asked for (the bare `ws` loop), alternating, and the
// time from that request until every client subscribed to the daily table has the row is measured
// on both sides; it prints p50 / p95 / p99, the product's ratio to the bare loop and the pushes lost.
// (Every other knob: bench/night.ts.)
process.env.BENCH_CLIENTS ??= '5000';
process.env.BENCH_RATE ??= '0';
await import('./night.ts');
export {};
