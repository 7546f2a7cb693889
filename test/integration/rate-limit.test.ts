import { randomBytes } from 'node:crypto';
import { ClientRateLimiter, DEFAULT_RATE_LIMIT_PER_SECOND, enforceRateLimit } from '../../shared/programs/rate-limit.js';
import { readClient } from '../../shared/programs/clients.js';
import { documentClient } from '../../shared/data/client.js';
import { DynamoMeter } from '../../local/dynamo-metrics.js';
import { advanceClock, freezeClock, nowMillis, resetClock } from '../../shared/support/clock.js';
import { ADMIN_HEADERS, call, newClient, newMember } from '../../local/walks/api.js';
import { inParallel } from '../../shared/data/in-parallel.js';

const getUser = (apiKey: string, memberId: number) => call('GET', `/v2/users/${memberId}`, { query: { api_key: apiKey } });
/**
 * `count` requests in one second of the frozen service clock, at most 20 in flight: a wider
 * burst on a loaded machine can run past the route deadline, and a 503 is not the limiter's answer.
 */
async function burst<T>(count: number, send: () => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  await inParallel(Array.from({ length: count }, (_unused, index) => index), 20, async (index) => {
    results[index] = await send();
  });
  return results;
}
const passed = (results: Array<{ status: number }>) => results.filter((r) => r.status === 200).length;

describe('per-client rate limit', () => {
  afterEach(() => resetClock());

  it('refuses requests over the client limit within one second with 429 rate_limited and Retry-After', async () => {
    const { apiKey } = await newClient({ rate_limit_per_second: 5 });
    const member = await newMember(apiKey);
    freezeClock();

    const results = await burst(30, () => getUser(apiKey, member.id));

    const limited = results.filter((r) => r.status === 429);
    expect(passed(results)).toBe(5);
    expect(limited).toHaveLength(25);
    expect(limited[0]!.body).toEqual({ error: 'rate_limited', message: expect.stringContaining('5 requests per second') });
    expect(limited[0]!.headers['retry-after']).toBe('1');
  });

  it('opens a new window each second of the service clock', async () => {
    const { apiKey } = await newClient({ rate_limit_per_second: 5 });
    const member = await newMember(apiKey);
    freezeClock();

    const first = await burst(8, () => getUser(apiKey, member.id));
    const sameSecond = await burst(8, () => getUser(apiKey, member.id));
    advanceClock(1);
    const nextSecond = await burst(8, () => getUser(apiKey, member.id));

    expect([passed(first), passed(sameSecond), passed(nextSecond)]).toEqual([5, 0, 5]);
  });

  it(`holds a client without a limit of its own to the default of ${DEFAULT_RATE_LIMIT_PER_SECOND} requests per second`, async () => {
    const { apiKey } = await newClient({ rate_limit_per_second: null });
    const member = await newMember(apiKey);
    freezeClock();

    const results = await burst(DEFAULT_RATE_LIMIT_PER_SECOND + 20, () => getUser(apiKey, member.id));

    const limited = results.filter((r) => r.status === 429);
    expect(passed(results)).toBe(DEFAULT_RATE_LIMIT_PER_SECOND);
    expect(limited).toHaveLength(20);
    expect(limited[0]!.body.message).toContain(`${DEFAULT_RATE_LIMIT_PER_SECOND} requests per second`);
    expect(limited[0]!.headers['retry-after']).toBe('1');
  });

  it('takes the operator setting over the default, and refuses 0: the limit cannot be switched off', async () => {
    const { clientId, apiKey } = await newClient({ rate_limit_per_second: null });
    const member = await newMember(apiKey);
    const put = (rate: unknown) => call('PUT', `/admin/v1/clients/${clientId}/settings`, { headers: ADMIN_HEADERS, body: { rate_limit_per_second: rate } });

    const off = await put(0);
    const raised = await put(150);
    freezeClock();
    const results = await burst(160, () => getUser(apiKey, member.id));

    expect(off.status).toBe(400);
    expect(raised.status).toBe(200);
    expect(passed(results)).toBe(150);
    expect(results.filter((r) => r.status === 429)).toHaveLength(10);
  });

  it("lets a client's requests through in full while another client is over its limit in the same second", async () => {
    const hot = await newClient({ rate_limit_per_second: 5 });
    const calm = await newClient({ rate_limit_per_second: 5 });
    const [hotMember, calmMember] = await Promise.all([newMember(hot.apiKey), newMember(calm.apiKey)]);
    freezeClock();

    const [hotResults, calmResults] = await Promise.all([burst(40, () => getUser(hot.apiKey, hotMember.id)), burst(5, () => getUser(calm.apiKey, calmMember.id))]);

    expect(passed(hotResults)).toBe(5);
    expect(calmResults.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
  });
});

/** What the limiter costs in DynamoDB, measured on enforceRateLimit itself (no route around it). */
describe('rate limit cost', () => {
  const meter = new DynamoMeter();
  beforeAll(() => meter.attach(documentClient));
  afterEach(() => resetClock());

  it('counts admitted requests at the default limit with one write per 10, and refuses the rest with no DynamoDB call', async () => {
    const client = await readClient((await newClient({ rate_limit_per_second: null })).clientId);
    freezeClock();
    const admit = async (count: number) => {
      meter.reset();
      const outcomes = [];
      for (let i = 0; i < count; i++) outcomes.push(await enforceRateLimit(client).then(() => 'admitted', (error: Error) => error.message));
      return { admitted: outcomes.filter((o) => o === 'admitted').length, cost: meter.reset() };
    };

    const underLimit = await admit(DEFAULT_RATE_LIMIT_PER_SECOND);
    const overLimit = await admit(50);

    expect(underLimit.admitted).toBe(DEFAULT_RATE_LIMIT_PER_SECOND);
    expect(underLimit.cost).toMatchObject({ calls: DEFAULT_RATE_LIMIT_PER_SECOND / 10, plainWrites: DEFAULT_RATE_LIMIT_PER_SECOND / 10, readUnits: 0 });
    expect(overLimit.admitted).toBe(0);
    expect(overLimit.cost.calls).toBe(0);
  });
});

/**
 * Two containers serving one client (two limiters, as two Lambda containers have, sharing the
 * table): each admits within its own count, and the shared window stops both once their sum
 * reaches the limit, give or take what each had not counted yet (at most batch - 1 = 9).
 */
describe('rate limit across containers', () => {
  const second = (offset: number) => (Math.floor(nowMillis() / 1000) + 60 + offset) * 1000;

  it('stops two containers together once their requests in a second reach the limit, and both admit again the next second', async () => {
    const clientId = `containers-${randomBytes(6).toString('hex')}`;
    const [a, b] = [new ClientRateLimiter(), new ClientRateLimiter()];
    const at = second(0);
    const take = async (container: ClientRateLimiter, count: number, now = at) => {
      let admitted = 0;
      for (let i = 0; i < count; i++) if (await container.take(clientId, 100, now)) admitted++;
      return admitted;
    };

    const firstA = await take(a, 60);
    const thenB = await take(b, 100);
    const againA = await take(a, 100);
    const bothAfter = [await take(a, 1), await take(b, 1)];
    const nextSecond = [await take(a, 10, second(1)), await take(b, 10, second(1))];

    expect(firstA).toBe(60);
    expect(firstA + thenB + againA).toBeGreaterThanOrEqual(100);
    expect(firstA + thenB + againA).toBeLessThanOrEqual(100 + 2 * 9);
    expect(bothAfter).toEqual([0, 0]);
    expect(nextSecond).toEqual([10, 10]);
  });
});
