import fc from 'fast-check';
import { contracts, routes, type Route } from '../../lib/routes.js';
import type { AnyRouteContract } from '../../shared/http/route-contract.js';
import { nowSeconds } from '../../shared/support/clock.js';
import { ADMIN_HEADERS, call, newClient, newMember, unique } from '../../local/walks/api.js';
import { addCampaignCodes, createCampaign } from '../../local/walks/campaigns.js';
import { DYNAMIC_SEGMENT_BODY, type FuzzWorld, isWithoutNumbers, probePath } from '../../walk-kit/fuzz.js';
import { loadRouteFixtures } from '../../local/walks/route-fixtures.js';
import { creditPoints, inParallel, newActivity } from '../../local/walks/points.js';
import { createCodeReward, createCouponCategory, createReward, redeem, SHIPPING } from '../../local/walks/rewards.js';

/**
 * Generated garbage against every route of the route table: whatever arrives, the answer is
 * below 500 with an {error, message} body, and the member's balances do not move.
 */

const INJECTIONS = [
  "' OR '1'='1",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '${jndi:ldap://x/a}',
  '../../../etc/passwd',
  '%00',
  'PK = :pk',
  '#',
  '__proto__',
  'constructor',
  '\u0000\u0001\u001f',
  '\ud83d\ude00\u202e',
];

const HUGE = 'x'.repeat(100 * 1024);
const DEEP_ARRAYS = '['.repeat(60_000) + ']'.repeat(60_000);

const scalar = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(...INJECTIONS),
  fc.integer(),
  fc.constantFrom(-1, 0, 1, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 1e308, -1e308, 0.5),
  fc.boolean(),
  fc.constant(null),
);

const deep = fc.constantFrom(
  JSON.parse('['.repeat(500) + ']'.repeat(500)),
  JSON.parse('{"a":'.repeat(40) + '1' + '}'.repeat(40)),
  JSON.parse('{"a":{"b":{"__proto__":{"polluted":true}}}}'),
  JSON.parse('{"constructor":{"prototype":{"polluted":true}}}'),
);

const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: scalar },
  { weight: 2, arbitrary: fc.array(scalar, { maxLength: 5 }) },
  { weight: 2, arbitrary: fc.dictionary(fc.string({ maxLength: 10 }), scalar, { maxKeys: 5 }) },
  { weight: 1, arbitrary: deep },
  { weight: 1, arbitrary: fc.constant(HUGE) },
);

/** Field names the API knows, so garbage lands in real fields as well as unknown ones. */
const FIELDS = [
  'first_name', 'last_name', 'email_address', 'date_of_birth', 'postal_code', 'country_code', 'city_id', 'custom_data',
  'mobile_phone_number', 'username', 'third_party_id', 'activity_id', 'num_points', 'reward_id', 'quantity',
  'user_id', 'campaign_id', 'code_value', 'questions_answers', 'receipt_number', 'receipt_total', 'store_number',
  'date_purchased', 'receipt_id', 'total', 'items', 'name', 'settings', 'codes', 'code', 'title', 'extra_data',
];

const body = fc.oneof(
  fc.record({ kind: fc.constant('object' as const), value: fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 8 }) }),
  fc.record({ kind: fc.constant('json' as const), value }),
  fc.record({
    kind: fc.constant('raw' as const),
    value: fc.oneof(
      fc.string({ maxLength: 50 }),
      fc.constant('{"a":'),
      fc.constant('\u0000'),
      // Nested far deeper than anything recursive survives (raw text: a JavaScript value this deep cannot even be stringified).
      fc.constantFrom(DEEP_ARRAYS, `{"extra_data":${DEEP_ARRAYS},"custom_data":${DEEP_ARRAYS},"items":${DEEP_ARRAYS}}`),
    ),
  }),
);

const QUERY_NAMES = ['id_type', 'n', 'id', 'category', 'for_points', 'redeemable_by', 'featured', 'active_only', 'for_display', 'sort_by', 'order', 'page_size', 'page_number', 'limit'];
const ID_TYPES = ['id', 'email', 'username', 'third_party_id', 'mobile_phone_number', 'network1_user_id', 'network2_user_id'];

function pathFor(route: Route, segment: (name: string) => string): string {
  return route.path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(segment(name)));
}

describe('bad input never breaks anything', () => {
  let apiKey: string;
  let clientId: string;
  let member: { id: number; email_address: string };
  /** Named by the fuzz of a member's deletion, where a valid request legitimately removes it. */
  let leaving: { id: number };

  beforeAll(async () => {
    ({ apiKey, clientId } = await newClient({ custom_attributes: ['employee_id'] }));
    member = await newMember(apiKey);
    leaving = await newMember(apiKey);
  });

  it.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s never answers garbage with a 5xx, and errors carry {error, message}',
    async (_name, route) => {
      const before = await call('GET', `/v2/users/${member.id}`, { query: { api_key: apiKey } });
      // A member's deletion legitimately removes the member it names: it gets one of its own.
      const named = route.method === 'DELETE' && route.contract.member !== undefined ? leaving : member;

      await fc.assert(
        fc.asyncProperty(
          fc.record({
            segment: fc.oneof(
              fc.string({ minLength: 1, maxLength: 30 }),
              fc.constantFrom(...INJECTIONS),
              fc.constant(String(named.id)),
              fc.constant(clientId),
              // Past DynamoDB's key limits (2,048 bytes for a partition key) in bytes, not characters.
              fc.constantFrom('a'.repeat(2_100), '€'.repeat(700), '😀'.repeat(600)),
            ),
            idType: fc.oneof(fc.constantFrom(...ID_TYPES), fc.string({ maxLength: 12 })),
            query: fc.dictionary(fc.constantFrom(...QUERY_NAMES), fc.oneof(fc.string({ maxLength: 20 }), fc.integer().map(String))),
            body,
            authorised: fc.boolean(),
          }),
          async ({ segment, idType, query, body: generated, authorised }) => {
            const hasBody = route.method === 'POST' || route.method === 'PUT';
            const res = await call(route.method, pathFor(route, () => segment), {
              query: { ...query, id_type: idType, api_key: authorised ? apiKey : 'garbage' },
              headers: route.auth === 'operator' && authorised ? ADMIN_HEADERS : {},
              ...(hasBody
                ? generated.kind === 'raw'
                  ? { rawBody: generated.value }
                  : { rawBody: JSON.stringify(generated.value) }
                : {}),
            });
            expect(res.status).toBeLessThan(500);
            if (res.status >= 400) {
              expect(typeof res.body.error).toBe('string');
              expect(typeof res.body.message).toBe('string');
            }
          },
        ),
        { numRuns: 25 },
      );

      const after = await call('GET', `/v2/users/${member.id}`, { query: { api_key: apiKey } });
      expect(after.body.total_points).toBe(before.body.total_points);
      expect(after.body.redeemable_points).toBe(before.body.redeemable_points);
    },
  );

  it('answers garbage authentication headers (X-CT-Authorization, X-CT-Timestamp) with invalid_auth, never a 5xx', async () => {
    const schemeValue = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.tuple(fc.constantFrom('CTApiKey ', 'CTApiV2Auth ', 'ctapikey ', 'CTApiV2Auth pk_'), fc.string({ maxLength: 300 })).map(([a, b]) => a + b),
      fc.tuple(fc.string({ maxLength: 40 }), fc.string({ maxLength: 300 })).map(([k, sig]) => `CTApiV2Auth ${k}:${sig}`),
      fc.constant(`CTApiV2Auth pk_${'a'.repeat(5_000)}:${'b'.repeat(5_000)}`),
    );
    const timestamp = fc.oneof(fc.string({ maxLength: 20 }), fc.integer().map(String), fc.constant('9'.repeat(400)));

    await fc.assert(
      fc.asyncProperty(schemeValue, timestamp, fc.constantFrom('GET', 'POST'), async (authorization, stamp, method) => {
        const res = await call(method, method === 'GET' ? `/v2/users/${member.id}` : '/v2/users', {
          headers: { 'x-ct-authorization': authorization, 'x-ct-timestamp': stamp },
          ...(method === 'POST' ? { body: { first_name: 'Fuzz' } } : {}),
        });
        expect(res.status).toBe(400);
        expect(res.body.error).toBe('invalid_auth');
      }),
      { numRuns: 150 },
    );
  });

  it('refuses a body over the size cap with input_error', async () => {
    const res = await call('POST', '/v2/users', { query: { api_key: apiKey }, rawBody: JSON.stringify({ first_name: 'x'.repeat(200 * 1024) }) });
    expect(res).toMatchObject({ status: 400, body: { error: 'input_error', message: expect.stringContaining('at most') } });
  });
});

const fixtures = await loadRouteFixtures();

/** Where the extremes go: the body of a write. */
const takesBody = (contract: AnyRouteContract) => ['POST', 'PUT', 'PATCH'].includes(contract.method) && contract.body !== undefined;

/**
 * The extremes of JSON numbers and keys, each put in turn into every numeric field (and inside
 * every free-JSON field) of an otherwise valid request on every route that takes them, operator
 * routes included: numbers past DynamoDB's range (1e308, 1e-320) or past 2^53 (which the document
 * client refuses to write) are refused with a 4xx, never a 5xx.
 */
describe('extreme numbers and keys never break anything', () => {
  /** Numbers no numeric field takes: past DynamoDB's range or past a safe integer. */
  const OUT_OF_RANGE = [1e308, -1e308, 1e-320, 2 ** 53 + 2];
  /** Sent as the literal -0 (JSON.stringify writes 0): a valid zero wherever zero is. */
  const NEGATIVE_ZERO = '__negative_zero__';
  /** Numbers a field may take or refuse, but that must never break what is computed from them (dates, points). */
  const EDGES = [NEGATIVE_ZERO, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 1e-130];
  const HUGE_KEY = 'k'.repeat(70 * 1024);
  const BAD_FREE_JSON: unknown[] = [
    ...OUT_OF_RANGE.map((n) => ({ n })),
    { list: [1, { deeper: [OUT_OF_RANGE[2]] }] },
    { '': 1 },
    { a: { '': 'empty key' } },
    { [HUGE_KEY]: 1 },
    { ['é'.repeat(128)]: 'a key of 256 bytes' },
  ];
  const FINE_FREE_JSON: unknown[] = [{ n: NEGATIVE_ZERO }, { n: 1e-130, m: Number.MAX_SAFE_INTEGER, l: -Number.MAX_SAFE_INTEGER }, { ['k'.repeat(255)]: 1 }];

  let world: FuzzWorld;

  beforeAll(async () => {
    const { clientId, apiKey } = await newClient({ purchase_v1: true, custom_attributes: ['employee_id'] });
    const settingsClient = await newClient();
    const member = await newMember(apiKey);
    await creditPoints(clientId, member.id, 1_000_000);
    const activity = await newActivity(clientId, { num_points: 1 });
    const campaign = await createCampaign(clientId, { redemption_limit: null });
    await addCampaignCodes(clientId, campaign.campaign_id, ['EXTREME'], false);
    const reward = await createReward(clientId, { num_points: 1, total_quantity: 100_000 });
    const shipped = await createReward(clientId, { num_points: 1, total_quantity: 10, is_shipping_required: 1 });
    await redeem(apiKey, member.id, { reward_id: shipped.id, ...SHIPPING });
    // The redemption answer carries no order id: the operator's list of orders awaiting fulfilment does.
    const [order] = (await call('GET', `/admin/v1/clients/${clientId}/orders/awaiting_fulfilment`, { headers: ADMIN_HEADERS })).body;
    if (!order?.redeem_order_id) throw new Error('the shipped reward left no order awaiting fulfilment');
    const couponCategory = await createCouponCategory(clientId, unique('Coupons '));
    const { reward: codeReward } = await createCodeReward(clientId, 1, { num_points: 1 });
    const coupon = (await redeem(apiKey, member.id, { reward_id: codeReward.id })).body;
    const receipt = unique('rcpt');
    await call('POST', '/v2/purchases', { query: { api_key: apiKey }, body: { receipt_id: receipt, total: 1000, user_id: member.id, items: [{ id: 'A', quantity: 1000, price: 1 }] } });
    const unclaimed = unique('rcpt');
    await call('POST', '/v2/purchases', { query: { api_key: apiKey }, body: { receipt_id: unclaimed, total: 10, loc_id: 'store-1', date_purchase: nowSeconds() } });
    const eventType = 'fuzz_steps';
    await call('POST', `/admin/v1/clients/${clientId}/event_types`, { headers: ADMIN_HEADERS, body: { name: eventType, title: 'Steps', attributes: [{ key: 'steps', type: 'number', required: false }] } });
    const webhook = await call('POST', `/admin/v1/clients/${clientId}/webhooks`, { headers: ADMIN_HEADERS, body: { url: 'http://127.0.0.1:9/hooks', events: ['*'] } });
    if (webhook.status !== 201) throw new Error(`webhook creation failed: ${JSON.stringify(webhook.body)}`);
    const segment = await call('POST', `/admin/v1/clients/${clientId}/segments`, { headers: ADMIN_HEADERS, body: { name: 'Fuzz segment' } });
    const dynamicSegment = await call('POST', `/admin/v1/clients/${clientId}/segments`, { headers: ADMIN_HEADERS, body: DYNAMIC_SEGMENT_BODY });

    world = {
      clientId,
      apiKey,
      settingsClientId: settingsClient.clientId,
      member,
      activity,
      campaign,
      reward,
      order,
      coupon,
      couponCategory,
      receipt,
      unclaimed,
      webhook: webhook.body,
      eventType,
      segment: segment.body,
      dynamicSegment: dynamicSegment.body,
    };
  }, 60_000);

  /** The body with `value` at the dotted `field` (array indexes included). */
  function withValue(body: Record<string, unknown>, field: string, value: unknown): Record<string, unknown> {
    const copy = structuredClone(body);
    const names = field.split('.');
    let at: any = copy;
    for (const name of names.slice(0, -1)) at = at[name];
    at[names.at(-1)!] = value;
    return copy;
  }

  const rawJson = (body: unknown) => JSON.stringify(body).replaceAll(`"${NEGATIVE_ZERO}"`, '-0');

  it('has a fuzz section (a probe, or why its body holds no number) on every write that takes a body, and on no other route', () => {
    const named = (contract: AnyRouteContract) => `${contract.method} ${contract.path}`;

    expect(contracts.filter((contract) => takesBody(contract) && !fixtures.get(contract)?.fuzz).map(named)).toEqual([]);
    expect(contracts.filter((contract) => !takesBody(contract) && fixtures.get(contract)?.fuzz).map(named)).toEqual([]);
  });

  it('refuses out-of-range numbers and bad free-JSON keys with a 4xx on every route, and never answers 5xx', async () => {
    const probes = [...fixtures].flatMap(([contract, { fuzz }]) => (fuzz && !isWithoutNumbers(fuzz) ? [{ contract, probe: fuzz(world) }] : []));
    const cases = probes.flatMap(({ contract, probe }) => {
      const name = `${contract.method} ${contract.path}`;
      const one = (field: string, value: unknown, expected: 'refused' | 'taken' | 'any') => ({ name, contract, probe, field, value, expected });
      return [
        ...probe.numbers.flatMap((field) => [...OUT_OF_RANGE.map((value) => one(field, value, 'refused')), ...EDGES.map((value) => one(field, value, 'any'))]),
        ...(probe.text ?? []).flatMap((field) => [...OUT_OF_RANGE, ...EDGES].map((value) => one(field, value, 'any'))),
        ...(probe.freeJson ?? []).flatMap((field) => [...BAD_FREE_JSON.map((value) => one(field, value, 'refused')), ...FINE_FREE_JSON.map((value) => one(field, value, 'any'))]),
        ...(probe.refused ?? []).flatMap(([field, values]) => values.map((value) => one(field, value, 'refused'))),
        ...(probe.taken ?? []).flatMap(([field, values]) => values.map((value) => one(field, value, 'taken'))),
      ];
    });

    const answers = await inParallel(
      cases.map(({ name, contract, probe, field, value, expected }) => async () => {
        const res = await call(contract.method, probePath(contract, world, probe), {
          query: contract.auth === 'api_key' ? { api_key: world.apiKey } : {},
          headers: contract.auth === 'operator' ? ADMIN_HEADERS : {},
          rawBody: rawJson(withValue(probe.body(), field, value)),
        });
        return { name, field, value: (JSON.stringify(value) ?? '').slice(0, 40), expected, status: res.status, body: res.body };
      }),
      4,
    );

    const broken = answers
      .filter(({ status, expected }) => status >= 500 || (expected === 'refused' && status < 400) || (expected === 'taken' && status >= 300))
      .map(({ name, field, value, expected, status, body }) => `${name} ${field}=${value} (${expected}): ${status} ${body?.error ?? ''} ${body?.message ?? ''}`);
    expect(broken).toEqual([]);
    expect(answers.length).toBeGreaterThan(500);
  });
});
