import { call, newClient, newMember, unique } from '../../local/walks/api.js';
import { findMember, findMembers, type IdType } from '../../shared/member-store/index.js';

/** Spec section 1: every user-scoped path takes the member's identifier per id_type (endpoint 1 on both its forms). */

describe('member identification by id_type', () => {
  let apiKey: string;
  let clientId: string;
  let member: any;
  const phone = `777${Date.now().toString().slice(-7)}`;

  beforeAll(async () => {
    ({ apiKey, clientId } = await newClient());
    member = await newMember(apiKey, {
      username: unique('ada'),
      third_party_id: unique('crm'),
      mobile_phone_number: phone,
      network1_user_id: unique('n1'),
      network2_user_id: unique('n2'),
    });
  });

  const identifiers = () =>
    [
      ['id', String(member.id)],
      ['email', member.email_address],
      ['username', member.username],
      ['third_party_id', member.third_party_id],
      ['mobile_phone_number', member.mobile_phone_number],
      ['network1_user_id', member.network1_user_id],
      ['network2_user_id', member.network2_user_id],
    ] as Array<[string, string]>;

  describe.each(['/v2/users/{user_id}', '/v2/users/{user_id}/activities'])('GET %s', (template) => {
    const path = (userId: string) => template.replace('{user_id}', encodeURIComponent(userId));

    it.each(['id', 'email', 'username', 'third_party_id', 'mobile_phone_number', 'network1_user_id', 'network2_user_id'])(
      'finds the member by %s',
      async (idType) => {
        const [, value] = identifiers().find(([kind]) => kind === idType)!;

        const res = await call('GET', path(value), { query: { api_key: apiKey, id_type: idType } });

        expect(res.status).toBe(200);
        expect(res.body).toEqual(member);
      },
    );

    it('reads the id when id_type is left out', async () => {
      expect((await call('GET', path(String(member.id)), { query: { api_key: apiKey } })).body.id).toBe(member.id);
    });

    it.each(['nickname', 'ID', ''])('answers param_error for id_type %p', async (idType) => {
      const res = await call('GET', path(String(member.id)), { query: { api_key: apiKey, id_type: idType } });

      expect(res).toMatchObject({ status: 400, body: { error: 'param_error', message: expect.stringContaining('id_type') } });
    });

    it.each([
      ['id', '424242424242'],
      ['id', 'not-a-number'],
      ['email', 'nobody@example.com'],
      ['username', 'nobody'],
      ['third_party_id', 'nobody'],
      ['mobile_phone_number', '5550000000'],
      ['network1_user_id', 'nobody'],
      ['network2_user_id', 'nobody'],
    ])('answers page_not_found "user does not exist" for an unknown %s', async (idType, value) => {
      const res = await call('GET', path(value), { query: { api_key: apiKey, id_type: idType } });

      expect(res).toEqual(expect.objectContaining({ status: 400, body: { error: 'page_not_found', message: 'user does not exist' } }));
    });
  });

  it('matches an e-mail address or username in any case, and a phone number in any format', async () => {
    const byEmail = await call('GET', `/v2/users/${encodeURIComponent(member.email_address.toUpperCase())}`, { query: { api_key: apiKey, id_type: 'email' } });
    const byUsername = await call('GET', `/v2/users/${member.username.toUpperCase()}`, { query: { api_key: apiKey, id_type: 'username' } });
    const formatted = `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`;
    const byPhone = await call('GET', `/v2/users/${encodeURIComponent(formatted)}`, { query: { api_key: apiKey, id_type: 'mobile_phone_number' } });

    expect([byEmail.body.id, byUsername.body.id, byPhone.body.id]).toEqual([member.id, member.id, member.id]);
  });

  it('does not find a member of another client', async () => {
    const other = await newClient();

    const res = await call('GET', `/v2/users/${member.id}`, { query: { api_key: other.apiKey } });

    expect(res).toMatchObject({ status: 400, body: { error: 'page_not_found' } });
  });

  it('finds many members at once as it finds each alone: every id type, any case or format, and nobody for an unknown, malformed, too long or deleted identifier', async () => {
    const gone = await newMember(apiKey);
    const kept = await newMember(apiKey, { username: unique('kept') });
    expect((await call('DELETE', `/v2/users/${gone.id}`, { query: { api_key: apiKey } })).status).toBe(200);
    const other = await newClient();
    const stranger = await newMember(other.apiKey);
    const asked: Array<{ idType: IdType; userId: string }> = [
      ...identifiers().map(([idType, userId]) => ({ idType: idType as IdType, userId })),
      { idType: 'email', userId: member.email_address.toUpperCase() },
      { idType: 'mobile_phone_number', userId: `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}` },
      { idType: 'username', userId: kept.username },
      { idType: 'id', userId: String(kept.id) },
      { idType: 'id', userId: String(gone.id) },
      { idType: 'email', userId: gone.email_address },
      { idType: 'id', userId: String(stranger.id) },
      { idType: 'id', userId: 'not-a-number' },
      { idType: 'username', userId: 'nobody-at-all' },
      { idType: 'email', userId: `${'x'.repeat(2_000)}@example.com` },
    ];

    const together = await findMembers(clientId, asked);
    const alone = await Promise.all(asked.map(({ idType, userId }) => findMember(clientId, idType, userId)));

    expect(together.map((found) => found?.id)).toEqual([
      ...identifiers().map(() => member.id),
      member.id,
      member.id,
      kept.id,
      kept.id,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(together).toEqual(alone);
  });
});
