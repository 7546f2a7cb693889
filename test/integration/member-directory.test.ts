import { advanceClock, resetClock } from '../../shared/support/clock.js';
import { call, newClient, newMember, unique } from '../../local/walks/api.js';
import { signedInOperator } from '../../local/walks/operators.js';
import { creditPoints } from '../../local/walks/points.js';
import { streamDispatch } from '../helpers/stream-dispatch.js';

/** Lifetime order is the rank index, which the rank mover keeps from the stream: read once it is drained. */
const { dispatch: countRankMoves } = streamDispatch();

/**
 * The member list (GET /admin/v1/clients/{client_id}/members): a program's members browsed by
 * joined date and by points, filtered, and searched by the prefix of a name, an identifier or
 * the exact id, every page from the directory's indexes as the member writes keep them.
 */

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const DAY = 86_400;

describe('the member list', () => {
  afterAll(() => resetClock());
  let clientId: string;
  let apiKey: string;
  let viewer: string;
  let support: string;
  const people: Record<string, { id: number }> = {};
  const list = (query: Record<string, string> = {}, token = viewer) =>
    call('GET', `/admin/v1/clients/${clientId}/members`, { headers: bearer(token), query });
  const idsOf = (res: { body: { members: Array<{ id: number }> } }) => res.body.members.map((member) => member.id);

  beforeAll(async () => {
    ({ clientId, apiKey } = await newClient({
      tiers: { version: 2, timeframe: 'lifetime', levels: [{ id: 'base', title: 'Base', min_value: 0 }, { id: 'gold', title: 'Gold', min_value: 100 }] },
    }));
    ({ token: viewer } = await signedInOperator('viewer'));
    ({ token: support } = await signedInOperator('support'));
    const join = async (key: string, profile: Record<string, unknown>, points: number) => {
      const member = await newMember(apiKey, { username: unique(key), email_address: `${unique(key)}@example.com`, ...profile });
      if (points > 0) await creditPoints(clientId, member.id, points);
      people[key] = member;
      // A day apart, in this order: the newest first is the reverse.
      advanceClock(DAY);
    };
    await join('ada', { first_name: 'Ada', last_name: 'Lovelace', mobile_phone_number: '555-0101', third_party_id: 'IMP1', email_address: `ada.${unique('')}@example.com` }, 250);
    await join('adam', { first_name: 'Adam', last_name: 'Smith' }, 40);
    await join('grace', { first_name: 'Grace', last_name: 'Hopper', mobile_phone_number: '555.0199' }, 120);
    await join('alan', { first_name: 'Alan', last_name: 'Turing', is_active: false }, 0);
    await join('elodie', { first_name: 'Élodie', last_name: 'Durand' }, 10);
  });

  it('finds members by the prefix of a first name or a surname, in any case and without accents', async () => {
    const [byFirst, bySurname, byFull, byAccent] = await Promise.all([list({ q: 'ada' }), list({ q: 'LOVEL' }), list({ q: 'ada lov' }), list({ q: 'elodie' })]);

    expect(new Set(idsOf(byFirst))).toEqual(new Set([people.ada!.id, people.adam!.id]));
    expect(idsOf(bySurname)).toEqual([people.ada!.id]);
    expect(idsOf(byFull)).toEqual([people.ada!.id]);
    expect(byAccent.body.members).toEqual([expect.objectContaining({ id: people.elodie!.id, first_name: 'Élodie', last_name: 'Durand' })]);
  });

  it('finds members by the prefix of a phone number however it is written, of a third-party id, of an e-mail, and by their exact id', async () => {
    const [byPhone, byThirdParty, byEmail, byId, nameOnly] = await Promise.all([
      list({ q: '555 01', search_in: 'mobile_phone_number' }),
      list({ q: 'imp', search_in: 'third_party_id' }),
      list({ q: 'ada.', search_in: 'email' }),
      list({ q: String(people.grace!.id) }),
      list({ q: 'imp', search_in: 'name' }),
    ]);

    expect(new Set(idsOf(byPhone))).toEqual(new Set([people.ada!.id, people.grace!.id]));
    expect(idsOf(byThirdParty)).toEqual([people.ada!.id]);
    expect(idsOf(byEmail)).toEqual([people.ada!.id]);
    expect(idsOf(byId)).toEqual([people.grace!.id]);
    expect(idsOf(nameOnly)).toEqual([]);
  });

  it('answers each row with what a support desk scans for: names, contacts, tier, standing, joined date and balances', async () => {
    const res = await list({ q: 'grace' });

    expect(res).toMatchObject({ status: 200, body: { next_cursor: null } });
    expect(res.body.members).toEqual([
      {
        id: people.grace!.id,
        first_name: 'Grace',
        last_name: 'Hopper',
        email_address: expect.stringMatching(/@example\.com$/),
        mobile_phone_number: '555.0199',
        third_party_id: null,
        username: expect.any(String),
        tier_id: 'gold',
        is_active: true,
        date_created: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
        total_points: 120,
        redeemable_points: 120,
      },
    ]);
  });

  it('lists the newest members first, or the oldest, and pages through every member exactly once', async () => {
    const everyone = ['ada', 'adam', 'grace', 'alan', 'elodie'].map((key) => people[key]!.id);

    const newest = await list();
    const oldest = await list({ order: 'asc' });
    const pages: number[][] = [];
    let cursor: string | undefined;
    do {
      const page = await list({ limit: '2', ...(cursor ? { cursor } : {}) });
      pages.push(idsOf(page));
      cursor = page.body.next_cursor ?? undefined;
    } while (cursor);

    expect(idsOf(newest)).toEqual([...everyone].reverse());
    expect(idsOf(oldest)).toEqual(everyone);
    expect(pages.flat()).toEqual([...everyone].reverse());
    expect(pages.every((page) => page.length <= 2)).toBe(true);
  });

  it('pages a filtered list without losing or repeating a member: what a full page leaves unread comes first on the next', async () => {
    const active = ['elodie', 'grace', 'adam', 'ada'].map((key) => people[key]!.id);

    const pages: number[][] = [];
    let cursor: string | undefined;
    do {
      const page = await list({ is_active: 'true', limit: '1', ...(cursor ? { cursor } : {}) });
      pages.push(idsOf(page));
      cursor = page.body.next_cursor ?? undefined;
    } while (cursor && pages.length < 10);

    expect(pages.flat()).toEqual(active);
  });

  it('sorts by redeemable and by lifetime points, and filters by points, tier, standing and joined dates', async () => {
    const joinedDay = (key: string) => list({ q: String(people[key]!.id) }).then((res) => res.body.members[0].date_created.slice(0, 10));
    const [graceDay, alanDay] = await Promise.all([joinedDay('grace'), joinedDay('alan')]);
    await countRankMoves();

    const [byRedeemable, byLifetimeAsc, rich, gold, inactive, joined] = await Promise.all([
      list({ sort: 'redeemable_points' }),
      list({ sort: 'lifetime_points', order: 'asc' }),
      list({ sort: 'redeemable_points', redeemable_points_min: '40', redeemable_points_max: '200' }),
      list({ tier_id: 'gold' }),
      list({ is_active: 'false' }),
      list({ joined_since: graceDay, joined_until: alanDay, order: 'asc' }),
    ]);

    expect(idsOf(byRedeemable)).toEqual(['ada', 'grace', 'adam', 'elodie', 'alan'].map((key) => people[key]!.id));
    expect(idsOf(byLifetimeAsc)).toEqual(['alan', 'elodie', 'adam', 'grace', 'ada'].map((key) => people[key]!.id));
    expect(idsOf(rich)).toEqual([people.grace!.id, people.adam!.id]);
    expect(new Set(idsOf(gold))).toEqual(new Set([people.ada!.id, people.grace!.id]));
    expect(idsOf(inactive)).toEqual([people.alan!.id]);
    expect(idsOf(joined)).toEqual([people.grace!.id, people.alan!.id]);
  });

  it('follows the member writes: a new name, a new e-mail address and a balance that moves change where the member is found', async () => {
    const member = await newMember(apiKey, { first_name: 'Zelda', last_name: 'Quill', email_address: `zq.${unique('')}@example.com` });
    const renamed = `zr.${unique('')}@example.com`;

    const update = await call('PUT', `/v2/users/${member.id}`, { query: { api_key: apiKey }, body: { first_name: 'Zora', email_address: renamed } });
    await creditPoints(clientId, member.id, 5_000);
    const [oldName, newName, oldEmail, newEmail, top] = await Promise.all([
      list({ q: 'zelda' }),
      list({ q: 'zora q' }),
      list({ q: 'zq.', search_in: 'email' }),
      list({ q: renamed, search_in: 'email' }),
      list({ sort: 'redeemable_points', limit: '1' }),
    ]);

    expect(update.status).toBe(200);
    expect(idsOf(oldName)).toEqual([]);
    expect(idsOf(newName)).toEqual([member.id]);
    expect(idsOf(oldEmail)).toEqual([]);
    expect(idsOf(newEmail)).toEqual([member.id]);
    expect(idsOf(top)).toEqual([member.id]);
  });

  it('no longer lists a member whose deletion was requested', async () => {
    const member = await newMember(apiKey, { first_name: 'Quentin', last_name: 'Leaving' });

    const deleted = await call('DELETE', `/admin/v1/clients/${clientId}/members/${member.id}`, { headers: bearer(support) });
    const found = await list({ q: 'quentin' });

    expect(deleted.status).toBeLessThan(300);
    expect(idsOf(found)).toEqual([]);
  });

  it('refuses a search with a sort, bounds the wrong way round, and a cursor that is not this request’s, naming the field', async () => {
    const other = await list({ sort: 'redeemable_points', limit: '1' });

    const answers = await Promise.all([
      list({ q: 'ada', sort: 'joined' }),
      list({ redeemable_points_min: '10', redeemable_points_max: '5' }),
      list({ joined_since: '2026-05-02', joined_until: '2026-05-01' }),
      list({ cursor: other.body.next_cursor }),
      list({ cursor: 'bm90LWpzb24' }),
      list({ sort: 'fame' }),
      list({ limit: '0' }),
    ]);

    expect(answers.map((res) => [res.status, res.body.error])).toEqual(Array(7).fill([400, 'param_error']));
    expect(answers.map((res) => res.body.message.split(/[: ]/)[0])).toEqual([
      'sort',
      'redeemable_points_max',
      'joined_until',
      'cursor',
      'cursor',
      'sort',
      'limit',
    ]);
  });
});
