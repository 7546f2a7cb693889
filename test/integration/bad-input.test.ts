import { FREE_JSON_MAX_BYTES } from '../../shared/support/free-json.js';
import { ADMIN_HEADERS, call, newClient, newMember } from '../helpers/api.js';
import { addCampaignCodes, createCampaign } from '../helpers/campaigns.js';
import { newActivity } from '../helpers/points.js';

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
