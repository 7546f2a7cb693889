import { FREE_JSON_MAX_BYTES } from '../../shared/support/free-json.js';
import { ADMIN_HEADERS, call, newClient, newMember, unique } from '../../local/walks/api.js';
import { addCampaignCodes, createCampaign } from '../../local/walks/campaigns.js';
import { newActivity } from '../../local/walks/points.js';
import { adminCall, createReward } from '../../local/walks/rewards.js';

/**
 * Hand-made probes that once answered 500: each now answers a 4xx {error, message} and changes
 * nothing. Free JSON (extra_data) is bounded in depth, size and keys; identifiers too long for a
 * DynamoDB key name nothing and are never sent to DynamoDB.
 */

const nestedObjects = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
const nestedArrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('bad input that once answered 500', () => {
  let clientId: string;
  let apiKey: string;
  let member: { id: number; email_address: string };
  let activityId: number;
  let campaignId: string;

  beforeAll(async () => {
    ({ clientId, apiKey } = await newClient());
    member = await newMember(apiKey, { third_party_id: 'ext-1' });
    activityId = (await newActivity(clientId, { num_points: 10 })).id;
    campaignId = (await createCampaign(clientId)).campaign_id;
    await addCampaignCodes(clientId, campaignId, ['REAL-CODE'], false);
  });

  const balance = async () => (await call('GET', `/v2/users/${member.id}`, { query: { api_key: apiKey } })).body.total_points as number;
  const creditWith = (extraData: string) =>
    call('POST', `/v2/users/${member.id}/activities`, { query: { api_key: apiKey }, rawBody: `{"activity_id":${activityId},"extra_data":${extraData}}` });

  it.each([
    ['a __proto__ key deep inside', '{"a":{"b":{"__proto__":{"polluted":true}}}}', 'extra_data.a.b: key __proto__ is not allowed'],
    ['a constructor key', '{"constructor":{"prototype":{"polluted":true}}}', 'extra_data: key constructor is not allowed'],
    ['a prototype key inside an array', '[{"prototype":1}]', 'extra_data.0: key prototype is not allowed'],
    ['objects nested 40 deep', nestedObjects(40), 'extra_data: nests deeper than 10 levels'],
    ['objects nested 20,000 deep', nestedObjects(20_000), 'extra_data: nests deeper than 10 levels'],
    ['arrays nested 60,000 deep', nestedArrays(60_000), 'extra_data: nests deeper than 10 levels'],
    ['more than 8 KiB', JSON.stringify({ text: 'x'.repeat(FREE_JSON_MAX_BYTES) }), 'extra_data: is larger than 8 KiB'],
  ])('refuses extra_data with %s with input_error and credits nothing', async (_label, extraData, message) => {
    const before = await balance();

    const res = await creditWith(extraData);

    expect(res).toMatchObject({ status: 400, body: { error: 'input_error', message } });
    expect(await balance()).toBe(before);
  });

  it('takes extra_data 10 levels deep, as sent', async () => {
    const res = await creditWith(nestedObjects(9));

    expect(res).toMatchObject({ status: 200, body: { awarded: true } });
  });

  it("refuses an operator activity whose extra_data nests too deep or carries __proto__", async () => {
    const deep = await call('POST', `/admin/v1/clients/${clientId}/activities`, {
      headers: ADMIN_HEADERS,
      rawBody: `{"name":"Deep","title":"Deep","num_points":1,"extra_data":${nestedObjects(40)}}`,
    });
    const proto = await call('POST', `/admin/v1/clients/${clientId}/activities`, {
      headers: ADMIN_HEADERS,
      rawBody: '{"name":"Proto","title":"Proto","num_points":1,"extra_data":{"__proto__":{"x":1}}}',
    });

    expect(deep).toMatchObject({ status: 400, body: { error: 'input_error', message: 'extra_data: nests deeper than 10 levels' } });
    expect(proto).toMatchObject({ status: 400, body: { error: 'input_error', message: 'extra_data: key __proto__ is not allowed' } });
  });

  it.each(['__proto__', 'constructor', 'prototype'])('refuses %s as a custom attribute name in the settings', async (name) => {
    const res = await call('PUT', `/admin/v1/clients/${clientId}/settings`, { headers: ADMIN_HEADERS, body: { custom_attributes: [name] } });

    expect(res).toMatchObject({ status: 400, body: { error: 'input_error', message: 'custom_attributes.0: is a reserved name' } });
  });

  it.each(['email', 'third_party_id', 'username', 'network1_user_id', 'id'])(
    'answers a 2,100-character user_id with id_type %s as an unknown member',
    async (idType) => {
      const res = await call('GET', `/v2/users/${'a'.repeat(2_100)}`, { query: { api_key: apiKey, id_type: idType } });

      expect(res).toMatchObject({ status: 400, body: { error: 'page_not_found', message: 'user does not exist' } });
    },
  );

  it('answers a code_value of 1,000 multi-byte characters as an unknown code, and awards nothing', async () => {
    const before = await balance();

    const res = await call('POST', '/v2/code_redemption_campaign/submit', {
      query: { api_key: apiKey },
      body: { user_id: member.id, campaign_id: campaignId, code_value: '€'.repeat(1_000) },
    });

    expect(res).toMatchObject({ status: 400, body: { error: 'invalid_code', message: 'code does not exist' } });
    expect(await balance()).toBe(before);
  });
});

/**
 * Numbers and keys DynamoDB or the document client cannot take, which once reached the table and
 * answered 500: each is now refused at the edge with input_error naming the field, and nothing
 * is written.
 */
describe('numbers and keys the table cannot hold', () => {
  const STORABLE = 'is not a number that can be stored: numbers are 0 or between 1e-130 and 9007199254740991 in magnitude';
  let clientId: string;
  let apiKey: string;
  let member: { id: number };
  let activityId: number;
  const balance = async () => (await call('GET', `/v2/users/${member.id}`, { query: { api_key: apiKey } })).body.total_points as number;

  beforeAll(async () => {
    ({ clientId, apiKey } = await newClient({ purchase_v1: true, points_per_currency_unit: 2 }));
    member = await newMember(apiKey);
    activityId = (await newActivity(clientId, { num_points: 10 })).id;
  });

  const FREE_JSON_CASES: Array<[string, string, string]> = [
    ['1e308', '{"n":1e308}', `extra_data.n: 1e+308 ${STORABLE}`],
    ['-1e308', '{"a":[-1e308]}', `extra_data.a.0: -1e+308 ${STORABLE}`],
    ['1e-320', '{"a":{"b":1e-320}}', `extra_data.a.b: 1e-320 ${STORABLE}`],
    ['2^53 + 2', '{"n":9007199254740994}', `extra_data.n: 9007199254740994 ${STORABLE}`],
    ['an empty key', '{"a":{"":1}}', 'extra_data.a: keys must be 1 to 255 bytes; one is empty'],
    ['a 70 KB key', `{"${'k'.repeat(70 * 1024)}":1}`, 'extra_data: keys must be 1 to 255 bytes; one has 71680'],
  ];

  it.each(FREE_JSON_CASES.filter(([label]) => label !== 'a 70 KB key'))(
    "refuses a credit's extra_data holding %s with input_error, and credits nothing",
    async (_label, extraData, message) => {
      const before = await balance();

      const res = await call('POST', `/v2/users/${member.id}/activities`, { query: { api_key: apiKey }, rawBody: `{"activity_id":${activityId},"extra_data":${extraData}}` });

      expect(res).toMatchObject({ status: 400, body: { error: 'input_error', message } });
      expect(await balance()).toBe(before);
    },
  );

  it.each(FREE_JSON_CASES)("refuses a reward's extra_data holding %s with input_error, and creates no reward", async (_label, extraData, message) => {
    const title = unique('Reward ');

    const res = await call('POST', `/admin/v1/clients/${clientId}/rewards`, { headers: ADMIN_HEADERS, rawBody: `{"title":"${title}","num_points":1,"total_quantity":1,"extra_data":${extraData}}` });

    expect(res).toMatchObject({ status: 400, body: { error: 'input_error', message } });
    const listed = await adminCall('GET', `${clientId}/rewards`);
    expect(listed.body.map((reward: { title: string }) => reward.title)).not.toContain(title);
  });

  it("refuses an operator activity's extra_data holding 1e-320 with input_error", async () => {
    const res = await call('POST', `/admin/v1/clients/${clientId}/activities`, { headers: ADMIN_HEADERS, rawBody: '{"name":"Tiny","title":"Tiny","num_points":1,"extra_data":{"n":1e-320}}' });

    expect(res).toMatchObject({ status: 400, body: { error: 'input_error', message: `extra_data.n: 1e-320 ${STORABLE}` } });
  });

  const purchase = (body: Record<string, unknown> | string) =>
    call('POST', '/v2/purchases', { query: { api_key: apiKey }, ...(typeof body === 'string' ? { rawBody: body } : { body }) });

  it.each([
    ['loc_lat 91', { loc_lat: 91 }, 'loc_lat: must be a latitude in degrees, from -90 to 90'],
    ['loc_lat "-90.5"', { loc_lat: '-90.5' }, 'loc_lat: must be a latitude in degrees, from -90 to 90'],
    ['loc_lat 1e308', { loc_lat: 1e308 }, 'loc_lat: must be a latitude in degrees, from -90 to 90'],
    ['loc_lat 1e-320', { loc_lat: 1e-320 }, `loc_lat: 1e-320 ${STORABLE}`],
    ['loc_long 181', { loc_long: 181 }, 'loc_long: must be a longitude in degrees, from -180 to 180'],
    ['loc_long -1e308', { loc_long: -1e308 }, 'loc_long: must be a longitude in degrees, from -180 to 180'],
    ['total 1e-320', { total: 1e-320 }, 'total: must have at most 2 decimal places'],
    ['tax 1e-320', { tax: 1e-320 }, 'tax: must have at most 2 decimal places'],
    ['shipping 1e-320', { shipping: 1e-320 }, 'shipping: must have at most 2 decimal places'],
    ['total 0.001', { total: 0.001 }, 'total: must have at most 2 decimal places'],
    ['total 1e10', { total: 1e10 }, 'total: Too big: expected number to be <=1000000000'],
    ["a line's price 1e-320", { items: [{ id: 'A', quantity: 1, price: 1e-320 }] }, 'items.0.price: must have at most 2 decimal places'],
    ["a line's quantity 1e-320", { items: [{ id: 'A', quantity: 1e-320, price: 1 }] }, 'items.0.quantity: must have at most 2 decimal places'],
  ])('refuses a purchase with %s with input_error, and records nothing', async (_label, fields, message) => {
    const receiptId = unique('rcpt');
    const before = await balance();

    const res = await purchase({ receipt_id: receiptId, total: 10, user_id: member.id, ...fields });

    expect(res).toMatchObject({ status: 400, body: { error: 'input_error', message } });
    expect(await balance()).toBe(before);
    expect(await purchase({ receipt_id: receiptId, total: 1 })).toMatchObject({ status: 200 });
  });

  it('takes coordinates at their bounds and amounts in whole cents', async () => {
    const before = await balance();

    const res = await purchase({ receipt_id: unique('rcpt'), total: '12.50', tax: 0.1 + 0.2, user_id: member.id, loc_lat: -90, loc_long: '180' });

    expect(res).toMatchObject({ status: 200, body: { message: 'purchase created' } });
    expect(await balance()).toBe(before + 25);
  });

  it('refuses returning a quantity of 1e-320 with input_error, and returns nothing', async () => {
    const receiptId = unique('rcpt');
    await purchase({ receipt_id: receiptId, total: 10, user_id: member.id, items: [{ id: 'A', quantity: 2, price: 5 }] });
    const redeemable = async () => (await call('GET', `/v2/users/${member.id}`, { query: { api_key: apiKey } })).body.redeemable_points as number;
    const before = await redeemable();

    const res = await call('POST', '/v2/purchases/return', { query: { api_key: apiKey }, rawBody: `{"receipt_id":"${receiptId}","items":[{"id":"A","quantity":1e-320}]}` });
    const after = await redeemable();
    const whole = await call('POST', '/v2/purchases/return', { query: { api_key: apiKey }, body: { receipt_id: receiptId } });

    expect(res).toMatchObject({ status: 400, body: { error: 'input_error', message: 'items.0.quantity: must have at most 2 decimal places' } });
    expect(after).toBe(before);
    expect(whole).toMatchObject({ status: 200, body: { amount_returned: 10, points_returned: 20 } });
  });

  it('refuses an in-store claim dated past what a calendar holds, and credits nothing', async () => {
    const receiptId = unique('rcpt');
    await purchase({ receipt_id: receiptId, total: 10, loc_id: 'store-1' });
    const before = await balance();

    const res = await call('POST', '/v2/claim_receipt/in_store', {
      query: { api_key: apiKey },
      body: { user_id: member.id, receipt_number: receiptId, receipt_total: 10, store_number: 'store-1', date_purchased: Number.MAX_SAFE_INTEGER },
    });

    expect(res).toMatchObject({ status: 400, body: { error: 'input_error', message: expect.stringContaining('date_purchased') } });
    expect(await balance()).toBe(before);
  });

  it.each([
    [1e-320, 'points_per_currency_unit: must have at most 4 decimal places (0.0001 is the smallest rate above 0)'],
    [0.00001, 'points_per_currency_unit: must have at most 4 decimal places (0.0001 is the smallest rate above 0)'],
    [1e308, 'points_per_currency_unit: Too big: expected number to be <=1000000'],
  ])('refuses %p points per currency unit with input_error and keeps the settings', async (rate, message) => {
    const { clientId: program } = await newClient({ purchase_v1: true, points_per_currency_unit: 2 });

    const res = await call('PUT', `/admin/v1/clients/${program}/settings`, { headers: ADMIN_HEADERS, rawBody: `{"purchase_v1":true,"points_per_currency_unit":${rate}}` });
    const created = await call('POST', '/admin/v1/clients', { headers: ADMIN_HEADERS, rawBody: `{"name":"Tiny rate","settings":{"points_per_currency_unit":${rate}}}` });

    expect(res).toMatchObject({ status: 400, body: { error: 'input_error', message } });
    expect(created).toMatchObject({ status: 400, body: { error: 'input_error', message: `settings.${message}` } });
    expect((await adminCall('GET', `${program}/settings`)).body).toMatchObject({ purchase_v1: true, points_per_currency_unit: 2 });
  });

  it('refuses a referral_activity_id past 10 digits, which could never be read back, with input_error', async () => {
    const res = await call('POST', '/admin/v1/clients', { headers: ADMIN_HEADERS, body: { name: 'Referrals', settings: { referral_activity_id: Number.MAX_SAFE_INTEGER } } });

    expect(res).toMatchObject({ status: 400, body: { error: 'input_error', message: expect.stringMatching(/^settings\.referral_activity_id/) } });
  });

  it('still takes realistic numbers: a reward with ordinary extra_data and a credit with a 255-byte key', async () => {
    const reward = await createReward(clientId, { extra_data: { sku: 'S-1', weight_kg: 0.25, stock: [1, 2, 3] } });

    const res = await call('POST', `/v2/users/${member.id}/activities`, { query: { api_key: apiKey }, body: { activity_id: activityId, extra_data: { ['k'.repeat(255)]: -0, small: 1e-130 } } });

    expect(reward.extra_data).toEqual({ sku: 'S-1', weight_kg: 0.25, stock: [1, 2, 3] });
    expect(res).toMatchObject({ status: 200, body: { awarded: true } });
  });
});
