import { advanceClock, resetClock } from '../../shared/support/clock.js';
import { ADMIN_HEADERS, call, newClient, newMember, unique } from '../../local/walks/api.js';
import { signedInOperator } from '../../local/walks/operators.js';
import { createReward, redeem } from '../../local/walks/rewards.js';

/**
 * A member as the program's support sees them: found by any id type under the program's id, with
 * profile, balances, ledger, redemptions, purchases and coupons, as the client routes answer them;
 * deletion on request; and the deployment's programs to pick from.
 */

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('operator member routes', () => {
  afterAll(() => resetClock());
  let clientId: string;
  let apiKey: string;
  let support: string;
  let viewer: string;
  beforeAll(async () => {
    ({ clientId, apiKey } = await newClient({ purchase_v1: true, points_per_currency_unit: 1 }));
    ({ token: support } = await signedInOperator('support'));
    ({ token: viewer } = await signedInOperator('viewer'));
  });

  it('finds a member by e-mail, adjusts their points, and sees the adjustment in the balances, the ledger and the audit log', async () => {
    const email = `${unique('found')}@example.com`;
    const member = await newMember(apiKey, { email_address: email, third_party_id: unique('crm-') });
    const base = `/admin/v1/clients/${clientId}/members`;

    const found = await call('GET', `${base}/${encodeURIComponent(email)}`, { headers: bearer(support), query: { id_type: 'email' } });
    const byThirdParty = await call('GET', `${base}/${member.third_party_id}`, { headers: bearer(viewer), query: { id_type: 'third_party_id' } });
    const adjusted = await call('POST', `${base}/${member.id}/points_adjustments`, { headers: bearer(support), body: { points: 75, reason: 'late receipt' } });
    const after = await call('GET', `${base}/${member.id}`, { headers: bearer(support) });
    const ledger = await call("GET", `${base}/${member.id}/ledger`, { headers: bearer(support) });
    const audit = await call('GET', `/admin/v1/clients/${clientId}/audit`, { headers: bearer(support), query: { member_id: String(member.id) } });

    expect(found).toMatchObject({ status: 200, body: { user: { id: member.id, email_address: email }, points: { redeemable_points: 0 } } });
    expect(byThirdParty.body.user.id).toBe(member.id);
    expect(adjusted.status).toBe(201);
    expect(after.body.points).toMatchObject({ redeemable_points: 75, total_points: 75 });
    expect(ledger.body).toEqual({
      entries: [expect.objectContaining({ kind: 'adjustment', num_points: 75, notes: 'late receipt', ending_total: 75, ending_redeemable: 75 })],
      next_cursor: null,
    });
    expect(audit.body.entries).toEqual([
      expect.objectContaining({ operation: 'AdminCreatePointsAdjustment', actor: expect.objectContaining({ role: 'support' }), changes: { points: 75, reason: 'late receipt' } }),
    ]);
  });

  it("answers a member's redemptions, purchases and coupons as the client routes do", async () => {
    const member = await newMember(apiKey);
    const reward = await createReward(clientId, { num_points: 10, total_quantity: 5 });
    await call('POST', `/admin/v1/clients/${clientId}/members/${member.id}/points_adjustments`, { headers: ADMIN_HEADERS, body: { points: 100, reason: 'seed' } });
    const order = await redeem(apiKey, member.id, { reward_id: reward.id });
    const receipt = unique('rcpt');
    await call('POST', '/v2/purchases', { query: { api_key: apiKey }, body: { receipt_id: receipt, total: 12, user_id: member.id } });
    const base = `/admin/v1/clients/${clientId}/members/${member.id}`;

    const [redemptions, purchases, coupons, asClient] = await Promise.all([
      call('GET', `${base}/redemptions`, { headers: bearer(viewer) }),
      call('GET', `${base}/purchases`, { headers: bearer(viewer) }),
      call('GET', `${base}/coupons`, { headers: bearer(viewer) }),
      call('GET', `/v2.2/users/${member.id}/redemption_history`, { query: { api_key: apiKey } }),
    ]);

    expect(order.status).toBe(200);
    expect(redemptions.status).toBe(200);
    expect(redemptions.body).toEqual(asClient.body.paging ? { ...asClient.body, paging: expect.anything() } : asClient.body);
    expect(redemptions.body.rewards).toHaveLength(1);
    expect(purchases).toMatchObject({ status: 200, body: { purchases: [expect.objectContaining({ receipt_id: receipt })] } });
    expect(coupons).toMatchObject({ status: 200, body: [] });
  });

  it('pages a long ledger with its cursor and refuses a cursor it did not give', async () => {
    const member = await newMember(apiKey);
    const base = `/admin/v1/clients/${clientId}/members/${member.id}`;
    // A second apart: entries of one second are ordered by their ids.
    for (let i = 1; i <= 5; i++) {
      advanceClock(1);
      await call('POST', `${base}/points_adjustments`, { headers: ADMIN_HEADERS, body: { points: i, reason: `step ${i}` } });
    }

    const pages = [];
    let cursor: string | undefined;
    do {
      const page = await call('GET', `${base}/ledger`, { headers: bearer(viewer), query: { limit: '2', ...(cursor ? { cursor } : {}) } });
      pages.push(page.body.entries.map((entry: any) => entry.notes));
      cursor = page.body.next_cursor ?? undefined;
    } while (cursor);
    const forged = await call('GET', `${base}/ledger`, { headers: bearer(viewer), query: { cursor: Buffer.from('MEMBER#1').toString('base64url') } });

    expect(pages).toEqual([['step 5', 'step 4'], ['step 3', 'step 2'], ['step 1']]);
    expect(forged).toMatchObject({ status: 400, body: { error: 'param_error' } });
  });

  it('answers 404 not_found for a member the program does not have, or a program that does not exist, and deletes a member on support’s request only, a repeat with its Idempotency-Key answering the same', async () => {
    const member = await newMember(apiKey);
    const { clientId: other } = await newClient();
    const base = `/admin/v1/clients/${clientId}/members`;

    const answers = await Promise.all([
      call('GET', `${base}/nobody@example.com`, { headers: bearer(support), query: { id_type: 'email' } }),
      call('GET', `/admin/v1/clients/${other}/members/${member.id}`, { headers: bearer(support) }),
      call('GET', `/admin/v1/clients/no-such-program/members/${member.id}`, { headers: bearer(support) }),
      call('GET', `${base}/${member.id}`, { headers: bearer(support), query: { id_type: 'shoe_size' } }),
    ]);
    const refused = await call('DELETE', `${base}/${member.id}`, { headers: bearer(viewer) });
    const key = { 'idempotency-key': unique('erase-') };
    const deleted = await call('DELETE', `${base}/${member.id}`, { headers: { ...bearer(support), ...key } });
    const repeated = await call('DELETE', `${base}/${member.id}`, { headers: { ...bearer(support), ...key } });
    const audit = await call('GET', `/admin/v1/clients/${clientId}/audit`, { headers: ADMIN_HEADERS, query: { member_id: String(member.id) } });

    expect(answers.map((res) => [res.status, res.body.error])).toEqual([
      [404, 'not_found'],
      [404, 'not_found'],
      [404, 'not_found'],
      [400, 'param_error'],
    ]);
    expect(refused).toMatchObject({ status: 403, body: { error: 'forbidden' } });
    expect(deleted).toMatchObject({ status: 200, body: { user_id: member.id, status: 'Queued' } });
    expect(repeated).toEqual({ ...deleted, headers: expect.anything() });
    expect(audit.body.entries.map((entry: any) => entry.operation)).toEqual(['AdminDeleteMember']);
  });

  it("lists a program's API keys and signing keys by id and date, never their secrets, to every role", async () => {
    const { clientId: program } = await newClient();
    const issued = await call('POST', `/admin/v1/clients/${program}/api_keys`, { headers: ADMIN_HEADERS });
    const signing = await call('POST', `/admin/v1/clients/${program}/signing_keys`, { headers: ADMIN_HEADERS });

    const keys = await call('GET', `/admin/v1/clients/${program}/api_keys`, { headers: bearer(viewer) });
    const signingKeys = await call('GET', `/admin/v1/clients/${program}/signing_keys`, { headers: bearer(viewer) });
    const unknown = await call('GET', '/admin/v1/clients/no-such-program/api_keys', { headers: bearer(viewer) });

    expect(keys.body.api_keys).toHaveLength(2);
    expect(keys.body.api_keys.map((key: any) => key.key_id)).toContain(issued.body.key_id);
    expect(signingKeys.body).toEqual({ signing_keys: [{ public_key: signing.body.public_key, date_created: expect.any(Number) }] });
    expect(JSON.stringify([keys.body, signingKeys.body])).not.toContain(issued.body.api_key);
    expect(JSON.stringify(signingKeys.body)).not.toContain(signing.body.secret);
    expect(unknown).toMatchObject({ status: 404, body: { error: 'not_found' } });
  });

  it("lists the deployment's programs newest first, a page at a time", async () => {
    const names = [unique('listed a '), unique('listed b '), unique('listed c ')];
    for (const name of names) {
      advanceClock(1);
      await call('POST', '/admin/v1/clients', { headers: ADMIN_HEADERS, body: { name } });
    }
    const { token } = await signedInOperator('viewer');

    // Pages of two until the three are seen: suites run before this one in the table left programs, some dated ahead by their clocks.
    const pages: any[] = [];
    do {
      const cursor = pages.at(-1)?.next_cursor;
      pages.push((await call('GET', '/admin/v1/clients', { headers: bearer(token), query: { limit: '2', ...(cursor ? { cursor } : {}) } })).body);
    } while (pages.at(-1).next_cursor && !names.every((name) => pages.some((page) => page.clients.some((client: any) => client.name === name))) && pages.length < 50);
    const badCursor = await call('GET', '/admin/v1/clients', { headers: bearer(token), query: { cursor: 'not a cursor' } });

    const listed = pages.flatMap((page) => page.clients);
    const seen = listed.map((client: any) => client.name);
    expect(pages[0].clients).toHaveLength(2);
    expect(pages[0].next_cursor).toEqual(expect.any(String));
    expect(pages.every((page) => page.clients.length <= 2)).toBe(true);
    expect(seen).toEqual(expect.arrayContaining(names));
    expect(new Set(seen).size).toBe(seen.length);
    const created = listed.map((client: any) => client.date_created);
    expect(created).toEqual([...created].sort((a, b) => b - a));
    expect(seen.indexOf(names[2]!)).toBeLessThan(seen.indexOf(names[0]!));
    expect(badCursor).toMatchObject({ status: 400, body: { error: 'param_error' } });
  });
});
