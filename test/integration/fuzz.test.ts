import fc from 'fast-check';
import { routes, type Route } from '../../lib/routes.js';
import { nowSeconds } from '../../shared/support/clock.js';
import { ADMIN_HEADERS, call, newClient, newMember, unique } from '../../local/walks/api.js';
import { addCampaignCodes, campaignBody, createCampaign } from '../../local/walks/campaigns.js';
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
  /** Named by the fuzz of DELETE /v2/users/{user_id}, where a valid request legitimately removes it. */
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
      const named = route.method === 'DELETE' && route.path === '/v2/users/{user_id}' ? leaving : member;

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

  interface Probe {
    method: 'POST' | 'PUT' | 'PATCH';
    path: () => string;
    auth: 'api_key' | 'operator';
    /** A valid body, fresh on every call (unique receipt ids and names). */
    body: () => Record<string, unknown>;
    /** Dotted paths of numeric fields: every out-of-range number is refused. */
    numbers: string[];
    /** Fields that take a number as its text: whatever the number, never a 5xx. */
    text?: string[];
    /** Free-JSON fields: out-of-range numbers and bad keys anywhere inside are refused. */
    freeJson?: string[];
    /** Further values refused in named fields (coordinates, amounts). */
    refused?: Array<[field: string, values: unknown[]]>;
    /** Further values taken (2xx) in named fields: the bounds themselves and realistic input. */
    taken?: Array<[field: string, values: unknown[]]>;
  }

  /** Request bodies without a number in them: nothing to put an extreme into. */
  const WITHOUT_NUMBERS = new Set([
    'POST /admin/v1/clients/{client_id}/api_keys',
    'POST /admin/v1/clients/{client_id}/signing_keys',
    'POST /admin/v1/clients/{client_id}/webhooks',
    'PUT /admin/v1/clients/{client_id}/webhooks/{webhook_id}',
    'POST /admin/v1/clients/{client_id}/webhooks/{webhook_id}/deliveries/{delivery_id}/replay',
    'POST /admin/v1/clients/{client_id}/code_redemption_campaigns/{campaign_id}/codes',
    'POST /admin/v1/clients/{client_id}/reward_categories',
    'PUT /admin/v1/clients/{client_id}/reward_categories/{category_id}',
    'POST /admin/v1/clients/{client_id}/rewards/{reward_id}/codes',
    'POST /admin/v1/clients/{client_id}/imports',
    'POST /admin/v1/clients/{client_id}/imports/{import_id}/cancel',
    'POST /admin/v1/operators',
    'PUT /admin/v1/operators/{operator_id}/role',
    'POST /admin/v1/operators/{operator_id}/disable',
    'POST /admin/v1/operators/{operator_id}/enable',
    'POST /admin/v1/sign_out',
    'POST /admin/v1/clients/{client_id}/reports/rebuild',
  ]);

  const AMOUNTS_REFUSED = [0.001, '0.001', 12.345, '12.345', -0.01, 1_000_000_000.01, 1e10, '99999999999999999999', '1e-320'];
  const AMOUNTS_TAKEN = [0, 0.01, '0.01', 19.99, '19.99', '12.500', 1_000_000_000, '1000000000'];

  let probes: Record<string, Probe>;
  let apiKey: string;

  beforeAll(async () => {
    const program = await newClient({ purchase_v1: true, custom_attributes: ['employee_id'] });
    const clientId = program.clientId;
    apiKey = program.apiKey;
    const settingsClient = await newClient();
    const member = await newMember(apiKey);
    await creditPoints(clientId, member.id, 1_000_000);
    const activity = await newActivity(clientId, { num_points: 1 });
    const campaign = await createCampaign(clientId, { redemption_limit: null });
    await addCampaignCodes(clientId, campaign.campaign_id, ['EXTREME'], false);
    const reward = await createReward(clientId, { num_points: 1, total_quantity: 100_000 });
    const shipped = await createReward(clientId, { num_points: 1, total_quantity: 10, is_shipping_required: 1 });
    const order = (await redeem(apiKey, member.id, { reward_id: shipped.id, ...SHIPPING })).body;
    const couponCategory = await createCouponCategory(clientId, unique('Coupons '));
    const { reward: codeReward } = await createCodeReward(clientId, 1, { num_points: 1 });
    const coupon = (await redeem(apiKey, member.id, { reward_id: codeReward.id })).body;
    const receipt = unique('rcpt');
    await call('POST', '/v2/purchases', { query: { api_key: apiKey }, body: { receipt_id: receipt, total: 1000, user_id: member.id, items: [{ id: 'A', quantity: 1000, price: 1 }] } });
    const unclaimed = unique('rcpt');
    await call('POST', '/v2/purchases', { query: { api_key: apiKey }, body: { receipt_id: unclaimed, total: 10, loc_id: 'store-1', date_purchase: nowSeconds() } });
    const webhook = await call('POST', `/admin/v1/clients/${clientId}/webhooks`, { headers: ADMIN_HEADERS, body: { url: 'http://127.0.0.1:9/hooks', events: ['*'] } });
    if (webhook.status !== 201) throw new Error(`webhook creation failed: ${JSON.stringify(webhook.body)}`);

    const admin = (path: string) => () => `/admin/v1/clients/${clientId}${path}`;
    const user = (path = '') => () => `/v2/users/${member.id}${path}`;
    const settings = () => ({
      purchase_v1: true,
      points_per_currency_unit: 1,
      pending_points: { enabled: true, period_days: 30 },
      rate_limit_per_second: 1000,
      max_activity_backdate_days: 30,
      max_points_per_credit: 100_000,
      referral_activity_id: activity.id,
      tiers: { version: 2, timeframe: 'fixed', timeframe_months: 12, period_start: 0, levels: [{ id: 'base', title: 'Base', min_value: 0, max_value: 99 }, { id: 'top', title: 'Top', min_value: 100 }] },
      expiry_policy: { type: 'rolling', months: 12 },
    });
    const settingsNumbers = [
      'points_per_currency_unit', 'pending_points.period_days', 'rate_limit_per_second', 'max_activity_backdate_days', 'max_points_per_credit',
      'tiers.timeframe_months', 'tiers.period_start', 'tiers.levels.0.min_value', 'tiers.levels.0.max_value', 'tiers.levels.1.min_value', 'expiry_policy.months',
    ];
    const RATES_REFUSED = [0.0000001, -1, 1_000_001, Number.MAX_VALUE];
    const rewardBody = () => ({
      title: unique('Reward '), num_points: 1, total_quantity: 10, date_start: 0, date_end: nowSeconds() + 86_400, date_end_redeemable: nowSeconds() + 86_400,
      max_select_quantity: 5, max_per_user: 5, is_min_age_required: 1, min_age: 18, sweepstakes_winners: 1, extra_data: { sku: 'S-1' },
    });
    const rewardNumbers = ['num_points', 'total_quantity', 'date_start', 'date_end', 'date_end_redeemable', 'max_select_quantity', 'max_per_user', 'min_age', 'sweepstakes_winners', 'is_enabled'];
    const activityBody = () => ({ name: unique('a'), title: 'Activity', num_points: 1, category_id: 1, type_id: 1, freq_cap: 1, freq_period_id: 2, freq_num_required_attempts: 1, extra_data: { a: 1 } });
    const activityNumbers = ['num_points', 'category_id', 'type_id', 'freq_cap', 'freq_period_id', 'freq_num_required_attempts'];
    const campaignNumbers = ['date_start', 'date_end', 'num_points', 'redemption_limit', 'enable_email'];
    const purchaseLine = { id: 'L1', quantity: 2, price: 5 };

    probes = {
      'POST /v2/users': {
        method: 'POST', path: () => '/v2/users', auth: 'api_key',
        body: () => ({ first_name: 'Ex', last_name: 'Treme', date_of_birth: 631152000, email_address: `${unique('x')}@example.com`, postal_code: '10001', city_id: 1, gender_id: 1, custom_data: { employee_id: 7 } }),
        numbers: ['date_of_birth', 'city_id', 'gender_id', 'email_is_verified', 'is_active'],
        text: ['custom_data.employee_id', 'third_party_id', 'postal_code'],
      },
      'PUT /v2/users/{user_id}': {
        method: 'PUT', path: user(), auth: 'api_key', body: () => ({ date_of_birth: 631152000 }),
        numbers: ['date_of_birth', 'city_id', 'gender_id'],
        text: ['network1_user_id', 'tier_override'],
      },
      'POST /v2/users/{user_id}/activities': {
        method: 'POST', path: user('/activities'), auth: 'api_key',
        body: () => ({ activity_id: activity.id, activity_date: nowSeconds() - 60, num_points: 1, extra_data: { gate: 4 } }),
        numbers: ['activity_id', 'activity_date', 'num_points'],
        freeJson: ['extra_data'],
      },
      'POST /v2/code_redemption_campaign/submit': {
        method: 'POST', path: () => '/v2/code_redemption_campaign/submit', auth: 'api_key',
        body: () => ({ user_id: member.id, campaign_id: campaign.campaign_id, code_value: 'EXTREME' }),
        numbers: ['campaign_id'], text: ['user_id', 'code_value'],
      },
      'POST /v2/claim_receipt/online': {
        method: 'POST', path: () => '/v2/claim_receipt/online', auth: 'api_key',
        body: () => ({ user_id: member.id, receipt_number: unclaimed, receipt_total: 10 }),
        numbers: ['receipt_total'], text: ['user_id', 'receipt_number'],
        refused: [['receipt_total', AMOUNTS_REFUSED]],
      },
      'POST /v2/claim_receipt/in_store': {
        method: 'POST', path: () => '/v2/claim_receipt/in_store', auth: 'api_key',
        body: () => ({ user_id: member.id, receipt_number: unclaimed, receipt_total: 10, store_number: 'store-1', date_purchased: nowSeconds() }),
        numbers: ['receipt_total', 'date_purchased'], text: ['user_id', 'receipt_number', 'store_number'],
        refused: [['receipt_total', AMOUNTS_REFUSED]],
      },
      'POST /v2/purchases': {
        method: 'POST', path: () => '/v2/purchases', auth: 'api_key',
        body: () => ({ receipt_id: unique('rcpt'), total: 10, tax: 1, shipping: 1, date_purchase: nowSeconds() - 60, user_id: member.id, loc_lat: 40.7, loc_long: -74, items: [{ ...purchaseLine }] }),
        numbers: ['total', 'tax', 'shipping', 'date_purchase', 'loc_lat', 'loc_long', 'items.0.quantity', 'items.0.price', 'items.0.cost'],
        text: ['receipt_id', 'loc_id', 'user_id', 'items.0.id'],
        refused: [
          ['loc_lat', [90.000001, -90.5, 91, '91', '-90.01', 1e-320, 'north']],
          ['loc_long', [180.000001, -181, '181', '-180.5', 1e-320, 'east']],
          ...(['total', 'tax', 'shipping', 'items.0.price', 'items.0.cost', 'items.0.quantity'].map((field) => [field, AMOUNTS_REFUSED]) as Array<[string, unknown[]]>),
        ],
        taken: [
          ['loc_lat', [90, -90, '90', '-90', '40.712776', 0]],
          ['loc_long', [180, -180, '180', '-180', '-74.005974', 0]],
          ...(['total', 'tax', 'shipping', 'items.0.price', 'items.0.quantity'].map((field) => [field, AMOUNTS_TAKEN]) as Array<[string, unknown[]]>),
        ],
      },
      'POST /v2/purchases/potential_points': {
        method: 'POST', path: () => '/v2/purchases/potential_points', auth: 'api_key',
        body: () => ({ total: 10, tax: 1, shipping: 1, date_purchase: nowSeconds() - 60, user_id: member.id, loc_lat: 40.7, loc_long: -74, items: [{ ...purchaseLine }] }),
        numbers: ['total', 'tax', 'shipping', 'date_purchase', 'loc_lat', 'loc_long', 'items.0.quantity', 'items.0.price', 'items.0.cost'],
        text: ['receipt_id', 'loc_id', 'user_id', 'items.0.id'],
        refused: [
          ['loc_lat', [91, '-90.01', 'north']],
          ...(['total', 'tax', 'shipping', 'items.0.price', 'items.0.cost', 'items.0.quantity'].map((field) => [field, AMOUNTS_REFUSED]) as Array<[string, unknown[]]>),
        ],
        taken: (['total', 'tax', 'shipping', 'items.0.price', 'items.0.quantity'].map((field) => [field, AMOUNTS_TAKEN]) as Array<[string, unknown[]]>),
      },
      'POST /v2/purchases/return': {
        method: 'POST', path: () => '/v2/purchases/return', auth: 'api_key',
        body: () => ({ receipt_id: receipt, items: [{ id: 'A', quantity: 1 }] }),
        numbers: ['items.0.quantity'], text: ['receipt_id', 'return_id', 'items.0.id'],
        refused: [['items.0.quantity', AMOUNTS_REFUSED]],
      },
      'POST /v2/users/{user_id}/redemption': {
        method: 'POST', path: user('/redemption'), auth: 'api_key', body: () => ({ reward_id: reward.id, quantity: 1 }),
        numbers: ['reward_id', 'quantity'],
      },
      'POST /v2/coupon/use': {
        method: 'POST', path: () => '/v2/coupon/use', auth: 'api_key', body: () => ({ user_id: member.id, code: coupon.codes[0], use_date: nowSeconds() }),
        numbers: ['use_date'], text: ['user_id', 'code', 'coupon_value'],
      },
      'POST /v2/coupon/unuse': {
        method: 'POST', path: () => '/v2/coupon/unuse', auth: 'api_key', body: () => ({ coupon_value: coupon.codes[0], use_date: nowSeconds() }),
        numbers: ['use_date'], text: ['coupon_value'],
      },
      'POST /admin/v1/clients': {
        method: 'POST', path: () => '/admin/v1/clients', auth: 'operator', body: () => ({ name: unique('client'), settings: settings() }),
        numbers: settingsNumbers.map((field) => `settings.${field}`), text: ['settings.referral_activity_id'],
        refused: [['settings.points_per_currency_unit', RATES_REFUSED]],
      },
      'PUT /admin/v1/clients/{client_id}/settings': {
        method: 'PUT', path: () => `/admin/v1/clients/${settingsClient.clientId}/settings`, auth: 'operator', body: settings,
        numbers: settingsNumbers, text: ['referral_activity_id'],
        refused: [['points_per_currency_unit', RATES_REFUSED]],
        taken: [['points_per_currency_unit', [0, 0.01, 0.5, 1.25, 1_000_000]]],
      },
      'PATCH /admin/v1/clients/{client_id}/settings': {
        method: 'PATCH', path: () => `/admin/v1/clients/${settingsClient.clientId}/settings`, auth: 'operator', body: settings,
        numbers: settingsNumbers, text: ['referral_activity_id'],
        refused: [['points_per_currency_unit', RATES_REFUSED]],
        taken: [['points_per_currency_unit', [0, 0.01, 0.5, 1.25, 1_000_000]]],
      },
      'POST /admin/v1/clients/{client_id}/members/{member_id}/points_adjustments': {
        method: 'POST', path: admin(`/members/${member.id}/points_adjustments`), auth: 'operator', body: () => ({ points: 1, reason: 'Extremes' }),
        numbers: ['points'],
      },
      'POST /admin/v1/clients/{client_id}/webhooks/{webhook_id}/rotate_secret': {
        method: 'POST', path: admin(`/webhooks/${webhook.body.webhook_id}/rotate_secret`), auth: 'operator', body: () => ({ overlap_seconds: 60 }),
        numbers: ['overlap_seconds'],
      },
      'POST /admin/v1/clients/{client_id}/code_redemption_campaigns': {
        method: 'POST', path: admin('/code_redemption_campaigns'), auth: 'operator', body: () => campaignBody(), numbers: campaignNumbers,
      },
      'PUT /admin/v1/clients/{client_id}/code_redemption_campaigns/{campaign_id}': {
        method: 'PUT', path: admin(`/code_redemption_campaigns/${campaign.campaign_id}`), auth: 'operator', body: () => campaignBody({ redemption_limit: null }),
        numbers: campaignNumbers,
      },
      'POST /admin/v1/clients/{client_id}/coupon_categories': {
        method: 'POST', path: admin('/coupon_categories'), auth: 'operator', body: () => ({ name: unique('c'), expiration_days: 30 }), numbers: ['expiration_days'],
      },
      'PUT /admin/v1/clients/{client_id}/coupon_categories/{category_id}': {
        method: 'PUT', path: admin(`/coupon_categories/${couponCategory.id}`), auth: 'operator', body: () => ({ name: unique('c'), expiration_days: 30 }),
        numbers: ['expiration_days'],
      },
      'POST /admin/v1/clients/{client_id}/rewards': {
        method: 'POST', path: admin('/rewards'), auth: 'operator', body: rewardBody, numbers: rewardNumbers, text: ['min_tier_id'], freeJson: ['extra_data'],
      },
      'PUT /admin/v1/clients/{client_id}/rewards/{reward_id}': {
        method: 'PUT', path: admin(`/rewards/${reward.id}`), auth: 'operator', body: () => ({ ...rewardBody(), total_quantity: 100_000 }),
        numbers: rewardNumbers, text: ['min_tier_id'], freeJson: ['extra_data'],
      },
      'PUT /admin/v1/clients/{client_id}/orders/{order_id}/fulfilment': {
        method: 'PUT', path: admin(`/orders/${order.redeem_order_id}/fulfilment`), auth: 'operator', body: () => ({ tracking_number: 'T-1', date_fulfilled: nowSeconds() }),
        numbers: ['date_fulfilled'], text: ['tracking_number'],
      },
      'POST /admin/v1/clients/{client_id}/exports': {
        method: 'POST', path: admin('/exports'), auth: 'operator', body: () => ({ kind: 'members', format: 'csv', since: 0, until: nowSeconds() }),
        numbers: ['since', 'until'],
      },
      'POST /admin/v1/clients/{client_id}/activities': {
        method: 'POST', path: admin('/activities'), auth: 'operator', body: activityBody, numbers: activityNumbers, freeJson: ['extra_data'],
      },
      'PUT /admin/v1/clients/{client_id}/activities/{activity_id}': {
        method: 'PUT', path: admin(`/activities/${activity.id}`), auth: 'operator', body: () => ({ ...activityBody(), freq_cap: null }), numbers: activityNumbers, freeJson: ['extra_data'],
      },
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

  it('has a probe for every route whose body holds a number', () => {
    const withBody = routes.filter((route) => ['POST', 'PUT', 'PATCH'].includes(route.method)).map((route) => `${route.method} ${route.path}`);

    expect(withBody.filter((name) => !probes[name] && !WITHOUT_NUMBERS.has(name))).toEqual([]);
  });

  it('refuses out-of-range numbers and bad free-JSON keys with a 4xx on every route, and never answers 5xx', async () => {
    const cases = Object.entries(probes).flatMap(([name, probe]) => {
      const one = (field: string, value: unknown, expected: 'refused' | 'taken' | 'any') => ({ name, probe, field, value, expected });
      return [
        ...probe.numbers.flatMap((field) => [...OUT_OF_RANGE.map((value) => one(field, value, 'refused')), ...EDGES.map((value) => one(field, value, 'any'))]),
        ...(probe.text ?? []).flatMap((field) => [...OUT_OF_RANGE, ...EDGES].map((value) => one(field, value, 'any'))),
        ...(probe.freeJson ?? []).flatMap((field) => [...BAD_FREE_JSON.map((value) => one(field, value, 'refused')), ...FINE_FREE_JSON.map((value) => one(field, value, 'any'))]),
        ...(probe.refused ?? []).flatMap(([field, values]) => values.map((value) => one(field, value, 'refused'))),
        ...(probe.taken ?? []).flatMap(([field, values]) => values.map((value) => one(field, value, 'taken'))),
      ];
    });

    const answers = await inParallel(
      cases.map(({ name, probe, field, value, expected }) => async () => {
        const res = await call(probe.method, probe.path(), {
          query: probe.auth === 'api_key' ? { api_key: apiKey } : {},
          headers: probe.auth === 'operator' ? ADMIN_HEADERS : {},
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
