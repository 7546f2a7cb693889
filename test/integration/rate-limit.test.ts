import { advanceClock, freezeClock, resetClock } from '../../shared/support/clock.js';
import { call, newClient, newMember } from '../helpers/api.js';

describe('per-client rate limit', () => {
  afterEach(() => resetClock());

  it('refuses requests over the client limit within one second with 429 rate_limited and Retry-After', async () => {
    const { apiKey } = await newClient({ rate_limit_per_second: 5 });
    const member = await newMember(apiKey);
    const burst = () => Promise.all(Array.from({ length: 30 }, () => call('GET', `/v2/users/${member.id}`, { query: { api_key: apiKey } })));
    freezeClock();

    const results = await burst();

    const limited = results.filter((r) => r.status === 429);
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    expect(limited).toHaveLength(25);
    expect(limited[0]!.body).toEqual({ error: 'rate_limited', message: expect.stringContaining('5 requests per second') });
    expect(limited[0]!.headers['retry-after']).toBe('1');
  });

  it('opens a new window each second of the service clock', async () => {
    const { apiKey } = await newClient({ rate_limit_per_second: 5 });
    const member = await newMember(apiKey);
    const burst = () => Promise.all(Array.from({ length: 8 }, () => call('GET', `/v2/users/${member.id}`, { query: { api_key: apiKey } })));
    freezeClock();

    const first = await burst();
    const sameSecond = await burst();
    advanceClock(1);
    const nextSecond = await burst();

    const passed = (results: Array<{ status: number }>) => results.filter((r) => r.status === 200).length;
    expect([passed(first), passed(sameSecond), passed(nextSecond)]).toEqual([5, 0, 5]);
  });

  it('leaves clients without a configured limit unthrottled', async () => {
    const { apiKey } = await newClient();
    const member = await newMember(apiKey);

    const results = await Promise.all(
      Array.from({ length: 30 }, () => call('GET', `/v2/users/${member.id}`, { query: { api_key: apiKey } })),
    );

    expect(results.every((r) => r.status === 200)).toBe(true);
  });
});
