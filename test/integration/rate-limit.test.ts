import { call, newClient, newMember } from '../helpers/api.js';

describe('per-client rate limit', () => {
  it('refuses requests over the client limit with 429 rate_limited and Retry-After', async () => {
    const { apiKey } = await newClient({ rate_limit_per_second: 5 });
    const member = await newMember(apiKey);

    // 30 requests at once land in one or two one-second windows: at most 10 can pass.
    const results = await Promise.all(
      Array.from({ length: 30 }, () => call('GET', `/v2/users/${member.id}`, { query: { api_key: apiKey } })),
    );

    const limited = results.filter((r) => r.status === 429);
    const passed = results.filter((r) => r.status === 200);
    expect(passed.length).toBeGreaterThan(0);
    expect(passed.length).toBeLessThanOrEqual(10);
    expect(limited.length).toBeGreaterThanOrEqual(20);
    expect(limited[0]!.body).toEqual({ error: 'rate_limited', message: expect.stringContaining('5 requests per second') });
    expect(limited[0]!.headers['retry-after']).toBe('1');
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
