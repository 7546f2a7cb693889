import { randomBytes, randomInt } from 'node:crypto';
import type { APIGatewayRequestAuthorizerEventV2 } from 'aws-lambda';
import { handler as authorizeSource } from '../../functions/authorizers/authorize-source.js';
import { FAILED_AUTH_LIMIT_PER_MINUTE, SOURCE_BAN_SECONDS } from '../../shared/programs/failed-auth.js';
import { documentClient } from '../../shared/data/client.js';
import { DynamoMeter } from '../../local/dynamo-metrics.js';
import { advanceClock, freezeClock, resetClock } from '../../shared/support/clock.js';
import { call, newClient } from '../../local/walks/api.js';

/**
 * Sources that flood the API with failed authentications are banned at the API's authorizer
 * (lib/constructs/failed-auth-guard.ts), which API Gateway answers from its cache per source IP
 * before any function runs. Here the route functions count the failures and the authorizer's
 * handler is asked what API Gateway would ask it.
 */

/** A documentation address (2001:db8::/32) of its own for each test: sources never meet across tests. */
const newSource = () => `2001:db8::${randomInt(1, 0xffff).toString(16)}:${randomBytes(2).toString('hex')}`;
const badKey = () => `rk_${randomBytes(24).toString('base64url')}`;
const authorized = async (sourceIp: string) =>
  (await authorizeSource({ requestContext: { http: { sourceIp } } } as APIGatewayRequestAuthorizerEventV2)).isAuthorized;
const failFrom = async (sourceIp: string, count: number) => {
  const answers = [];
  for (let i = 0; i < count; i++) answers.push(await call('GET', '/v2/rewards', { query: { api_key: badKey() }, sourceIp }));
  return answers;
};

describe('sources banned for failed authentications', () => {
  const meter = new DynamoMeter();
  beforeAll(() => meter.attach(documentClient));
  beforeEach(() => freezeClock());
  afterEach(() => resetClock());

  it(`bans a source after ${FAILED_AUTH_LIMIT_PER_MINUTE} failed authentications in a minute, and no other source`, async () => {
    const [flooder, neighbour] = [newSource(), newSource()];
    await failFrom(neighbour, 5);

    const before = await authorized(flooder);
    const answers = await failFrom(flooder, FAILED_AUTH_LIMIT_PER_MINUTE);

    expect(before).toBe(true);
    expect(answers.every((res) => res.status === 400 && res.body.error === 'invalid_auth')).toBe(true);
    expect([await authorized(flooder), await authorized(neighbour)]).toEqual([false, true]);
  });

  it(`lifts the ban after ${SOURCE_BAN_SECONDS} s`, async () => {
    const flooder = newSource();
    await failFrom(flooder, FAILED_AUTH_LIMIT_PER_MINUTE);

    const banned = await authorized(flooder);
    advanceClock(SOURCE_BAN_SECONDS - 1);
    const stillBanned = await authorized(flooder);
    advanceClock(1);
    const lifted = await authorized(flooder);

    expect([banned, stillBanned, lifted]).toEqual([false, false, true]);
  });

  it('counts failures only: a source sending good requests and fewer failures than the limit stays admitted', async () => {
    const { apiKey } = await newClient();
    const source = newSource();

    const good = [];
    for (let i = 0; i < 150; i++) good.push(await call('GET', '/v2/reward_categories', { query: { api_key: apiKey }, sourceIp: source }));
    await failFrom(source, FAILED_AUTH_LIMIT_PER_MINUTE - 10);

    expect(good.every((res) => res.status === 200)).toBe(true);
    expect(await authorized(source)).toBe(true);
  });

  it('counts failures at one write per 10 and reads no repeated bad key: a flood of one key costs 0.1 DynamoDB calls a request', async () => {
    const source = newSource();
    const key = badKey();
    await call('GET', '/v2/rewards', { query: { api_key: key }, sourceIp: newSource() });

    meter.reset();
    for (let i = 0; i < 50; i++) await call('GET', '/v2/rewards', { query: { api_key: key }, sourceIp: source });
    const cost = meter.reset();

    expect(cost.calls).toBe(5);
    expect(cost.rounds.flat()).toEqual(Array(5).fill('UpdateItem'));
  });
});
