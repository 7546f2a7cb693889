import { cachedRead, forgetCatalogue } from '../../shared/support/catalogue-cache.js';

describe('catalogue cache', () => {
  it('loads a client’s catalogue once while fresh and again once forgotten', async () => {
    let loads = 0;
    const load = async () => ++loads;

    const first = await cachedRead('client-a', 'rewards', load);
    const second = await cachedRead('client-a', 'rewards', load);
    forgetCatalogue('client-a');
    const third = await cachedRead('client-a', 'rewards', load);

    expect([first, second, third]).toEqual([1, 1, 2]);
  });

  it('keeps clients and names apart, and forgets only the named client', async () => {
    await cachedRead('client-b', 'rewards', async () => 'b-rewards');
    await cachedRead('client-c', 'rewards', async () => 'c-rewards');

    forgetCatalogue('client-b');

    expect(await cachedRead('client-b', 'rewards', async () => 'b-fresh')).toBe('b-fresh');
    expect(await cachedRead('client-c', 'rewards', async () => 'c-fresh')).toBe('c-rewards');
    expect(await cachedRead('client-c', 'reward_categories', async () => 'c-categories')).toBe('c-categories');
  });

  it('does not keep a failed load', async () => {
    await expect(cachedRead('client-d', 'rewards', async () => Promise.reject(new Error('throttled')))).rejects.toThrow('throttled');
    await new Promise((resolve) => setImmediate(resolve));

    expect(await cachedRead('client-d', 'rewards', async () => 'recovered')).toBe('recovered');
  });
});
