/** What a closed loop of requests measured. */
export interface LoopRun {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** Answers that were not 2xx, by status (0: no answer). */
  statuses: Record<number, number>;
  /** This process's CPU per request: the clients' side of the loop. */
  clientCpuMsPerRequest: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** `count` requests from `concurrency` clients, each sending its next as soon as its last is answered; `one` answers a status. */
export async function closedLoop(concurrency: number, count: number, one: () => Promise<number>): Promise<LoopRun> {
  const times: number[] = [];
  const statuses: Record<number, number> = {};
  let started = 0;
  // What the previous loop left to collect is not this one's cost (the benches run with --expose-gc).
  (globalThis as { gc?: () => void }).gc?.();
  const begin = performance.now();
  const clientCpuBefore = process.cpuUsage();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (started < count) {
        started++;
        const at = performance.now();
        const status = await one().catch(() => 0);
        times.push(performance.now() - at);
        if (status < 200 || status >= 300) statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
  const seconds = (performance.now() - begin) / 1000;
  const clientCpu = process.cpuUsage(clientCpuBefore);
  times.sort((a, b) => a - b);
  const errors = Object.values(statuses).reduce((sum, n) => sum + n, 0);
  return { rps: count / seconds, p50: percentile(times, 0.5), p99: percentile(times, 0.99), errors, statuses, clientCpuMsPerRequest: (clientCpu.user + clientCpu.system) / 1000 / count };
}
