import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';

/**
 * With BENCH_CPU_PROFILE set to a directory, `work` runs under the V8 profiler and its profile is
 * written there (open it in Chrome's DevTools, or summarise it with bench/cpu-profile.ts).
 */
export async function profiled(name: string, work: () => Promise<void>): Promise<void> {
  const dir = process.env.BENCH_CPU_PROFILE;
  if (!dir) return work();
  const session = new Session();
  session.connect();
  try {
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
    await work();
    const { profile } = await session.post('Profiler.stop');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `${name.replace(/[^\w.-]+/g, '-')}.cpuprofile`), JSON.stringify(profile));
  } finally {
    session.disconnect();
  }
}
