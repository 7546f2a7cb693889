import { randomBytes } from 'node:crypto';
import { documentClient } from '../../shared/data/client.js';
import { config } from '../../shared/config.js';
import { clientForApiKey, UNKNOWN_KEY_CACHE_SECONDS } from '../../shared/programs/clients.js';
import { advanceClock, freezeClock, resetClock } from '../../shared/support/clock.js';
import { DynamoMeter } from '../../local/dynamo-metrics.js';
import { newClient } from '../../local/walks/api.js';
import { inParallel } from '../../local/walks/points.js';

/**
 * Unknown api_keys: each distinct one costs one read, a repeated one none, and a flood of them
 * (more distinct bad keys than the container remembers) does not push good keys out of its memory.
 */
describe('api_key cache under a flood of bad keys', () => {
  const meter = new DynamoMeter();
  beforeAll(() => meter.attach(documentClient));
  // However long a loaded machine takes to read the flood, no cache entry expires unless the test moves the clock.
  beforeEach(() => freezeClock());
  afterEach(() => resetClock());

  const badKey = () => `rk_${randomBytes(24).toString('base64url')}`;
  const readsFor = async (keys: string[]) => {
    meter.reset();
    await inParallel(keys.map((key) => () => clientForApiKey(key)), 16);
    return meter.reset().calls;
  };

  // The container remembers config().apiKeyCacheEntries keys of each kind (1,000 in these tests, 10,000 by default).
  const remembered = config().apiKeyCacheEntries;

  it('reads more distinct bad keys than the container remembers once each, answers recent repeats from memory, keeps the good key, and forgets the oldest bad ones', async () => {
    const { clientId, apiKey } = await newClient();
    expect(await clientForApiKey(apiKey)).toMatchObject({ clientId });
    // More distinct bad keys than the container remembers: the oldest unknown ones go, the good key stays.
    const flood = Array.from({ length: remembered + 500 }, badKey);

    const first = await readsFor(flood);
    // Reads end out of order (16 at a time): the newest few hundred are certainly still remembered.
    const repeated = await readsFor(flood.slice(-(remembered - 100)));
    const good = await readsFor([apiKey]);
    const oldest = await readsFor(flood.slice(0, 100));

    expect(first).toBe(remembered + 500);
    expect(repeated).toBe(0);
    expect(good).toBe(0);
    expect(oldest).toBe(100);
  }, 300_000);

  it(`reads an unknown key again after ${UNKNOWN_KEY_CACHE_SECONDS} s`, async () => {
    const key = badKey();

    const first = await readsFor([key]);
    const remembered = await readsFor([key]);
    advanceClock(UNKNOWN_KEY_CACHE_SECONDS);
    const again = await readsFor([key]);

    expect([first, remembered, again]).toEqual([1, 0, 1]);
  });
});
