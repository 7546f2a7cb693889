import { advanceClock, resetClock } from '../../../shared/support/clock.js';
import { call, newClient, newMember, resendingRefusals } from '../../../local/walks/api.js';
import { credit, inParallel, newActivity } from '../../../local/walks/points.js';
import { streamDispatch } from '../../helpers/stream-dispatch.js';

/** The rank mover counts moves from the stream: ranks are read once the stream is drained. */
const { dispatch: countRankMoves } = streamDispatch();

const get = (apiKey: string, path: string, query: Record<string, string | number> = {}) => call('GET', path, { query: { api_key: apiKey, ...query } });

/** Expected ranks by brute force: 1 + members with more; neighbours in (points desc, id asc) order. */
function bruteForce(totals: Map<number, number>) {
  const order = [...totals].sort(([idA, a], [idB, b]) => b - a || idA - idB);
  const rankOf = (points: number) => 1 + [...totals.values()].filter((p) => p > points).length;
  return (id: number) => {
    const position = order.findIndex(([member]) => member === id);
    const neighbour = (entry: [number, number] | undefined) => (entry ? [{ id: entry[0], total_points: entry[1], rank: rankOf(entry[1]) }] : []);
    return { rank: rankOf(totals.get(id)!), ahead: neighbour(order[position - 1]), behind: neighbour(order[position + 1]) };
  };
}

describe('points ledger consistency and ranks', () => {
  let clientId: string;
  let apiKey: string;
  const members: any[] = [];
  const totals = new Map<number, number>();
  beforeAll(async () => {
    ({ clientId, apiKey } = await newClient());
    members.push(...(await Promise.all(Array.from({ length: 20 }, (_, i) => newMember(apiKey, { username: `ranked${i}${Date.now()}` })))));
    for (const member of members) totals.set(member.id, 0);
  }, 60_000);
  afterAll(() => resetClock());

  it('counts a new member at 0 points in total_registrations and ranks them together', async () => {
    const res = await get(apiKey, `/v2/users/${members[0].id}/rank`);

    expect(res.body).toMatchObject({ total_registrations: '20', rank: 1, weekly_rank: 1, monthly_rank: 1 });
    expect(res.body.ahead.length + res.body.behind.length).toBeGreaterThan(0);
  });

  it('after 200 random parallel credits each member total equals the sum of its history, and ranks match a brute-force count', async () => {
    const activities = await Promise.all([newActivity(clientId, { num_points: 5 }), newActivity(clientId, { name: 'Vary', num_points: 1 })]);
    const credits = Array.from({ length: 200 }, (_, i) => ({
      member: members[Math.floor(Math.random() * 20)],
      body: i % 3 === 0 ? { activity_id: activities[0]!.id } : { activity_id: activities[1]!.id, num_points: 1 + Math.floor(Math.random() * 400) },
    }));

    const results = await inParallel(credits.map(({ member, body }) => () => resendingRefusals(() => credit(apiKey, member.id, body))), 8);

    expect(results.map((r) => [r.status, r.body.awarded])).toEqual(results.map(() => [200, true]));
    credits.forEach(({ member }, i) => totals.set(member.id, totals.get(member.id)! + results[i]!.body.num_points));
    await countRankMoves();
    const expected = bruteForce(totals);
    for (const member of members) {
      const summary = await get(apiKey, `/v2/users/${member.id}/points`, { limit: 500 });
      const history = await get(apiKey, `/v2/users/${member.id}/activity_history`, { limit: 500 });
      const rank = await get(apiKey, `/v2/users/${member.id}/rank`);
      const historySum = history.body.reduce((sum: number, record: any) => sum + record.num_points, 0);
      expect(summary.body.total_points).toBe(totals.get(member.id));
      expect(historySum).toBe(summary.body.total_points);
      expect(summary.body.redeemable_points).toBe(summary.body.total_points);
      const want = expected(member.id);
      expect(rank.body).toMatchObject({ total_registrations: '20', rank: want.rank, weekly_rank: want.rank, monthly_rank: want.rank });
      expect(rank.body.ahead.map(({ id, total_points, rank: r }: any) => ({ id, total_points, rank: r }))).toEqual(want.ahead);
      expect(rank.body.behind.map(({ id, total_points, rank: r }: any) => ({ id, total_points, rank: r }))).toEqual(want.behind);
    }
  }, 180_000);

  it('shows the neighbours username and nulls their weekly and monthly ranks', async () => {
    const res = await get(apiKey, `/v2/users/${members[3].id}/rank`);
    const neighbour = [...res.body.ahead, ...res.body.behind][0];

    expect(neighbour.username).toMatch(/^ranked\d/);
    expect(neighbour).toMatchObject({ network1_user_id: null, weekly_rank: null, monthly_rank: null });
  });

  it('starts weekly ranks afresh in a new week while the overall rank stays', async () => {
    const leader = [...totals].sort(([, a], [, b]) => b - a)[0]![0];
    const trailer = [...totals].sort(([, a], [, b]) => a - b)[0]![0];
    const activity = await newActivity(clientId, { num_points: 3 });
    advanceClock(7 * 86_400);

    await credit(apiKey, trailer, { activity_id: activity.id });
    await countRankMoves();
    const leaderRank = await get(apiKey, `/v2/users/${leader}/rank`);
    const trailerRank = await get(apiKey, `/v2/users/${trailer}/rank`);

    expect(leaderRank.body).toMatchObject({ rank: 1, weekly_rank: 2 });
    expect(trailerRank.body.weekly_rank).toBe(1);
  }, 30_000);

  it('reports ranks and fan level on the user', async () => {
    const res = await get(apiKey, `/v2/users/${members[0].id}`);
    expect(res.body).toMatchObject({ rank: expect.any(Number), weekly_rank: expect.any(Number), monthly_rank: expect.any(Number), fan_level: '' });
  });

  it('answers param_error for the rank of an unknown member', async () => {
    const res = await get(apiKey, '/v2/users/31337/rank');
    expect(res).toMatchObject({ status: 400, body: { error: 'param_error', message: 'user does not exist' } });
  });
});
