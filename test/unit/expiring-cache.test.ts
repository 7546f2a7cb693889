import { advanceClock, resetClock } from '../../shared/support/clock.js';
import { ExpiringCache } from '../../shared/support/expiring-cache.js';

describe('expiring cache', () => {
  afterEach(() => resetClock());

  it('answers a value until its time is up, on the service clock', () => {
    const cache = new ExpiringCache<string>({ maxEntries: 10, ttlMs: 5_000 });
    cache.set('a', 'x');

    const fresh = cache.get('a');
    advanceClock(4);
    const stillFresh = cache.get('a');
    advanceClock(1);
    const expired = cache.get('a');

    expect([fresh, stillFresh, expired]).toEqual(['x', 'x', undefined]);
    expect(cache.size).toBe(0);
  });

  it('pushes out the oldest entries past its bound, never the whole map', () => {
    const cache = new ExpiringCache<number>({ maxEntries: 3, ttlMs: 60_000 });
    for (const key of ['a', 'b', 'c']) cache.set(key, 1);

    cache.set('a', 2); // refreshed: now the newest
    cache.set('d', 1);

    expect(['a', 'b', 'c', 'd'].map((key) => cache.get(key))).toEqual([2, undefined, 1, 1]);
    expect(cache.size).toBe(3);
  });

  it('drops entries by key', () => {
    const cache = new ExpiringCache<number>({ maxEntries: 10, ttlMs: 60_000 });
    for (const key of ['c1/x', 'c1/y', 'c2/x']) cache.set(key, 1);

    cache.deleteWhere((key) => key.startsWith('c1/'));

    expect(['c1/x', 'c1/y', 'c2/x'].map((key) => cache.get(key))).toEqual([undefined, undefined, 1]);
  });
});
