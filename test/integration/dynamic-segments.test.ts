import { ADMIN_HEADERS, call, newClient, newMember } from '../../local/walks/api.js';
import { memberOutboxEvents } from '../../local/walks/outbox.js';
import { creditPoints } from '../../local/walks/points.js';
import { runSegmentBuild } from '../../local/segment-builds.js';
import { getMember } from '../../shared/member-store/index.js';
import { reevaluateSegments } from '../../shared/segment-triggers/index.js';

/**
 * Dynamic segments: the members a filter holds for, filled by a build over the program's members
 * and kept current from the stream (each member an event is about decided again), with one
 * entered or exited event per change, and counts that equal a brute-force count.
 */

const earners = (points: number) => ({ all: [{ field: 'member.lifetime_points', op: 'gte', value: points }] });

describe('dynamic segments', () => {
  let clientId: string;
  let apiKey: string;
  let base: string;
  const admin = (method: string, path: string, body?: unknown) => call(method, `${base}${path}`, { headers: ADMIN_HEADERS, body });
  const made = async (name: string, filter: unknown) => {
    const answer = await admin('POST', '', { name, kind: 'dynamic', filter });
    if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
    return answer.body;
  };
  const built = async (segment: { segment_id: string; version: number }) => {
    await runSegmentBuild(clientId, segment);
    return (await admin('GET', `/${segment.segment_id}`)).body;
  };
  const listed = async (segmentId: string) =>
    (await call('GET', `${base}/${segmentId}/members`, { headers: ADMIN_HEADERS, query: { limit: '100' } })).body.members.map((member: any) => member.user_id);
  /** The stream's part: the member's events handed to the re-evaluation, as the dispatcher does. */
  const streamed = async (memberId: number) => reevaluateSegments(await memberOutboxEvents(clientId, memberId));
  const segmentEvents = async (memberId: number, segmentId: string) =>
    (await memberOutboxEvents(clientId, memberId)).filter((event) => event.data.segment_id === segmentId).map((event) => event.type);

  // A program each: every dynamic segment of a program decides each member the stream brings.
  beforeEach(async () => {
    ({ clientId, apiKey } = await newClient({ custom_attributes: ['team'] }));
    base = `/admin/v1/clients/${clientId}/segments`;
  });

  it('builds: a new dynamic segment is building, then ready with exactly the members its filter holds for', async () => {
    const members = await Promise.all(Array.from({ length: 10 }, () => newMember(apiKey)));
    await Promise.all(members.map((member, n) => creditPoints(clientId, member.id, n * 30)));

    const segment = await made('Earned 150', earners(150));
    const after = await built(segment);

    expect(segment).toMatchObject({ kind: 'dynamic', status: 'building', filter: earners(150), build: { members_walked: 0, finished_at: null } });
    const expected = members.filter((_member, n) => n * 30 >= 150).map((member) => member.id);
    expect(after).toMatchObject({ status: 'ready', member_count: expected.length, build: { finished_at: expect.any(String), failure: null } });
    expect(after.build.members_walked).toBeGreaterThanOrEqual(members.length);
    expect(await listed(segment.segment_id)).toEqual(expect.arrayContaining(expected));
    expect((await listed(segment.segment_id)).length).toBe(expected.length);
    expect(await segmentEvents(expected[0], segment.segment_id)).toEqual(['segment.entered']);
  });

  it('follows a member from the stream: in once it earns enough, out once it loses it, each event once', async () => {
    const segment = await built(await made('Holding 500', { all: [{ field: 'member.redeemable_points', op: 'gte', value: 500 }] }));
    const member = await newMember(apiKey);

    await creditPoints(clientId, member.id, 600);
    const joined = await streamed(member.id);
    const again = await streamed(member.id);
    const inside = await listed(segment.segment_id);
    const adjusted = await call('POST', `/admin/v1/clients/${clientId}/members/${member.id}/points_adjustments`, { headers: ADMIN_HEADERS, body: { points: -200, reason: 'Returned goods' } });
    expect(adjusted.status).toBe(201);
    const left = await streamed(member.id);

    expect(joined).toMatchObject({ joined: 1, left: 0 });
    expect(again).toMatchObject({ joined: 0, left: 0 });
    expect(inside).toContain(member.id);
    expect(left).toMatchObject({ joined: 0, left: 1 });
    expect(await listed(segment.segment_id)).not.toContain(member.id);
    expect((await segmentEvents(member.id, segment.segment_id)).sort()).toEqual(['segment.entered', 'segment.exited']);
  });

  it('follows profile changes, and static segments through in_segment', async () => {
    const vip = (await admin('POST', '', { name: 'VIP list' })).body;
    const fans = await built(await made('Jets fans on the VIP list', { all: [{ field: 'member.custom_data.team', op: 'eq', value: 'Jets' }, { field: `in_segment.${vip.segment_id}`, op: 'eq', value: true }] }));
    const member = await newMember(apiKey);

    const updated = await call('PUT', `/v2/users/${member.id}`, { query: { api_key: apiKey }, body: { custom_data: { team: 'Jets' } } });
    expect(updated.status).toBe(200);
    expect(await streamed(member.id)).toMatchObject({ joined: 0 });
    await admin('POST', `/${vip.segment_id}/members`, { add: [member.id] });
    expect(await streamed(member.id)).toMatchObject({ joined: 1 });
    expect(await listed(fans.segment_id)).toContain(member.id);
    await admin('POST', `/${vip.segment_id}/members`, { remove: [member.id] });
    expect(await streamed(member.id)).toMatchObject({ left: 1 });
  });

  it('builds again when its filter changes: members the new filter leaves out leave, and the count stays exact', async () => {
    const segment = await built(await made('Earned 60', earners(60)));
    const changed = await admin('PUT', `/${segment.segment_id}`, { name: 'Earned 210', kind: 'dynamic', filter: earners(210) });
    const rebuilt = await built(changed.body);
    const renamed = await admin('PUT', `/${segment.segment_id}`, { name: 'Earned 210 or more', kind: 'dynamic', filter: earners(210) });

    expect(changed.body).toMatchObject({ status: 'building', version: segment.version + 1 });
    expect(rebuilt.status).toBe('ready');
    const ids = await listed(segment.segment_id);
    const points = await Promise.all(ids.map(async (id: number) => (await getMember(clientId, id))?.total_points ?? 0));
    expect(points.every((value) => value >= 210)).toBe(true);
    expect(rebuilt.member_count).toBe(ids.length);
    expect(renamed.body).toMatchObject({ status: 'ready', name: 'Earned 210 or more' });
  });

  it('counts exactly after a random workload: the count equals a brute-force count over the members', async () => {
    const { clientId: program, apiKey: key } = await newClient();
    const segment = (await call('POST', `/admin/v1/clients/${program}/segments`, { headers: ADMIN_HEADERS, body: { name: 'Over 100', kind: 'dynamic', filter: earners(100) } })).body;
    await runSegmentBuild(program, segment);
    const members = await Promise.all(Array.from({ length: 16 }, () => newMember(key)));
    let seed = 7;
    const random = () => {
      seed = (seed * 48271) % 2147483647;
      return seed / 2147483647;
    };
    for (let round = 0; round < 3; round++) {
      await Promise.all(members.map((member) => (random() < 0.6 ? creditPoints(program, member.id, Math.floor(random() * 80)) : undefined)));
      // Members' events handed to the re-evaluation in batches, some twice, as the stream may hand a batch over again.
      for (const member of members) if (random() < 0.7) await reevaluateSegments(await memberOutboxEvents(program, member.id));
    }
    for (const member of members) await reevaluateSegments(await memberOutboxEvents(program, member.id));

    const totals = await Promise.all(members.map(async (member) => (await getMember(program, member.id))?.total_points ?? 0));
    const answer = (await call('GET', `/admin/v1/clients/${program}/segments/${segment.segment_id}`, { headers: ADMIN_HEADERS })).body;
    const members100 = (await call('GET', `/admin/v1/clients/${program}/segments/${segment.segment_id}/members`, { headers: ADMIN_HEADERS, query: { limit: '100' } })).body.members;
    expect(answer.member_count).toBe(totals.filter((total) => total >= 100).length);
    expect(members100.length).toBe(answer.member_count);
  });

  it('refuses a dynamic segment without a filter, a static one with one, an unknown field, a dynamic in_segment, a kind change and a member change, naming each', async () => {
    const dynamic = await made('Any earner', earners(1));
    const noFilter = await admin('POST', '', { name: 'Nothing', kind: 'dynamic' });
    const staticFilter = await admin('POST', '', { name: 'Static', filter: earners(1) });
    const unknownField = await admin('POST', '', { name: 'Bad', kind: 'dynamic', filter: { all: [{ field: 'member.shoe_size', op: 'gt', value: 40 }] } });
    const onDynamic = await admin('POST', '', { name: 'Nested', kind: 'dynamic', filter: { all: [{ field: `in_segment.${dynamic.segment_id}`, op: 'eq', value: true }] } });
    const unknownSegment = await admin('POST', '', { name: 'Nested', kind: 'dynamic', filter: { all: [{ field: 'in_segment.99999', op: 'eq', value: true }] } });
    const kindChange = await admin('PUT', `/${dynamic.segment_id}`, { name: 'Any earner' });
    const memberChange = await admin('POST', `/${dynamic.segment_id}/members`, { add: [1] });

    expect(noFilter).toMatchObject({ status: 400, body: { message: expect.stringContaining('filter') } });
    expect(staticFilter).toMatchObject({ status: 400, body: { message: expect.stringContaining('filter') } });
    expect(unknownField).toMatchObject({ status: 400, body: { message: expect.stringContaining('member.shoe_size') } });
    expect(onDynamic).toMatchObject({ status: 400, body: { message: expect.stringContaining('static segments only') } });
    expect(unknownSegment).toMatchObject({ status: 400, body: { message: expect.stringContaining('in_segment.99999') } });
    expect(kindChange).toMatchObject({ status: 400, body: { message: expect.stringContaining('kind') } });
    expect(memberChange).toMatchObject({ status: 409, body: { message: expect.stringContaining('dynamic') } });
  });

  it("keeps a static segment a filter reads from being archived, and reads no inherited key as a custom attribute", async () => {
    const vip = (await admin('POST', '', { name: 'VIP' })).body;
    const readers = await made('VIP readers', { all: [{ field: `in_segment.${vip.segment_id}`, op: 'eq', value: true }] });
    const inherited = await built(await made('Has a constructor', { all: [{ field: 'member.custom_data.constructor', op: 'exists' }] }));

    const archive = await admin('POST', `/${vip.segment_id}/archive`);

    expect(archive).toMatchObject({ status: 409, body: { message: expect.stringContaining(`segment ${readers.segment_id}`) } });
    expect(inherited.member_count).toBe(0);
  });

  it('decides with the segment as it stands: an archived dynamic segment takes no one in, a changed filter is the one that decides', async () => {
    const segment = await built(await made('Holding 50', { all: [{ field: 'member.redeemable_points', op: 'gte', value: 50 }] }));
    const member = await newMember(apiKey);
    await creditPoints(clientId, member.id, 80);
    const events = await memberOutboxEvents(clientId, member.id);

    await admin('POST', `/${segment.segment_id}/archive`);
    const afterArchive = await reevaluateSegments(events);

    expect(afterArchive).toMatchObject({ joined: 0 });
    expect((await admin('GET', `/${segment.segment_id}`)).body.member_count).toBe(0);
  });
});
