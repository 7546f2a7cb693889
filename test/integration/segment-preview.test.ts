import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ADMIN_HEADERS, call, newClient, newMember } from '../../local/walks/api.js';
import { creditPoints } from '../../local/walks/points.js';
import { runSegmentBuild } from '../../local/segment-builds.js';
import { documentClient, tableName } from '../../shared/data/client.js';
import { RANK_SHARDS } from '../../shared/points/index.js';
import { rankEntryKey } from '../../shared/points/keys.js';
import { previewSegment } from '../../shared/segment-triggers/index.js';
import { estimateCount } from '../../shared/segments/index.js';

/**
 * A draft filter's preview: the count (exact in a small program, estimated from a random sample of
 * the member sample line in a large one) and members it holds for, with nothing written.
 */

const earners = (points: number) => ({ all: [{ field: 'member.lifetime_points', op: 'gte', value: points }] });

describe('segment preview', () => {
  let clientId: string;
  let apiKey: string;
  let base: string;
  const preview = (filter: unknown) => call('POST', `${base}/preview`, { headers: ADMIN_HEADERS, body: { filter } });
  /** Members credited 0, 30, 60, ... points; answers them in that order. */
  const program = async (size: number) => {
    const members = await Promise.all(Array.from({ length: size }, () => newMember(apiKey)));
    await Promise.all(members.map((member, n) => creditPoints(clientId, member.id, n * 30)));
    return members.map((member, n) => ({ id: member.id as number, points: n * 30 }));
  };

  beforeEach(async () => {
    ({ clientId, apiKey } = await newClient({ custom_attributes: ['team'] }));
    base = `/admin/v1/clients/${clientId}/segments`;
  });

  it('counts a small program exactly and shows members the filter holds for, writing nothing', async () => {
    const members = await program(12);

    const answer = await preview(earners(150));
    const segments = await call('GET', base, { headers: ADMIN_HEADERS, query: { include_archived: 'true' } });

    const expected = members.filter((member) => member.points >= 150).map((member) => member.id);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ member_count: expected.length, exact: true, low: expected.length, high: expected.length, members_read: 12, program_members: 12 });
    expect(answer.body.sample_members.map((member: { user_id: number }) => member.user_id).sort()).toEqual([...expected].sort());
    expect(answer.body.sample_members[0]).toEqual({ user_id: expect.any(Number), first_name: 'Test', last_name: 'Member', email_address: expect.any(String) });
    expect(segments.body.segments).toEqual([]);
  });

  it('reads static segments and custom data as a build does, and refuses a filter that names no static segment in use', async () => {
    const [red, blue, other] = await Promise.all([newMember(apiKey, { custom_data: { team: 'red' } }), newMember(apiKey, { custom_data: { team: 'blue' } }), newMember(apiKey)]);
    const vip = (await call('POST', base, { headers: ADMIN_HEADERS, body: { name: 'VIP' } })).body;
    await call('POST', `${base}/${vip.segment_id}/members`, { headers: ADMIN_HEADERS, body: { add: [red.id, other.id] } });

    const both = await preview({ all: [{ field: `in_segment.${vip.segment_id}`, op: 'eq', value: true }, { field: 'member.custom_data.team', op: 'eq', value: 'red' }] });
    const outside = await preview({ all: [{ field: `in_segment.${vip.segment_id}`, op: 'eq', value: false }] });
    const unknown = await preview({ all: [{ field: 'in_segment.999999', op: 'eq', value: true }] });
    const badField = await preview({ all: [{ field: 'member.shoe_size', op: 'eq', value: 9 }] });

    expect(both.body).toMatchObject({ member_count: 1, exact: true, sample_members: [expect.objectContaining({ user_id: red.id })] });
    expect(outside.body).toMatchObject({ member_count: 1, sample_members: [expect.objectContaining({ user_id: blue.id })] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('filter: in_segment.999999 names no segment of the program in use');
    expect(badField.status).toBe(400);
    expect(badField.body.message).toMatch(/^filter\.all\.0\.field: /);
  });

  it('estimates a large program from the members after a random point of each shard of the sample line', async () => {
    const members = await program(40);
    const start = 2 ** 46;

    const answer = await previewSegment(clientId, { filter: earners(600) as never }, { exactUpTo: 10, sampleSize: 16, start });

    // Per shard, its share of the sample: the members at or after the start by id, going round to the lowest ids.
    const sampled = Array.from({ length: RANK_SHARDS }, (_unused, shard) => {
      const line = members.filter((member) => member.id % RANK_SHARDS === shard).sort((a, b) => a.id - b.id);
      return [...line.filter((member) => member.id >= start), ...line.filter((member) => member.id < start)].slice(0, Math.ceil(16 / RANK_SHARDS));
    }).flat();
    const matched = sampled.filter((member) => member.points >= 600);
    const truth = members.filter((member) => member.points >= 600).length;
    expect(answer).toMatchObject({ exact: false, members_read: sampled.length, program_members: 40, ...estimateCount(matched.length, sampled.length, 40) });
    expect(answer.sample_members.map((member) => member.user_id)).toEqual(matched.map((member) => member.id));
    expect(answer.low).toBeLessThanOrEqual(answer.member_count);
    expect(answer.high).toBeGreaterThanOrEqual(answer.member_count);
    expect(answer.high).toBeLessThanOrEqual(40 - (sampled.length - matched.length));
    expect(truth).toBe(20);
  });

  it('says it estimates while members registered before the sample line are off it, and counts exactly once a build has walked them onto it', async () => {
    const members = await program(6);
    for (const member of members.slice(0, 2)) {
      await documentClient.send(new UpdateCommand({ TableName: tableName(), Key: rankEntryKey(clientId, member.id), UpdateExpression: 'REMOVE GSI3PK, GSI3SK' }));
    }

    const partial = await preview(earners(0));
    const segment = (await call('POST', base, { headers: ADMIN_HEADERS, body: { name: 'Everyone', kind: 'dynamic', filter: earners(0) } })).body;
    await runSegmentBuild(clientId, segment);
    const whole = await preview(earners(0));

    expect(partial.body).toMatchObject({ exact: false, members_read: 4, program_members: 6, member_count: 6, low: 4, high: 6 });
    expect(whole.body).toMatchObject({ exact: true, members_read: 6, program_members: 6, member_count: 6 });
  });

  it('answers 404 for an unknown program', async () => {
    const answer = await call('POST', '/admin/v1/clients/999999999/segments/preview', { headers: ADMIN_HEADERS, body: { filter: earners(1) } });
    expect(answer.status).toBe(404);
  });
});
