import { randomBytes } from 'node:crypto';
import { documentClient } from '../../shared/data/client.js';
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

  it('reads 10,500 distinct bad keys once each, answers recent repeats from memory, and keeps the good key', async () => {
    const { clientId, apiKey } = await newClient();
    expect(await clientForApiKey(apiKey)).toMatchObject({ clientId });
    // More distinct bad keys than the container remembers: the oldest unknown ones go, the good key stays.
    const flood = Array.from({ length: 10_500 }, badKey);

    const first = await readsFor(flood);
    const repeated = await readsFor(flood.slice(-1_000));
    const good = await readsFor([apiKey]);

    expect(first).toBe(10_500);
    expect(repeated).toBe(0);
    expect(good).toBe(0);
    // 10,500 reads of DynamoDB Local (the repeats come from memory): a minute on a quiet machine, over two when the cores are shared.
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
