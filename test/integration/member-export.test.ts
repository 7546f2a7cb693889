import { ADMIN_HEADERS, call, newClient, newMember } from '../../local/walks/api.js';
import { newActivity } from '../../local/walks/points.js';

/**
 * A member's data export (the privacy right of access): everything the service holds about the
 * member, the User first, then every record of the member a bounded page at a time.
 */
describe('GET /admin/v1/clients/{client_id}/members/{member_id}/export', () => {
  const exportPage = (clientId: string, memberId: number, query: Record<string, string> = {}) =>
    call('GET', `/admin/v1/clients/${clientId}/members/${memberId}/export`, { headers: ADMIN_HEADERS, query });

  it('answers the member as the User on the first page, then every record of the member a page at a time, without keys or the password hash', async () => {
    const { clientId, apiKey } = await newClient();
    const member = await newMember(apiKey, { first_name: 'Exported', password: 'secret-pass' });
    const activity = await newActivity(clientId, { num_points: 15 });
    for (const note of ['first visit', 'second visit', 'third visit']) {
      expect((await call('POST', `/v2/users/${member.id}/activities`, { query: { api_key: apiKey }, body: { activity_id: activity.id, notes: note } })).status).toBe(200);
    }

    const pages = [];
    let cursor: string | undefined;
    do {
      const page = await exportPage(clientId, member.id, { limit: '2', ...(cursor ? { cursor } : {}) });
      expect(page.status).toBe(200);
      pages.push(page.body);
      cursor = page.body.next_cursor ?? undefined;
    } while (cursor);

    expect(pages[0]).toMatchObject({ member_id: member.id, member: { id: member.id, first_name: 'Exported', redeemable_points: 45 } });
    expect(pages.slice(1).every((page) => page.member === null)).toBe(true);
    expect(pages.every((page) => page.records.length <= 2)).toBe(true);
    const records = pages.flatMap((page) => page.records);
    expect(records.filter((record) => record.type === 'ledger_entry').map((record) => record.notes).sort()).toEqual(['first visit', 'second visit', 'third visit']);
    expect(records.some((record) => record.type === 'member')).toBe(true);
    const text = JSON.stringify(pages);
    for (const hidden of ['password_hash', '"PK"', '"SK"', 'GSI1PK', 'scrypt$']) expect(text).not.toContain(hidden);
  });

  it("answers 404 for a member of another client or nobody, and 400 for a cursor it did not give", async () => {
    const { clientId } = await newClient();
    const other = await newClient();
    const stranger = await newMember(other.apiKey);

    expect(await exportPage(clientId, stranger.id)).toMatchObject({ status: 404, body: { error: 'not_found' } });
    expect(await exportPage(clientId, 999_999_999)).toMatchObject({ status: 404, body: { error: 'not_found' } });
    expect(await exportPage(other.clientId, stranger.id, { cursor: 'not a cursor!' })).toMatchObject({ status: 400 });
    // Base64url that names no sort key (empty), and one longer than a sort key may be (1,024 bytes).
    expect(await exportPage(other.clientId, stranger.id, { cursor: 'Aw' })).toMatchObject({ status: 200 });
    expect(await exportPage(other.clientId, stranger.id, { cursor: 'A' })).toMatchObject({ status: 400 });
    expect(await exportPage(other.clientId, stranger.id, { cursor: 'QUFB'.repeat(342) })).toMatchObject({ status: 400 });
  });
});
