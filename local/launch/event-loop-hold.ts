/**
 * How long work holds the event loop, by the CPU time the process spent between two turns of a
 * probe timer rather than by the wall clock: a busy machine that takes the process off its core
 * for a while does not count as the work holding the loop, so the measure does not depend on the
 * machine's load.
 */
export async function longestHold<T>(work: () => Promise<T>): Promise<{ result: T; holdMs: number; turns: number }> {
  let holdMs = 0;
  let turns = 0;
  let last = process.cpuUsage();
  let timer: NodeJS.Timeout | undefined;
  const measure = () => {
    const spent = process.cpuUsage(last);
    holdMs = Math.max(holdMs, (spent.user + spent.system) / 1000);
    last = process.cpuUsage();
  };
  const turn = () => {
    measure();
    turns++;
    timer = setTimeout(turn, 1);
  };
  timer = setTimeout(turn, 1);
  try {
    const result = await work();
    // The stretch since the last turn counts too: work that ends on a long stretch held the loop all the same.
    measure();
    return { result, holdMs, turns };
  } finally {
    clearTimeout(timer);
  }
}
