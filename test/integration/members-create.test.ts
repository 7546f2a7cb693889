import { ADMIN_HEADERS, call, newClient, newMember, unique } from '../../local/walks/api.js';
import { newActivity } from '../../local/walks/points.js';
import { storedMember } from '../helpers/ledger.js';
import { passwordMatches } from '../../shared/support/passwords.js';

/** Spec 4.3: POST /v2/users. */

const USER_FIELDS = [
  'id', 'first_name', 'middle_name', 'last_name', 'date_of_birth', 'email_address', 'email_is_verified', 'username',
  'mobile_phone_number', 'third_party_id', 'is_active', 'gender_id', 'gender', 'extra_data', 'continent', 'country',
  'us_region', 'ca_province', 'state', 'city', 'street_address_1', 'street_address_2', 'postal_code', 'receive_email_updates',
  'date_receive_email_opt_in', 'date_receive_email_opt_out', 'total_points', 'redeemable_points', 'num_points_purchased',
  'network1_access_token', 'network1_user_id', 'date_network1_token_expires', 'network2_oauth_token', 'network2_oauth_token_secret',
  'network3_access_token', 'network3_refresh_token', 'network3_user_id', 'network4_access_token', 'network4_access_token_secret',
  'network4_session_handle', 'network4_user_id', 'network5_access_token', 'network5_username', 'network5_user_id',
  'activity_stream_opt_in', 'store_id', 'date_last_login', 'date_last_updated', 'date_created', 'rank', 'weekly_rank',
  'monthly_rank', 'salt', 'hash_algorithm_id', 'lang_pref', 'referral_url', 'fan_level', 'sign_up_channel_id', 'custom_data',
];

describe('create user', () => {
  let clientId: string;
  let apiKey: string;
  const body = (overrides: Record<string, unknown> = {}) => ({
    first_name: 'Ada',
    last_name: 'Lovelace',
    date_of_birth: 631152000,
    email_address: `${unique('ada')}@example.com`,
    postal_code: '10001',
    ...overrides,
  });
  const signUp = (overrides: Record<string, unknown> = {}) => call('POST', '/v2/users', { query: { api_key: apiKey }, body: body(overrides) });
  const refused = (message: string | RegExp) => ({ status: 400, body: { error: 'input_error', message: typeof message === 'string' ? message : expect.stringMatching(message) } });

  beforeAll(async () => {
    ({ clientId, apiKey } = await newClient({ custom_attributes: ['employee_id', 'store_loc', 'user_operation'] }));
  });

  describe('on success', () => {
    it('answers 200 with every field of the User, unset ones null', async () => {
      const res = await signUp();

      expect(res.status).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual([...USER_FIELDS, 'network2_user_id'].sort());
      expect(res.body).toMatchObject({ middle_name: null, username: null, third_party_id: null, total_points: 0, salt: null });
      // A new member is registered in the rank structures at 0 points.
      expect(Number.isInteger(res.body.rank)).toBe(true);
      expect(Number.isSafeInteger(res.body.id)).toBe(true);
      expect(Number.isInteger(res.body.date_created)).toBe(true);
    });

    it('defaults email_is_verified and receive_email_updates to true and records the opt-in time', async () => {
      const res = await signUp();

      expect(res.body).toMatchObject({ email_is_verified: true, receive_email_updates: true, is_active: true, date_receive_email_opt_out: null });
      expect(res.body.date_receive_email_opt_in).toBe(res.body.date_created);
    });

    it('takes 0/1 and true/false for the boolean fields and answers booleans', async () => {
      const zero = await signUp({ email_is_verified: 0, receive_email_updates: 'false', send_verify_email: true });

      expect(zero.body).toMatchObject({ email_is_verified: false, receive_email_updates: false, date_receive_email_opt_in: null });
    });

    it('labels gender_id 1 as Female and 2 as Male, and 0 as unset', async () => {
      expect((await signUp({ gender_id: 1 })).body).toMatchObject({ gender_id: 1, gender: 'Female' });
      expect((await signUp({ gender_id: 2 })).body).toMatchObject({ gender_id: 2, gender: 'Male' });
      expect((await signUp({ gender_id: 0 })).body).toMatchObject({ gender_id: null, gender: null });
    });

    it('stores every optional field of 4.3', async () => {
      const fields = {
        middle_name: 'King',
        username: unique('ada'),
        third_party_id: unique('crm'),
        network1_access_token: 'tok1',
        network1_user_id: unique('n1'),
        sign_up_channel_id: 5,
        sign_up_campaign: 'spring launch',
        mobile_phone_number: Number(`1${Date.now().toString().slice(-9)}`),
      };

      const res = await signUp(fields);

      const { sign_up_campaign: _notInUser, ...shown } = fields;
      expect(res.body).toMatchObject(shown);
    });

    it('answers the mobile phone number as sent, text or number', async () => {
      const text = `+1 (555) ${Date.now().toString().slice(-7, -4)}-${Date.now().toString().slice(-4)}`;

      expect((await signUp({ mobile_phone_number: text })).body.mobile_phone_number).toBe(text);
    });

    it('keeps the password only as a hash: never answered, described by hash_algorithm_id', async () => {
      const res = await signUp({ password: 'correct horse battery' });

      expect(res.status).toBe(200);
      expect(JSON.stringify(res.body)).not.toContain('correct horse battery');
      expect(res.body).toMatchObject({ hash_algorithm_id: 'scrypt', salt: null });
      expect(res.body).not.toHaveProperty('password');
      expect(res.body).not.toHaveProperty('password_hash');
    });

    it.each([
      ['first_name', 'R2-D2'],
      ['first_name', 'Mike_2'],
      ['last_name', 'Smith, Jr.'],
      ['middle_name', 'at@home'],
    ])('[User Create] takes a name with digits and _ @ , as the hosted API does (%s %p)', async (field, name) => {
      const res = await signUp({ [field]: name });

      expect(res.status).toBe(200);
      expect(res.body[field]).toBe(name);
    });

    it('[User Create] takes a password as short as the hosted sample (6 characters) and keeps only its hash', async () => {
      const res = await signUp({ password: 'abcdef' });

      expect(res).toMatchObject({ status: 200, body: { hash_algorithm_id: 'scrypt', salt: null } });
      const stored = await storedMember(clientId, res.body.id);
      expect(stored?.password_hash).toEqual(expect.any(String));
      expect(stored?.password_hash).not.toContain('abcdef');
      expect(await passwordMatches('abcdef', stored?.password_hash as string)).toBe(true);
    });

    it('saves registered custom attributes and stamps user_operation', async () => {
      const res = await signUp({ custom_data: { employee_id: 'E-7', store_loc: 12 } });

      expect(res.body.custom_data).toEqual({ employee_id: 'E-7', store_loc: '12', user_operation: 'create' });
    });
  });

  describe('location', () => {
    it('derives city, state, region, country and continent from a US ZIP code', async () => {
      const res = await signUp({ postal_code: '94105' });

      expect(res.body).toMatchObject({
        postal_code: '94105',
        city: 'San Francisco',
        state: 'CA',
        us_region: 'West',
        country: 'United States',
        continent: 'North America',
        ca_province: null,
      });
    });

    it('derives the province from a Canadian postal code', async () => {
      const res = await signUp({ country_code: 'CA', postal_code: 'm5v 3l9', city_id: 42 });

      expect(res.body).toMatchObject({ postal_code: 'M5V 3L9', ca_province: 'Ontario', country: 'Canada', continent: 'North America', state: null, us_region: null });
    });

    it('names country, continent and city outside the US and Canada', async () => {
      const res = await signUp({ country_code: 'de', postal_code: '10115', city_id: 2950159, city_name: 'Berlin' });

      expect(res.body).toMatchObject({ country: 'Germany', continent: 'Europe', city: 'Berlin', state: null, postal_code: '10115' });
    });

    it.each(['100011234', '10001-1234'])('[User Create] takes a 9-digit ZIP+4 (%p), with or without the hyphen, located by its first five digits', async (postal) => {
      const res = await signUp({ postal_code: postal });

      expect(res).toMatchObject({
        status: 200,
        body: { postal_code: postal, city: 'New York', state: 'NY', us_region: 'Northeast', country: 'United States', continent: 'North America' },
      });
    });

    it('keeps a ZIP code the dataset does not know, with null finer labels', async () => {
      const res = await signUp({ postal_code: '00000' });

      expect(res.body).toMatchObject({ postal_code: '00000', country: 'United States', city: null, state: null, us_region: null });
    });
  });

  describe('refuses with input_error', () => {
    it.each(['first_name', 'last_name', 'date_of_birth', 'email_address', 'postal_code'])('a body without %s', async (field) => {
      const { [field]: _left, ...rest } = body() as Record<string, unknown>;

      const res = await call('POST', '/v2/users', { query: { api_key: apiKey }, body: rest });

      expect(res).toMatchObject(refused(`${field}: is required`));
    });

    it.each([
      ['first_name', 'R2-D2!'],
      ['first_name', '_@,'],
      ['last_name', ''],
      ['last_name', 42],
    ])('an invalid %s (%p)', async (field, value) => {
      expect(await signUp({ [field]: value })).toMatchObject(refused(new RegExp(`^${field}: `)));
    });

    it.each([
      ['email_address', 'not-an-address', /email_address: must be a valid e-mail address/],
      ['email_is_verified', 2, /email_is_verified: must be 0 or 1/],
      ['send_verify_email', 'yes', /send_verify_email: must be 0 or 1/],
      ['receive_email_updates', null, /receive_email_updates: must be 0 or 1/],
      ['gender_id', 3, /gender_id: must be 0, 1 or 2/],
      ['sign_up_channel_id', 10, /sign_up_channel_id: must be from 1 to 9/],
      ['date_of_birth', 4_102_444_800, /date_of_birth: must be a Unix timestamp between 1900 and now/],
      ['mobile_phone_number', '12', /mobile_phone_number: must be a phone number/],
      ['password', 'abcde', /password: must be at least 6 characters/],
      ['postal_code', '10001123', /postal_code must be a US ZIP code/],
      ['country_code', 'XX', /country_code: must be a two-letter ISO 3166-1 country code/],
      ['favourite_colour', 'blue', 'favourite_colour: is not a field this request takes'],
    ])('%s = %p', async (field, value, message) => {
      expect(await signUp({ [field]: value })).toMatchObject(refused(message));
    });

    it('a body that is not JSON sent as application/json', async () => {
      const res = await call('POST', '/v2/users', { query: { api_key: apiKey }, rawBody: JSON.stringify(body()), headers: { 'content-type': 'text/plain' } });

      expect(res).toMatchObject({ status: 400, body: { error: 'input_error' } });
    });

    it('city or country fields on a domestic (US) address', async () => {
      expect(await signUp({ city_id: 5128581 })).toMatchObject(refused(/^city_id is not accepted for a US address/));
      expect(await signUp({ city_name: 'New York' })).toMatchObject(refused(/^city_name is not accepted for a US address/));
      expect(await signUp({ city: 'New York' })).toMatchObject(refused('city: is derived from postal_code and country_code and cannot be set'));
      expect(await signUp({ country: 'United States' })).toMatchObject(refused(/^country: is derived/));
    });

    it('a postal code that is not a ZIP code without a country_code', async () => {
      expect(await signUp({ postal_code: 'K1A 0B1' })).toMatchObject(refused(/^postal_code must be a US ZIP code/));
    });

    it.each(['K1A0B1', 'K1A-0B1', '10001', 'KKA 0B1'])('a Canadian postal code not of the form LXL XLX (%p)', async (postal) => {
      expect(await signUp({ country_code: 'CA', postal_code: postal })).toMatchObject(refused(/^postal_code must have the form LXL XLX/));
    });

    it('a country outside the US and Canada without city_id', async () => {
      expect(await signUp({ country_code: 'FR', postal_code: '75001' })).toMatchObject(refused(/^city_id is required with country_code/));
    });

    it('an unknown custom attribute, saving nothing', async () => {
      const email = `${unique()}@example.com`;

      const res = await signUp({ email_address: email, custom_data: { employee_id: 'E1', shoe_size: '9' } });
      const retry = await signUp({ email_address: email, custom_data: { employee_id: 'E1' } });

      expect(res).toMatchObject(refused('custom_data: unknown custom attribute shoe_size'));
      expect(retry.status).toBe(200);
    });

    it('a custom attribute value over 512 characters', async () => {
      expect(await signUp({ custom_data: { employee_id: 'x'.repeat(513) } })).toMatchObject(refused(/values are at most 512 characters/));
    });

    it('custom_data that is not an object of strings', async () => {
      expect(await signUp({ custom_data: { employee_id: { id: 1 } } })).toMatchObject(refused(/custom_data/));
    });
  });

  describe('uniqueness', () => {
    it.each([
      ['email_address', () => `${unique()}@example.com`, (v: string) => v.toUpperCase()],
      ['username', () => unique('user'), (v: string) => v.toUpperCase()],
      ['third_party_id', () => unique('crm'), (v: string) => v],
      ['network1_user_id', () => unique('n1'), (v: string) => v],
      ['network2_user_id', () => unique('n2'), (v: string) => v],
      ['mobile_phone_number', () => `555${Date.now().toString().slice(-7)}`, (v: string) => `${v.slice(0, 3)}-${v.slice(3, 6)}-${v.slice(6)}`],
    ])('a %s another member holds is refused as taken', async (field, make, variant) => {
      const value = make();
      await signUp({ [field]: value });

      const res = await signUp({ [field]: variant(value) });

      expect(res).toMatchObject(refused(`${field} already taken`));
    });

    it('lets exactly one of two concurrent sign-ups with one e-mail succeed, round after round', async () => {
      for (let round = 0; round < 5; round++) {
        const email = `${unique('race')}@example.com`;

        const results = await Promise.all([1, 2].map(() => signUp({ email_address: email })));

        expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
        expect(results.find((r) => r.status === 400)?.body).toEqual({ error: 'input_error', message: 'email_address already taken' });
      }
    });
  });
});

describe('User fields as the hosted API types them (2.1)', () => {
  it('stores lang_pref (default "en") and is_active, and always answers lang_pref, referral_url and hash_algorithm_id as strings', async () => {
    const { apiKey } = await newClient();

    const plain = await newMember(apiKey);
    const french = await newMember(apiKey, { lang_pref: 'fr-CA', is_active: 0 });
    const changed = await call('PUT', `/v2/users/${plain.id}`, { query: { api_key: apiKey }, body: { lang_pref: 'de' } });
    const bad = await call('POST', '/v2/users', { query: { api_key: apiKey }, body: { first_name: 'A', last_name: 'B', date_of_birth: 631152000, email_address: 'lang@example.com', postal_code: '10001', lang_pref: 'not a language!' } });

    expect(plain).toMatchObject({ lang_pref: 'en', referral_url: '', hash_algorithm_id: '', is_active: true });
    expect(french).toMatchObject({ lang_pref: 'fr-CA', is_active: false });
    expect(changed.body).toMatchObject({ lang_pref: 'de' });
    expect(bad).toMatchObject({ status: 400, body: { error: 'input_error', message: expect.stringContaining('lang_pref') } });
  });
});

describe('referrals: invite_code and referral_url', () => {
  const signUp = (apiKey: string, extra: Record<string, unknown>) =>
    call('POST', '/v2/users', {
      query: { api_key: apiKey },
      body: { first_name: 'Invited', last_name: 'Friend', date_of_birth: 631152000, email_address: `${unique('inv')}@example.com`, postal_code: '10001', ...extra },
    });
  const pointsOf = async (apiKey: string, id: number) => (await call('GET', `/v2/users/${id}`, { query: { api_key: apiKey } })).body.total_points;

  it("shows each member's referral_url and credits the inviter's referral activity when someone signs up with the code", async () => {
    const { clientId, apiKey } = await newClient();
    const activity = await newActivity(clientId, { name: 'Referral', title: 'Refer a friend', num_points: 25 });
    await call('PUT', `/admin/v1/clients/${clientId}/settings`, {
      headers: ADMIN_HEADERS,
      body: { referral_activity_id: activity.id, referral_base_url: 'https://club.example.com/join' },
    });
    const inviter = await newMember(apiKey);
    const code = new URL(inviter.referral_url).searchParams.get('invite_code')!;

    const invited = await signUp(apiKey, { invite_code: code });

    expect(inviter.referral_url).toMatch(/^https:\/\/club\.example\.com\/join\?invite_code=[0-9A-Z]+$/);
    expect(invited.status).toBe(200);
    expect(await pointsOf(apiKey, inviter.id)).toBe(25);
    expect(await pointsOf(apiKey, invited.body.id)).toBe(0);
  });

  it('refuses an invite_code that names nobody of the client with input_error and creates nobody', async () => {
    const { apiKey } = await newClient();
    const other = await newClient();
    const stranger = await newMember(other.apiKey);

    const unknown = await signUp(apiKey, { invite_code: 'ZZZZZZZZZ' });
    const foreign = await signUp(apiKey, { invite_code: stranger.id.toString(36).toUpperCase() });
    const garbage = await signUp(apiKey, { invite_code: 'not a code!' });

    for (const res of [unknown, foreign, garbage]) expect(res).toMatchObject({ status: 400, body: { error: 'input_error', message: expect.stringContaining('invite_code') } });
  });

  it('signs up with a valid code and credits nobody when the client has no referral activity; referral_url is "" without a base URL', async () => {
    const { apiKey } = await newClient();
    const inviter = await newMember(apiKey);

    const invited = await signUp(apiKey, { invite_code: inviter.id.toString(36) });

    expect(inviter.referral_url).toBe('');
    expect(invited.status).toBe(200);
    expect(await pointsOf(apiKey, inviter.id)).toBe(0);
  });
});
