import { advanceClock, atInstant, nowSeconds, resetClock } from '../../shared/support/clock.js';

afterEach(resetClock);

describe('the one clock', () => {
  it('reads the instant a request arrived for everything the request runs, however long it takes', async () => {
    const arrived = 1_700_000_000;

    const readings = await atInstant(arrived, async () => {
      const first = nowSeconds();
      advanceClock(3_600);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return [first, nowSeconds()];
    });

    expect(readings).toEqual([arrived, arrived]);
  });

  it('reads the system clock (as moved by tests) outside a request', () => {
    const before = nowSeconds();

    advanceClock(60);

    expect(nowSeconds() - before).toBeGreaterThanOrEqual(60);
    expect(Math.abs(nowSeconds() - 60 - Math.floor(Date.now() / 1000))).toBeLessThanOrEqual(1);
  });

  it('keeps concurrent requests apart: each reads its own instant', async () => {
    const [a, b] = await Promise.all([
      atInstant(100, async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        return nowSeconds();
      }),
      atInstant(200, async () => nowSeconds()),
    ]);

    expect([a, b]).toEqual([100, 200]);
  });
});
