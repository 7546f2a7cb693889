import { memberOutboxEvents } from '../../local/walks/outbox.js';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { call, newClient, newMember, resendingRefusals, unique } from '../../local/walks/api.js';
import { creditPoints } from '../../local/walks/points.js';
import { expectLedgerHolds } from '../helpers/ledger.js';
import { documentClient, tableName } from '../../shared/data/client.js';
import { memberPartitionKey } from '../../shared/member-store/keys.js';
import { queryLedger } from '../../shared/points/ledger-repository.js';

/** Spec 4.4: PUT /v2/users/{user_id}. */

describe('update user', () => {
  let apiKey: string;
  const update = (userId: string | number, body: unknown, query: Record<string, string> = {}) =>
    call('PUT', `/v2/users/${encodeURIComponent(String(userId))}`, { query: { api_key: apiKey, ...query }, body });
  const read = (userId: string | number, query: Record<string, string> = {}) =>
    call('GET', `/v2/users/${encodeURIComponent(String(userId))}`, { query: { api_key: apiKey, ...query } });
  const refused = (message: string | RegExp) => ({ status: 400, body: { error: 'input_error', message: typeof message === 'string' ? message : expect.stringMatching(message) } });
  const email = () => `${unique()}@example.com`;

  beforeAll(async () => {
    ({ apiKey } = await newClient({ custom_attributes: ['employee_id', 'store_loc', 'plcc'] }));
  });

  describe('partial updates', () => {
    it('changes only the field sent and answers the whole User', async () => {
      const member = await newMember(apiKey, { middle_name: 'Byron', username: unique('ada') });

      const res = await update(member.id, { receive_email_updates: 0 });

      expect(res.status).toBe(200);
      const { receive_email_updates, date_receive_email_opt_out, date_last_updated, tier_info, ...unchanged } = res.body;
      expect({ receive_email_updates, date_receive_email_opt_out }).toEqual({ receive_email_updates: false, date_receive_email_opt_out: date_last_updated });
      // Only the update response carries tier_info; this client has no tiers configured.
      expect(tier_info).toBeNull();
      const { receive_email_updates: _a, date_receive_email_opt_out: _b, date_last_updated: _c, ...before } = member;
      expect(unchanged).toEqual(before);
    });

    it('answers with the network5 fields it was given', async () => {
      const member = await newMember(apiKey);

      const res = await update(member.id, { network5_access_token: 't5', network5_username: 'ada5', network5_user_id: 'n5-1' });

      expect(res.body).toMatchObject({ network5_access_token: 't5', network5_username: 'ada5', network5_user_id: 'n5-1' });
    });

    it('finds the member by any id_type', async () => {
      const member = await newMember(apiKey, { third_party_id: unique('crm') });

      const res = await update(member.third_party_id, { first_name: 'Augusta' }, { id_type: 'third_party_id' });

      expect(res.body).toMatchObject({ id: member.id, first_name: 'Augusta' });
    });

    it('clears an optional field sent as null', async () => {
      const member = await newMember(apiKey, { middle_name: 'Byron', gender_id: 1 });

      const res = await update(member.id, { middle_name: null, gender_id: 0 });

      expect(res.body).toMatchObject({ middle_name: null, gender_id: null, gender: null });
    });

    it('replaces and removes the password hash', async () => {
      const member = await newMember(apiKey);

      const set = await update(member.id, { password: 'a new passphrase' });
      const cleared = await update(member.id, { password: null });

      expect(set.body.hash_algorithm_id).toBe('scrypt');
      expect(JSON.stringify(set.body)).not.toContain('a new passphrase');
      expect(cleared.body.hash_algorithm_id).toBe('');
    });

    it('applies two concurrent updates of different fields to one member', async () => {
      const member = await newMember(apiKey);

      const results = await Promise.all([update(member.id, { first_name: 'Augusta' }), update(member.id, { last_name: 'King' })]);
      const after = await read(member.id);

      expect(results.map((r) => r.status)).toEqual([200, 200]);
      expect(after.body).toMatchObject({ first_name: 'Augusta', last_name: 'King' });
    });
  });

  describe('unknown members and parameters', () => {
    it('answers page_not_found for a member that does not exist', async () => {
      expect(await update(987654321, { first_name: 'Nobody' })).toMatchObject({ status: 400, body: { error: 'page_not_found', message: 'user does not exist' } });
    });

    it('answers param_error for an unknown id_type', async () => {
      const member = await newMember(apiKey);

      expect(await update(member.id, { first_name: 'X' }, { id_type: 'nickname' })).toMatchObject({ status: 400, body: { error: 'param_error' } });
    });

    it('answers invalid_auth without a valid api_key', async () => {
      const res = await call('PUT', '/v2/users/1', { query: { api_key: 'nope' }, body: { first_name: 'X' } });

      expect(res).toMatchObject({ status: 400, body: { error: 'invalid_auth', message: 'invalid access credentials' } });
    });
  });

  describe('refuses with input_error, changing nothing', () => {
    it.each([
      [{ first_name: null }, /^first_name: /],
      [{ last_name: 'C3PO!' }, /^last_name: /],
      [{ email_address: 'nope' }, /^email_address: must be a valid e-mail address/],
      [{ email_is_verified: 'maybe' }, /^email_is_verified: must be 0 or 1/],
      [{ sign_up_campaign: 'x' }, 'sign_up_campaign: is not a field this request takes'],
      [{ state: 'NY' }, 'state: is derived from postal_code and country_code and cannot be set'],
      [{ tier_override: 'gold' }, 'tier_override applies only to Tiers V2 programs'],
      [{ city_id: 5 }, /^city_id is not accepted for a US address/],
      [{ postal_code: 'SW1A 1AA' }, /^postal_code must be a US ZIP code/],
      [{ country_code: 'DE' }, 'postal_code is required when country_code changes'],
      [{ country_code: 'DE', postal_code: '10115' }, /^city_id is required with country_code/],
      [{ first_name: 'Changed', custom_data: { shoe_size: '9' } }, 'custom_data: unknown custom attribute shoe_size'],
    ])('%j', async (body, message) => {
      const member = await newMember(apiKey);

      const res = await update(member.id, body);
      const after = await read(member.id);

      expect(res).toMatchObject(refused(message));
      expect(after.body).toEqual(member);
    });

    it('a Canadian postal code not of the form LXL XLX', async () => {
      const member = await newMember(apiKey, { country_code: 'CA', postal_code: 'K1A 0B1' });

      expect(await update(member.id, { postal_code: 'K1A0B1' })).toMatchObject(refused(/^postal_code must have the form LXL XLX/));
    });
  });

  describe('location', () => {
    it('derives the labels again when the postal code changes', async () => {
      const member = await newMember(apiKey, { postal_code: '10001' });

      const res = await update(member.id, { postal_code: '60601' });

      expect(res.body).toMatchObject({ postal_code: '60601', city: 'Chicago', state: 'IL', us_region: 'Midwest' });
    });

    it('[User Update] takes a 9-digit ZIP+4 without its hyphen, located by its first five digits', async () => {
      const member = await newMember(apiKey, { postal_code: '10001' });

      const res = await update(member.id, { postal_code: '606011234' });

      expect(res).toMatchObject({ status: 200, body: { postal_code: '606011234', city: 'Chicago', state: 'IL', us_region: 'Midwest' } });
    });

    it('moves a member abroad and back, dropping the old city', async () => {
      const member = await newMember(apiKey);

      const abroad = await update(member.id, { country_code: 'JP', postal_code: '100-0001', city_id: 1850147, city_name: 'Tokyo' });
      const back = await update(member.id, { country_code: null, postal_code: '94105' });

      expect(abroad.body).toMatchObject({ country: 'Japan', continent: 'Asia', city: 'Tokyo', state: null, us_region: null });
      expect(back.body).toMatchObject({ country: 'United States', city: 'San Francisco', us_region: 'West' });
    });

    it('keeps a Canadian member Canadian when only the postal code changes', async () => {
      const member = await newMember(apiKey, { country_code: 'CA', postal_code: 'K1A 0B1' });

      const res = await update(member.id, { postal_code: 'V6B 4Y8' });

      expect(res.body).toMatchObject({ postal_code: 'V6B 4Y8', ca_province: 'British Columbia', country: 'Canada' });
    });
  });

  describe('custom_data', () => {
    it('leaves custom_data alone when the body does not carry it', async () => {
      const member = await newMember(apiKey, { custom_data: { employee_id: 'E1', store_loc: '12' } });

      const res = await update(member.id, { first_name: 'Augusta' });

      expect(res.body.custom_data).toEqual({ employee_id: 'E1', store_loc: '12' });
    });

    it('replaces the set when it carries every attribute the member holds', async () => {
      const member = await newMember(apiKey, { custom_data: { employee_id: 'E1', store_loc: '12' } });

      const res = await update(member.id, { custom_data: { employee_id: 'E2', store_loc: null, plcc: 'Y' } });

      expect(res.body.custom_data).toEqual({ employee_id: 'E2', plcc: 'Y' });
    });

    it('refuses a set that leaves out an attribute the member holds, saving nothing', async () => {
      const member = await newMember(apiKey, { custom_data: { employee_id: 'E1', store_loc: '12' } });

      const res = await update(member.id, { custom_data: { employee_id: 'E2' } });
      const after = await read(member.id);

      expect(res).toMatchObject(refused("custom_data must carry the member's whole set of custom attributes; missing: store_loc"));
      expect(after.body.custom_data).toEqual({ employee_id: 'E1', store_loc: '12' });
    });

    it('refuses a value over 512 characters', async () => {
      const member = await newMember(apiKey);

      expect(await update(member.id, { custom_data: { plcc: 'y'.repeat(513) } })).toMatchObject(refused(/values are at most 512 characters/));
    });
  });

  describe('unique identifiers', () => {
    it('releases the old e-mail address, so another member can take it', async () => {
      const [oldEmail, newEmail] = [email(), email()];
      const first = await newMember(apiKey, { email_address: oldEmail });
      const second = await newMember(apiKey);

      const moved = await update(first.id, { email_address: newEmail });
      const taken = await update(second.id, { email_address: oldEmail });

      expect(moved.status).toBe(200);
      expect(taken.status).toBe(200);
      expect((await read(oldEmail, { id_type: 'email' })).body.id).toBe(second.id);
      expect((await read(newEmail, { id_type: 'email' })).body.id).toBe(first.id);
    });

    it('keeps the reservation when only the case of the e-mail changes', async () => {
      const address = email();
      const member = await newMember(apiKey, { email_address: address });

      const res = await update(member.id, { email_address: address.toUpperCase() });

      expect(res.body.email_address).toBe(address.toUpperCase());
      expect((await read(address, { id_type: 'email' })).body.id).toBe(member.id);
    });

    it.each([
      ['email_address', () => email()],
      ['username', () => unique('user')],
      ['third_party_id', () => unique('crm')],
      ['mobile_phone_number', () => `444${Date.now().toString().slice(-7)}`],
      ['network1_user_id', () => unique('n1')],
      ['network2_user_id', () => unique('n2')],
    ])('refuses a %s another member holds', async (field, make) => {
      const value = make();
      await newMember(apiKey, { [field]: value });
      const member = await newMember(apiKey);

      expect(await update(member.id, { [field]: value })).toMatchObject(refused(`${field} already taken`));
    });

    it('frees a username that is cleared', async () => {
      const name = unique('user');
      const first = await newMember(apiKey, { username: name });

      await update(first.id, { username: null });
      const second = await newMember(apiKey, { username: name });

      expect((await read(name, { id_type: 'username' })).body.id).toBe(second.id);
    });

    it('lets one member send the same new e-mail address twice at once', async () => {
      const address = email();
      const member = await newMember(apiKey);

      const results = await Promise.all([1, 2].map(() => update(member.id, { email_address: address })));

      expect(results.map((r) => r.status)).toEqual([200, 200]);
      expect((await read(address, { id_type: 'email' })).body.id).toBe(member.id);
    });

    it('lets exactly one of two members take one new e-mail address at once, round after round', async () => {
      for (let round = 0; round < 3; round++) {
        const address = email();
        const members = await Promise.all([newMember(apiKey), newMember(apiKey)]);

        const results = await Promise.all(members.map((member) => update(member.id, { email_address: address })));

        expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
        expect(results.find((r) => r.status === 400)?.body).toEqual({ error: 'input_error', message: 'email_address already taken' });
        const winner = results.find((r) => r.status === 200)!.body.id;
        expect((await read(address, { id_type: 'email' })).body.id).toBe(winner);
      }
    });
  });
});

describe('update user on tiered programs', () => {
  const levels = [
    { id: 'base', title: 'Base', min_value: 0 },
    { id: 'gold', title: 'Gold', min_value: 1000 },
  ];

  it('sets a Tiers V1 level through custom_data.tier, refusing a level the program lacks', async () => {
    const { apiKey } = await newClient({ custom_attributes: ['tier'], tiers: { version: 1, levels } });
    const member = await newMember(apiKey);

    const res = await call('PUT', `/v2/users/${member.id}`, { query: { api_key: apiKey }, body: { custom_data: { tier: 'gold' } } });
    const wrong = await call('PUT', `/v2/users/${member.id}`, { query: { api_key: apiKey }, body: { custom_data: { tier: 'platinum' } } });

    expect(res.body).toMatchObject({ fan_level: 'Gold', custom_data: { tier: 'gold' } });
    expect(wrong).toMatchObject({ status: 400, body: { error: 'input_error', message: 'custom_data.tier: no tier level has id platinum' } });
  });

  it('overrides a Tiers V2 level with tier_override and clears the override with null', async () => {
    const { apiKey } = await newClient({ tiers: { version: 2, levels } });
    const member = await newMember(apiKey);
    const put = (body: unknown) => call('PUT', `/v2/users/${member.id}`, { query: { api_key: apiKey }, body });

    const overridden = await put({ tier_override: 'gold' });
    const unknown = await put({ tier_override: 'diamond' });
    const cleared = await put({ tier_override: null });

    expect(overridden.body.fan_level).toBe('Gold');
    expect(unknown).toMatchObject({ status: 400, body: { error: 'input_error', message: 'tier_override: no tier level has id diamond' } });
    expect(cleared.body.fan_level).toBe('Base');
  });

  it('refuses custom_data.tier on a Tiers V2 program', async () => {
    const { apiKey } = await newClient({ custom_attributes: ['tier'], tiers: { version: 2, levels } });
    const member = await newMember(apiKey);

    const res = await call('PUT', `/v2/users/${member.id}`, { query: { api_key: apiKey }, body: { custom_data: { tier: 'gold' } } });

    expect(res).toMatchObject({ status: 400, body: { error: 'input_error', message: 'custom_data.tier applies only to Tiers V1 programs' } });
  });
});

describe('remove_points on update', () => {
  const user = (apiKey: string, id: number) => call('GET', `/v2/users/${id}`, { query: { api_key: apiKey } }).then((r) => r.body);
  const update = (apiKey: string, id: number, body: Record<string, unknown>) => call('PUT', `/v2/users/${id}`, { query: { api_key: apiKey }, body });
  const removals = async (clientId: string, id: number) => (await queryLedger(clientId, id)).filter((entry) => entry.name === 'Points removed');
  const eventsOf = async (clientId: string, id: number, type: string) => (await memberOutboxEvents(clientId, id)).filter((event) => event.type === type);


  it("[User Update] remove_points true with is_active 0 removes all of the member's redeemable points: one adjustment entry and its points.removed event", async () => {
    const { clientId, apiKey } = await newClient();
    const member = await newMember(apiKey);
    await creditPoints(clientId, member.id, 70);
    await creditPoints(clientId, member.id, 30);

    const res = await update(apiKey, member.id, { is_active: 0, remove_points: true });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ is_active: false, redeemable_points: 0, total_points: 100 });
    expect(await user(apiKey, member.id)).toMatchObject({ is_active: false, redeemable_points: 0, total_points: 100 });
    const entries = await removals(clientId, member.id);
    expect(entries).toEqual([expect.objectContaining({ kind: 'adjustment', num_points: -100, ending_redeemable: 0, counts_toward_total: false })]);
    expect(await eventsOf(clientId, member.id, 'points.removed')).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ points: 100, source: 'adjustment', entry_id: entries[0]!.entry_id, redeemable_points: 0 }) }),
    ]);
    await expectLedgerHolds(clientId, member.id);
  });

  it('[User Update] remove_points 1 is the Boolean true: it removes the whole balance, not 1 point', async () => {
    const { clientId, apiKey } = await newClient();
    const member = await newMember(apiKey);
    await creditPoints(clientId, member.id, 40);

    const res = await update(apiKey, member.id, { is_active: 0, remove_points: 1 });

    expect(res).toMatchObject({ status: 200, body: { is_active: false, redeemable_points: 0, total_points: 40 } });
    expect((await removals(clientId, member.id)).map((entry) => entry.num_points)).toEqual([-40]);
  });

  it.each([false, 0])('[User Update] remove_points %p removes none of the points while is_active 0 deactivates', async (flag) => {
    const { clientId, apiKey } = await newClient();
    const member = await newMember(apiKey);
    await creditPoints(clientId, member.id, 25);

    const res = await update(apiKey, member.id, { is_active: 0, remove_points: flag });

    expect(res).toMatchObject({ status: 200, body: { is_active: false, redeemable_points: 25 } });
    expect(await removals(clientId, member.id)).toEqual([]);
    expect(await eventsOf(clientId, member.id, 'points.removed')).toEqual([]);
  });

  it('[User Update] remove_points is a Boolean: an amount is refused with input_error, and true without is_active 0 changes nothing', async () => {
    const { clientId, apiKey } = await newClient();
    const member = await newMember(apiKey);
    await creditPoints(clientId, member.id, 20);

    const amount = await update(apiKey, member.id, { is_active: 0, remove_points: 5 });
    const stillActive = await update(apiKey, member.id, { remove_points: true, first_name: 'Unchanged' });
    const active = await update(apiKey, member.id, { is_active: 1, remove_points: 1 });

    expect(amount).toMatchObject({ status: 400, body: { error: 'input_error', message: 'remove_points: must be 0 or 1 (or true/false)' } });
    expect(stillActive).toMatchObject({ status: 400, body: { error: 'input_error', message: expect.stringMatching(/^remove_points: .*is_active 0/) } });
    expect(active).toMatchObject({ status: 400, body: { error: 'input_error' } });
    expect(await user(apiKey, member.id)).toMatchObject({ first_name: member.first_name, is_active: true, redeemable_points: 20 });
    expect(await removals(clientId, member.id)).toEqual([]);
  });

  it('[User Update] remove_points true on a member holding no points deactivates and writes no ledger entry', async () => {
    const { clientId, apiKey } = await newClient();
    const member = await newMember(apiKey);

    const res = await update(apiKey, member.id, { is_active: 0, remove_points: true });

    expect(res).toMatchObject({ status: 200, body: { is_active: false, redeemable_points: 0 } });
    expect(await queryLedger(clientId, member.id)).toEqual([]);
  });

  it('[User Update] remove_points true racing credits leaves no points behind: it removes the balance as it stands when it commits', async () => {
    const { clientId, apiKey } = await newClient();
    const member = await newMember(apiKey);
    await creditPoints(clientId, member.id, 100);

    const [deactivated] = await Promise.all([
      resendingRefusals(() => update(apiKey, member.id, { is_active: 0, remove_points: true })),
      ...Array.from({ length: 8 }, () => creditPoints(clientId, member.id, 5)),
    ]);

    expect(deactivated.status).toBe(200);
    const [removal, ...more] = await removals(clientId, member.id);
    expect(more).toEqual([]);
    // The removal took the 100 and every credit that committed before it (a whole number of
    // them), leaving nothing: what the member holds now is only what was credited after it.
    expect(removal).toMatchObject({ kind: 'adjustment', ending_redeemable: 0 });
    const removed = -removal!.num_points;
    expect(removed).toBeGreaterThanOrEqual(100);
    expect((removed - 100) % 5).toBe(0);
    expect(await user(apiKey, member.id)).toMatchObject({ is_active: false, redeemable_points: 140 - removed, total_points: 140 });
    await expectLedgerHolds(clientId, member.id);
  });
});
