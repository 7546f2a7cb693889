import { handler as eraseMembersHandler } from '../../functions/jobs/erase-members.js';
import { getDeletion, memberPartitionPage } from '../../shared/members/deletion-repository.js';
import { ADMIN_HEADERS, call, newClient, newMember } from '../../local/walks/api.js';
import { signedInOperator } from '../../local/walks/operators.js';
import { asScheduledJob } from '../helpers/jobs.js';
import { storedMember } from '../helpers/ledger.js';

/**
 * Customer service on a member (operator API): support edits the profile under the member API's
 * own rules, overrides the tier, deactivates and reactivates the member, and keeps internal notes;
 * every change is audited with what it replaced, and a refused one changes nothing.
 */

const LEVELS = [
  { id: 'base', title: 'Base', min_value: 0 },
  { id: 'gold', title: 'Gold', min_value: 1000 },
];
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const eraseJob = asScheduledJob('EraseMembers', eraseMembersHandler);

describe('customer service on a member', () => {
  let clientId: string;
  let apiKey: string;
  let support: { token: string; operatorId: string; email: string };
  let viewer: string;
  const memberPath = (memberId: number | string, tail = '') => `/admin/v1/clients/${clientId}/members/${memberId}${tail}`;
  const asSupport = (method: string, path: string, body?: unknown, query?: Record<string, string>) =>
    call(method, path, { headers: bearer(support.token), body, ...(query ? { query } : {}) });
  const auditOf = async (memberId: number) =>
    (await call('GET', `/admin/v1/clients/${clientId}/audit`, { headers: ADMIN_HEADERS, query: { member_id: String(memberId) } })).body.entries as any[];

  beforeAll(async () => {
    ({ clientId, apiKey } = await newClient({ custom_attributes: ['shoe_size'], tiers: { version: 2, levels: LEVELS } }));
    support = await signedInOperator('support');
    ({ token: viewer } = await signedInOperator('viewer'));
  });

  describe('PUT .../members/{member_id} (profile)', () => {
    it('edits the profile fields sent, answers the member overview and moves the identifier lookups with them', async () => {
      const member = await newMember(apiKey);
      const email = `fixed-${member.id}@example.com`;

      const res = await asSupport('PUT', memberPath(member.id), {
        first_name: 'Ada',
        last_name: 'Lovelace',
        email_address: email,
        mobile_phone_number: '+1 212 555 0100',
        username: `ada${member.id}`,
        date_of_birth: 315532800,
        postal_code: '10002',
        custom_data: { shoe_size: '9' },
      });

      expect(res.status).toBe(200);
      expect(res.body.user).toMatchObject({
        id: member.id,
        first_name: 'Ada',
        last_name: 'Lovelace',
        email_address: email,
        mobile_phone_number: '+1 212 555 0100',
        username: `ada${member.id}`,
        date_of_birth: 315532800,
        postal_code: '10002',
        custom_data: { shoe_size: '9' },
      });
      expect(res.body.points).toMatchObject({ redeemable_points: 0 });
      const byNewEmail = await call('GET', memberPath(encodeURIComponent(email)), { headers: ADMIN_HEADERS, query: { id_type: 'email' } });
      const byOldEmail = await call('GET', memberPath(encodeURIComponent(member.email_address)), { headers: ADMIN_HEADERS, query: { id_type: 'email' } });
      expect(byNewEmail.body.user.id).toBe(member.id);
      expect(byOldEmail.status).toBe(404);
    });

    it('records the audit entry with the body as changes and what those fields held before', async () => {
      const member = await newMember(apiKey, { first_name: 'Grace' });

      const res = await asSupport('PUT', memberPath(member.id), { first_name: 'Margaret', mobile_phone_number: '2125550101' });

      expect(res.status).toBe(200);
      const entry = (await auditOf(member.id)).find((e) => e.operation === 'AdminUpdateMember');
      expect(entry).toMatchObject({
        actor: { id: support.operatorId, role: 'support' },
        targets: { client_id: clientId, member_id: String(member.id) },
        changes: { first_name: 'Margaret', mobile_phone_number: '2125550101' },
        before: { first_name: 'Grace', mobile_phone_number: null },
      });
    });

    it.each([
      [{ email_address: 'not-an-address' }, /^email_address: /],
      [{ first_name: '' }, /^first_name: /],
      [{ date_of_birth: 'yesterday' }, /^date_of_birth: /],
      [{ postal_code: 'SW1A 1AA' }, /^postal_code must be a US ZIP code/],
      [{ custom_data: { hat_size: '7' } }, 'custom_data: unknown custom attribute hat_size'],
      [{ password: 'secret-pass' }, 'password: is not a field this request takes'],
      [{ tier_override: 'gold' }, 'tier_override: is not a field this request takes'],
      [{}, 'send at least one profile field to change'],
    ])('refuses %j with 400 naming the field, changing nothing', async (body, message) => {
      const member = await newMember(apiKey);

      const res = await asSupport('PUT', memberPath(member.id), body);

      expect(res).toMatchObject({ status: 400, body: { error: 'input_error', message: expect.stringMatching(typeof message === 'string' ? `^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$` : message) } });
      expect(await storedMember(clientId, member.id)).toMatchObject({ version: 1, first_name: 'Test' });
    });

    it("refuses another member's e-mail address with 400 naming it, and writes no audit entry", async () => {
      const [holder, member] = [await newMember(apiKey), await newMember(apiKey)];

      const res = await asSupport('PUT', memberPath(member.id), { email_address: holder.email_address.toUpperCase() });

      expect(res).toMatchObject({ status: 400, body: { error: 'input_error', message: 'email_address already taken' } });
      expect((await storedMember(clientId, member.id))?.email_address).toBe(member.email_address);
      expect(await auditOf(member.id)).toEqual([]);
    });

    it('answers 404 for an unknown member and 403 to a viewer, changing nothing', async () => {
      const member = await newMember(apiKey);

      const unknown = await asSupport('PUT', memberPath(999_999_999_999), { first_name: 'Nobody' });
      const byViewer = await call('PUT', memberPath(member.id), { headers: bearer(viewer), body: { first_name: 'Viewer' } });

      expect(unknown).toMatchObject({ status: 404, body: { error: 'not_found', message: 'member does not exist' } });
      expect(byViewer).toMatchObject({ status: 403, body: { error: 'forbidden' } });
      expect((await storedMember(clientId, member.id))?.first_name).toBe('Test');
    });

    it('lets concurrent profile edits and points adjustments all land: each is version-checked and retried', async () => {
      const member = await newMember(apiKey);
      const names = ['Anna', 'Bert', 'Cleo', 'Dora', 'Emil'];

      const answers = await Promise.all([
        ...names.map((first_name) => asSupport('PUT', memberPath(member.id), { first_name })),
        ...names.map((_name, i) => call('POST', memberPath(member.id, '/points_adjustments'), { headers: ADMIN_HEADERS, body: { points: 10 + i, reason: 'race' } })),
      ]);

      expect(answers.map((res) => res.status)).toEqual([...names.map(() => 200), ...names.map(() => 201)]);
      const stored = await storedMember(clientId, member.id);
      expect(stored).toMatchObject({ redeemable_points: 60, total_points: 60 });
      expect(names).toContain(stored?.first_name);
      expect(stored?.version).toBe(1 + names.length * 2);
    });
  });

  describe('PUT .../members/{member_id}/tier_override', () => {
    it('sets and clears the override, answering the overview, each audited with the override it replaced', async () => {
      const member = await newMember(apiKey);

      const set = await asSupport('PUT', memberPath(member.id, '/tier_override'), { tier_id: 'gold', reason: 'VIP guest' });
      const cleared = await asSupport('PUT', memberPath(member.id, '/tier_override'), { tier_id: null, reason: 'VIP stay ended' });

      expect(set).toMatchObject({ status: 200, body: { user: { fan_level: 'Gold' } } });
      expect(cleared).toMatchObject({ status: 200, body: { user: { fan_level: 'Base' } } });
      const entries = (await auditOf(member.id)).filter((e) => e.operation === 'AdminSetTierOverride');
      expect(entries.map((e) => [e.changes, e.before])).toEqual(
        expect.arrayContaining([
          [{ tier_id: 'gold', reason: 'VIP guest' }, { tier_override: null }],
          [{ tier_id: null, reason: 'VIP stay ended' }, { tier_override: 'gold' }],
        ]),
      );
    });

    it.each([
      ['a tier the program lacks', { tier_id: 'diamond', reason: 'typo' }, 'tier_id: no tier level has id diamond'],
      ['no reason', { tier_id: 'gold' }, /^reason: /],
      ['a reason over 500 characters', { tier_id: 'gold', reason: 'x'.repeat(501) }, /^reason: /],
      ['no tier_id', { reason: 'no tier' }, /^tier_id: /],
    ])('refuses %s with 400 naming the field, changing nothing', async (_label, body, message) => {
      const member = await newMember(apiKey);

      const res = await asSupport('PUT', memberPath(member.id, '/tier_override'), body);

      expect(res).toMatchObject({ status: 400, body: { error: 'input_error', message: typeof message === 'string' ? message : expect.stringMatching(message) } });
      expect((await storedMember(clientId, member.id))?.tier_override).toBeUndefined();
    });

    it('answers 404 for an unknown member and 403 to a viewer', async () => {
      const member = await newMember(apiKey);

      const unknown = await asSupport('PUT', memberPath(999_999_999_998, '/tier_override'), { tier_id: 'gold', reason: 'nobody' });
      const byViewer = await call('PUT', memberPath(member.id, '/tier_override'), { headers: bearer(viewer), body: { tier_id: 'gold', reason: 'viewer' } });

      expect(unknown).toMatchObject({ status: 404, body: { error: 'not_found' } });
      expect(byViewer).toMatchObject({ status: 403, body: { error: 'forbidden' } });
      expect((await storedMember(clientId, member.id))?.tier_override).toBeUndefined();
    });
  });

  describe('POST .../deactivate and .../reactivate', () => {
    it('deactivates and reactivates as the member API does: an inactive member keeps their points but may not sign in; a repeat is 409', async () => {
      const member = await newMember(apiKey, { password: 'correct horse battery' });
      await call('POST', memberPath(member.id, '/points_adjustments'), { headers: ADMIN_HEADERS, body: { points: 25, reason: 'welcome' } });
      const signIn = () => call('POST', '/v2/users/sign_in', { body: { client_id: clientId, user_id: member.id, password: 'correct horse battery' }, sourceIp: '192.0.2.71' });

      const deactivated = await asSupport('POST', memberPath(member.id, '/deactivate'), { reason: 'asked to pause' });
      const againDeactivated = await asSupport('POST', memberPath(member.id, '/deactivate'), { reason: 'twice' });
      const whileInactive = await signIn();
      const reactivated = await asSupport('POST', memberPath(member.id, '/reactivate'), { reason: 'back again' });
      const againReactivated = await asSupport('POST', memberPath(member.id, '/reactivate'), { reason: 'twice' });
      const whileActive = await signIn();

      expect(deactivated).toMatchObject({ status: 200, body: { user: { is_active: false }, points: { redeemable_points: 25 } } });
      expect(againDeactivated).toMatchObject({ status: 409, body: { error: 'conflict', message: 'the member is already inactive' } });
      expect(whileInactive.status).toBe(401);
      expect(reactivated).toMatchObject({ status: 200, body: { user: { is_active: true } } });
      expect(againReactivated).toMatchObject({ status: 409, body: { error: 'conflict', message: 'the member is already active' } });
      expect(whileActive.status).toBe(200);
      const entries = (await auditOf(member.id)).filter((e) => ['AdminDeactivateMember', 'AdminReactivateMember'].includes(e.operation));
      expect(entries.map((e) => [e.operation, e.changes, e.before])).toEqual(
        expect.arrayContaining([
          ['AdminDeactivateMember', { reason: 'asked to pause' }, { is_active: true }],
          ['AdminReactivateMember', { reason: 'back again' }, { is_active: false }],
        ]),
      );
      expect(entries).toHaveLength(2);
    });

    it('refuses a missing reason (400), an unknown member (404) and a viewer (403), changing nothing', async () => {
      const member = await newMember(apiKey);

      const noReason = await asSupport('POST', memberPath(member.id, '/deactivate'), {});
      const unknown = await asSupport('POST', memberPath(999_999_999_997, '/deactivate'), { reason: 'nobody' });
      const byViewer = await call('POST', memberPath(member.id, '/deactivate'), { headers: bearer(viewer), body: { reason: 'viewer' } });

      expect(noReason).toMatchObject({ status: 400, body: { error: 'input_error', message: expect.stringMatching(/^reason: /) } });
      expect(unknown).toMatchObject({ status: 404, body: { error: 'not_found' } });
      expect(byViewer).toMatchObject({ status: 403, body: { error: 'forbidden' } });
      expect((await storedMember(clientId, member.id))?.is_active).toBe(true);
    });
  });

  describe('notes', () => {
    it('adds a note signed by its author and lists the notes newest first, a page at a time', async () => {
      const member = await newMember(apiKey);
      const texts = ['First call', 'Second call', 'Third call', 'Fourth call', 'Fifth call'];
      const added = [];
      for (const text of texts) added.push(await asSupport('POST', memberPath(member.id, '/notes'), { text: `  ${text}  ` }));

      const pages = [];
      let cursor: string | undefined;
      do {
        const page = await call('GET', memberPath(member.id, '/notes'), { headers: bearer(viewer), query: { limit: '2', ...(cursor ? { cursor } : {}) } });
        expect(page.status).toBe(200);
        pages.push(page.body.notes.map((note: any) => note.text));
        cursor = page.body.next_cursor ?? undefined;
      } while (cursor);

      expect(added[0]).toMatchObject({
        status: 201,
        body: { note_id: expect.any(String), text: 'First call', author: { id: support.operatorId, name: support.email, role: 'support' }, date_created: expect.any(Number) },
      });
      expect(pages).toEqual([
        ['Fifth call', 'Fourth call'],
        ['Third call', 'Second call'],
        ['First call'],
      ]);
      const entry = (await auditOf(member.id)).find((e) => e.operation === 'AdminCreateMemberNote');
      expect(entry).toMatchObject({ changes: { text: expect.stringContaining('call') }, targets: { note_id: expect.any(String) } });
    });

    it('refuses an empty or overlong note (400), an unknown member (404), a viewer adding one (403) and a cursor it never gave (400)', async () => {
      const member = await newMember(apiKey);

      const answers = await Promise.all([
        asSupport('POST', memberPath(member.id, '/notes'), { text: '   ' }),
        asSupport('POST', memberPath(member.id, '/notes'), { text: 'x'.repeat(2001) }),
        asSupport('POST', memberPath(999_999_999_996, '/notes'), { text: 'nobody' }),
        call('POST', memberPath(member.id, '/notes'), { headers: bearer(viewer), body: { text: 'viewer' } }),
        call('GET', memberPath(999_999_999_996, '/notes'), { headers: bearer(viewer) }),
        call('GET', memberPath(member.id, '/notes'), { headers: bearer(viewer), query: { cursor: Buffer.from('LEDGER#1').toString('base64url') } }),
      ]);

      expect(answers.map((res) => [res.status, res.body.error])).toEqual([
        [400, 'input_error'],
        [400, 'input_error'],
        [404, 'not_found'],
        [403, 'forbidden'],
        [404, 'not_found'],
        [400, 'param_error'],
      ]);
      expect(answers[0]!.body.message).toMatch(/^text: /);
      expect(answers[1]!.body.message).toBe('text: must be at most 2000 characters');
      expect((await call('GET', memberPath(member.id, '/notes'), { headers: bearer(viewer) })).body).toEqual({ notes: [], next_cursor: null });
    });

    it("hands the notes out in the member's export and erases them with the member", async () => {
      const member = await newMember(apiKey);
      await asSupport('POST', memberPath(member.id, '/notes'), { text: 'Wants their data' });

      const exported = await call('GET', memberPath(member.id, '/export'), { headers: ADMIN_HEADERS, query: { limit: '500' } });
      expect(exported.body.records).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'member_note', text: 'Wants their data' })]));

      expect((await call('DELETE', `/v2/users/${member.id}`, { query: { api_key: apiKey } })).status).toBe(200);
      for (let run = 0; run < 50 && (await getDeletion(clientId, member.id, true))?.status !== 'Completed'; run++) {
        await eraseJob({}, { getRemainingTimeInMillis: () => 60_000 });
      }

      expect((await getDeletion(clientId, member.id, true))?.status).toBe('Completed');
      expect((await memberPartitionPage(clientId, member.id, undefined, 100)).items.filter((item) => item.type === 'member_note')).toEqual([]);
    });
  });
});
