import { call, newClient, newMember, unique } from '../../local/walks/api.js';
import { creditPoints } from '../../local/walks/points.js';

/** Endpoint 2 (GET /v2/users/{user_id} and its /activities form) with the hosted API's pii parameter. */

/** The fields docs/decisions.md (Members) names personal: null under pii=false. */
const PERSONAL = [
  'first_name', 'middle_name', 'last_name', 'date_of_birth', 'email_address', 'username', 'mobile_phone_number', 'gender_id',
  'gender', 'extra_data', 'street_address_1', 'street_address_2', 'postal_code', 'city', 'network1_access_token', 'network1_user_id',
  'network2_oauth_token', 'network2_oauth_token_secret', 'network2_user_id', 'network3_access_token', 'network3_refresh_token',
  'network3_user_id', 'network4_access_token', 'network4_access_token_secret', 'network4_session_handle', 'network4_user_id',
  'network5_access_token', 'network5_username', 'network5_user_id',
];

describe('user profile: pii', () => {
  let clientId: string;
  let apiKey: string;
  let member: any;
  const read = (userId: string | number, query: Record<string, string> = {}, path = '') =>
    call('GET', `/v2/users/${encodeURIComponent(String(userId))}${path}`, { query: { api_key: apiKey, ...query } });
  const withoutPersonal = (user: Record<string, unknown>) => Object.fromEntries(Object.entries(user).filter(([field]) => !PERSONAL.includes(field)));

  beforeAll(async () => {
    ({ clientId, apiKey } = await newClient({ custom_attributes: ['store_loc'] }));
    member = await newMember(apiKey, {
      middle_name: 'Byron',
      username: unique('ada'),
      mobile_phone_number: `555${Math.floor(1_000_000 + Math.random() * 8_999_999)}`,
      gender_id: 1,
      third_party_id: unique('crm'),
      network1_user_id: unique('fb'),
      network1_access_token: 'fb-token',
      custom_data: { store_loc: 'NYC-5' },
    });
    await creditPoints(clientId, member.id, 120);
  });

  it('[User Profile] pii=false answers the personal fields null and keeps the ids, the balances and every other field', async () => {
    const full = await read(member.id);

    const res = await read(member.id, { pii: 'false' });

    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(Object.keys(full.body).sort());
    for (const field of PERSONAL) expect([field, res.body[field]]).toEqual([field, null]);
    expect(res.body).toMatchObject({
      id: member.id,
      third_party_id: member.third_party_id,
      total_points: 120,
      redeemable_points: 120,
      email_is_verified: true,
      is_active: true,
      state: 'NY',
      country: 'United States',
      custom_data: { store_loc: 'NYC-5' },
    });
    expect(withoutPersonal(res.body)).toEqual(withoutPersonal(full.body));
    // The full form does carry them: the member has personal data to hide.
    expect(full.body).toMatchObject({ first_name: 'Test', middle_name: 'Byron', gender: 'Female', postal_code: '10001', network1_user_id: member.network1_user_id });
  });

  it('[User Profile] ?pii without a value is pii=false; pii=true, like no pii at all, answers the personal fields', async () => {
    const bare = await read(member.id, { pii: '' });
    const yes = await read(member.id, { pii: 'true' });
    const absent = await read(member.id);

    expect(bare.body).toMatchObject({ first_name: null, email_address: null, redeemable_points: 120 });
    expect(yes.body).toEqual(absent.body);
    expect(yes.body).toMatchObject({ first_name: 'Test', email_address: member.email_address });
  });

  it('[User Profile] pii=false names the member by id or third_party_id only: a personal id_type is param_error', async () => {
    const byThirdPartyId = await read(member.third_party_id, { pii: 'false', id_type: 'third_party_id' });
    const byEmail = await read(member.email_address, { pii: 'false', id_type: 'email' });
    const byUsername = await read(member.username, { pii: 'false', id_type: 'username' });
    const byEmailWithPii = await read(member.email_address, { pii: 'true', id_type: 'email' });

    expect(byThirdPartyId).toMatchObject({ status: 200, body: { id: member.id, first_name: null } });
    expect(byEmail).toMatchObject({ status: 400, body: { error: 'param_error', message: 'id_type: must be id or third_party_id with pii=false' } });
    expect(byUsername).toMatchObject({ status: 400, body: { error: 'param_error' } });
    expect(byEmailWithPii).toMatchObject({ status: 200, body: { id: member.id, first_name: 'Test' } });
  });

  it('[User Profile] the /activities form of the route takes pii the same way', async () => {
    const res = await read(member.id, { pii: 'false' }, '/activities');

    expect(res).toMatchObject({ status: 200, body: { id: member.id, email_address: null, last_name: null, redeemable_points: 120 } });
  });

  it('[User Profile] a pii that is not a Boolean is param_error', async () => {
    const res = await read(member.id, { pii: 'maybe' });

    expect(res).toMatchObject({ status: 400, body: { error: 'param_error', message: 'pii: must be true or false' } });
  });
});
