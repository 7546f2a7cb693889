import { chooseMemory } from '../../bench/cost/model.js';
import { ASSUMPTIONS, SIZING } from '../../bench/cost/inputs.js';

/** The init at which a function at `memoryMb` is exactly at the rule's init limit. */
const initAtLimit = (memoryMb: number) => (SIZING.maxInitMs * memoryMb) / ASSUMPTIONS.fullVcpuMemoryMb;

describe('route function sizing', () => {
  const quick = { cpuMs: 1 };

  it('takes the smallest size whose init and CPU stay within the rule', () => {
    expect(chooseMemory({ ...quick, initMs: initAtLimit(512) * 0.8 })).toEqual({ memoryMb: 512, withinRule: true });
    expect(chooseMemory({ ...quick, initMs: initAtLimit(512) * 1.2 })).toEqual({ memoryMb: 768, withinRule: true });
  });

  it('keeps a smaller size while its init is over the limit by less than the noise margin', () => {
    const slightlyOver = { ...quick, initMs: initAtLimit(512) * (1 + SIZING.noiseMargin / 2) };
    expect(chooseMemory(slightlyOver, 512)).toEqual({ memoryMb: 512, withinRule: true });
    expect(chooseMemory(slightlyOver)).toEqual({ memoryMb: 768, withinRule: true });
  });

  it('moves a function up once its init is over the limit by more than the margin', () => {
    expect(chooseMemory({ ...quick, initMs: initAtLimit(512) * (1 + SIZING.noiseMargin * 2) }, 512).memoryMb).toBe(768);
  });

  it('keeps a larger size while the smaller one fits without the margin to spare, and moves down once it does', () => {
    expect(chooseMemory({ ...quick, initMs: initAtLimit(512) * (1 - SIZING.noiseMargin / 2) }, 768)).toEqual({ memoryMb: 768, withinRule: true });
    expect(chooseMemory({ ...quick, initMs: initAtLimit(512) * (1 - SIZING.noiseMargin * 2) }, 768)).toEqual({ memoryMb: 512, withinRule: true });
  });

  it('sizes a function whose current size is not an option as if it had none', () => {
    expect(chooseMemory({ ...quick, initMs: initAtLimit(512) * 0.8 }, 1000).memoryMb).toBe(512);
  });
});
