import { activeRule } from '../../local/walks/rules.js';
import { DeleteCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { birthdayWalkKey } from '../../shared/rules/keys.js';
import { documentClient, tableName } from '../../shared/data/client.js';
import type { OutboxEvent } from '../../shared/events/index.js';
import { memberPartitionKey } from '../../shared/member-store/keys.js';
import { creditTierReachedRules } from '../../shared/rule-triggers/index.js';
import { resetClock } from '../../shared/support/clock.js';
import { handler as celebrateBirthdaysHandler } from '../../functions/jobs/celebrate-birthdays.js';
import { asScheduledJob, clockTo } from '../helpers/jobs.js';
import { memberOutboxEvents } from '../../local/walks/outbox.js';
import { ADMIN_HEADERS, call, newClient, newMember } from '../../local/walks/api.js';
import { creditPoints } from '../../local/walks/points.js';
import { BRONZE_SILVER_GOLD } from '../../local/walks/rewards.js';
import { levelsReached } from '../../shared/points/index.js';
import type { TierSettings } from '../../shared/programs/index.js';
import { streamDispatch } from '../helpers/stream-dispatch.js';
import { failTransactions } from '../helpers/transaction-conflicts.js';

/**
 * Rule triggers no request carries: tier_reached rules credit a member for each level reached,
 * from the tier.changed event the stream brings, exactly once per level and event.
 */

/** The member's outbox events of a type, oldest first, as the stream hands them over. */
const outboxEvents = async (clientId: string, memberId: number, type: string) => (await memberOutboxEvents(clientId, memberId)).filter((event) => event.type === type);

const V2 = {
  version: 2,
  timeframe: 'lifetime',
  levels: [
    { id: 'gold', title: 'Gold', min_value: 1000 },
    { id: 'bronze', title: 'Bronze', min_value: 0 },
    { id: 'silver', title: 'Silver', min_value: 500 },
  ],
} as unknown as TierSettings;

describe('levels reached', () => {
  it('reaches every level above where the member was, up to where it is, lowest first', () => {
    expect(levelsReached(V2, 'bronze', 'silver')).toEqual(['silver']);
    expect(levelsReached(V2, 'bronze', 'gold')).toEqual(['silver', 'gold']);
    expect(levelsReached(V2, null, 'silver')).toEqual(['bronze', 'silver']);
  });

  it('reaches nothing on a move down, to no level, from a level the program no longer has, or without Tiers V2', () => {
    expect(levelsReached(V2, 'gold', 'bronze')).toEqual([]);
    expect(levelsReached(V2, 'silver', null)).toEqual([]);
    expect(levelsReached(V2, 'silver', 'silver')).toEqual([]);
    expect(levelsReached(V2, 'platinum', 'gold')).toEqual([]);
    expect(levelsReached({ ...V2, version: 1 } as TierSettings, 'bronze', 'gold')).toEqual([]);
    expect(levelsReached(undefined, 'bronze', 'gold')).toEqual([]);
  });
});

describe('tier_reached rules', () => {
  const { dispatch } = streamDispatch();
  let clientId: string;
  let apiKey: string;
  let admin: string;
  const rule = (body: Record<string, unknown>) => activeRule(clientId, body);
  const ledger = async (memberId: number) => (await call('GET', `${admin}/members/${memberId}/ledger`, { headers: ADMIN_HEADERS })).body.entries as any[];
  const totalOf = async (memberId: number) => (await call('GET', `/v2/users/${memberId}/points`, { query: { api_key: apiKey } })).body.total_points as number;

  let silver: any;
  let gold: any;
  beforeAll(async () => {
    ({ clientId, apiKey } = await newClient({ tiers: BRONZE_SILVER_GOLD }));
    admin = `/admin/v1/clients/${clientId}`;
    silver = await rule({ name: 'Welcome to Silver', trigger: { kind: 'tier_reached', tier_id: 'silver' }, effect: { kind: 'fixed', points: 450 } });
    gold = await rule({
      name: 'Welcome to Gold',
      trigger: { kind: 'tier_reached', tier_id: 'gold' },
      conditions: { all: [{ field: 'member.tier_id', op: 'eq', value: 'gold' }] },
      effect: { kind: 'fixed', points: 300 },
    });
  });

  it('credits the level reached once the stream brings tier.changed, and a bonus that crosses the next level credits that one too', async () => {
    const member = await newMember(apiKey);
    await creditPoints(clientId, member.id, 600);

    await dispatch();
    const entries = await ledger(member.id);

    // 600 reaches Silver (+450 = 1,050), which reaches Gold (+300).
    expect(await totalOf(member.id)).toBe(1_350);
    // Entries of one second list in no set order: by the balance each left.
    expect(entries.filter((entry) => entry.kind === 'rule').sort((a, b) => a.ending_total - b.ending_total)).toEqual([
      expect.objectContaining({ num_points: 450, name: 'Welcome to Silver', rule_id: silver.rule_id, rule_version: 1 }),
      expect.objectContaining({ num_points: 300, name: 'Welcome to Gold', rule_id: gold.rule_id, rule_version: 1 }),
    ]);
    const goldEntry = entries.find((entry) => entry.rule_id === gold.rule_id);
    const explained = await call('GET', `${admin}/members/${member.id}/ledger/${goldEntry.entry_id}/explain`, { headers: ADMIN_HEADERS });
    expect(explained.body).toMatchObject({ trigger: { kind: 'tier_reached', tier_id: 'gold' }, rules: expect.arrayContaining([expect.objectContaining({ rule_id: gold.rule_id, outcome: 'fired' })]) });
  });

  it('credits every level a single move jumps past, lowest first', async () => {
    const member = await newMember(apiKey);
    await creditPoints(clientId, member.id, 1_200);

    await dispatch();

    expect(await totalOf(member.id)).toBe(1_200 + 450 + 300);
    const changes = await outboxEvents(clientId, member.id, 'tier.changed');
    expect(changes.map((event) => event.data)).toEqual([{ user_id: member.id, from: 'bronze', to: 'gold' }]);
  });

  it('credits nothing for the same event handed over again, however many copies run at once', async () => {
    const member = await newMember(apiKey);
    await creditPoints(clientId, member.id, 500);
    await dispatch();
    const [reached] = await outboxEvents(clientId, member.id, 'tier.changed');

    const again = await Promise.all(Array.from({ length: 5 }, () => creditTierReachedRules([reached!])));

    expect(again.map((run) => run.points)).toEqual([0, 0, 0, 0, 0]);
    expect((await ledger(member.id)).filter((entry) => entry.kind === 'rule').map((entry) => entry.num_points)).toEqual([450]);
    expect(await totalOf(member.id)).toBe(950);
  });

  it("credits a later crossing of a level, then nothing for the earlier one handed over again, nor for an imported opening balance's", async () => {
    const member = await newMember(apiKey);
    await creditPoints(clientId, member.id, 500);
    await dispatch();
    const [first] = await outboxEvents(clientId, member.id, 'tier.changed');
    const later = { ...first!, id: 'evt_later_crossing', created_at: first!.created_at + 60 };

    const runs = [
      await creditTierReachedRules([later]),
      await creditTierReachedRules([first!]),
      await creditTierReachedRules([{ ...first!, id: 'evt_imported', created_at: first!.created_at + 120, data: { ...first!.data, opening_balance: true } }]),
    ];

    expect(runs).toEqual([
      { levels: 1, points: 450 },
      { levels: 1, points: 0 },
      { levels: 0, points: 0 },
    ]);
    expect(await totalOf(member.id)).toBe(500 + 450 + 450);
  });

  it('credits a level reached once per event: reached again after a drop, it credits again unless the rule limits it', async () => {
    const { clientId: otherId, apiKey: otherKey } = await newClient({ tiers: BRONZE_SILVER_GOLD });
    const made = await call('POST', `/admin/v1/clients/${otherId}/rules`, {
      headers: ADMIN_HEADERS,
      body: {
        status: 'active',
        name: 'Silver, once a lifetime',
        trigger: { kind: 'tier_reached', tier_id: 'silver' },
        limits: { per_member: { count: 1, period: 'lifetime' } },
        effect: { kind: 'fixed', points: 10 },
      },
    });
    expect(made.status).toBe(201);
    const member = await newMember(otherKey);
    await creditPoints(otherId, member.id, 500);
    await dispatch();
    const [first] = await outboxEvents(otherId, member.id, 'tier.changed');

    const replayed = await creditTierReachedRules([{ ...first!, id: 'evt_another_crossing' }]);

    expect(replayed).toEqual({ levels: 1, points: 0 });
    expect((await call('GET', `/v2/users/${member.id}/points`, { query: { api_key: otherKey } })).body.total_points).toBe(510);
  });

  it('refuses a tier_reached rule whose level the program does not have, or whose levels members do not reach by points', async () => {
    const unknown = await call('POST', `${admin}/rules`, { headers: ADMIN_HEADERS, body: { name: 'Platinum', trigger: { kind: 'tier_reached', tier_id: 'platinum' }, effect: { kind: 'fixed', points: 1 } } });
    const { clientId: untiered } = await newClient();
    const none = await call('POST', `/admin/v1/clients/${untiered}/rules`, {
      headers: ADMIN_HEADERS,
      body: { name: 'Gold', trigger: { kind: 'tier_reached', tier_id: 'gold' }, effect: { kind: 'fixed', points: 1 } },
    });

    expect(unknown).toMatchObject({ status: 400, body: { error: 'input_error', message: 'trigger.tier_id: the program has no level platinum (it has bronze, silver, gold)' } });
    expect(none).toMatchObject({ status: 400, body: { error: 'input_error', message: expect.stringMatching(/^trigger\.tier_id: members reach levels by their points only under Tiers V2; this program has no tiers/) } });
  });
});

describe('birthday rules', () => {
  const DAY = 86_400;
  const runJob = asScheduledJob('CelebrateBirthdays', celebrateBirthdaysHandler);
  const celebrate = () => runJob({}, { getRemainingTimeInMillis: () => 60_000 });
  let apiKey: string;
  let admin: string;
  /** Noon UTC four days on: the run's now, far from a date line, with the members (made now) joined before the birthdays tested. */
  let noon: number;
  const bornOn = (daysFromNoon: number) => {
    const day = new Date((noon + daysFromNoon * DAY) * 1000);
    return Date.UTC(1990, day.getUTCMonth(), day.getUTCDate()) / 1000;
  };
  const totalOf = async (memberId: number) => (await call('GET', `/v2/users/${memberId}/points`, { query: { api_key: apiKey } })).body.total_points as number;

  beforeAll(async () => {
    let clientId: string;
    ({ clientId, apiKey } = await newClient({ time_zone: 'UTC' }));
    admin = `/admin/v1/clients/${clientId}`;
    const made = await call('POST', `${admin}/rules`, {
      headers: ADMIN_HEADERS,
      body: { status: 'active', name: 'Happy birthday', trigger: { kind: 'birthday' }, effect: { kind: 'fixed', points: 100 } },
    });
    expect(made.status).toBe(201);
    noon = (Math.floor(Date.now() / 1000 / DAY) + 4) * DAY + DAY / 2;
  });
  afterEach(() => resetClock());

  it('celebrates a member on its birthday and up to two days late, once, however many runs overlap', async () => {
    const today = await newMember(apiKey, { date_of_birth: bornOn(0) });
    const late = await newMember(apiKey, { date_of_birth: bornOn(-2) });
    const tooLate = await newMember(apiKey, { date_of_birth: bornOn(-3) });
    const tomorrow = await newMember(apiKey, { date_of_birth: bornOn(1) });
    clockTo(noon);

    const runs = [...(await Promise.all([celebrate(), celebrate(), celebrate()])), await celebrate()];
    const entries = (await call('GET', `${admin}/members/${today.id}/ledger`, { headers: ADMIN_HEADERS })).body.entries;

    expect(await Promise.all([today, late, tooLate, tomorrow].map((member) => totalOf(member.id)))).toEqual([100, 100, 0, 0]);
    expect(runs.reduce((sum, run) => sum + run.pointsCredited, 0)).toBe(200);
    expect(entries).toEqual([expect.objectContaining({ kind: 'rule', num_points: 100, name: 'Happy birthday', rule_version: 1 })]);
  });

  it('does not celebrate a birthday that came before the member joined, even within the days a late run makes up', async () => {
    clockTo(noon);
    const joinedAfter = await newMember(apiKey, { date_of_birth: bornOn(-1) });

    await celebrate();

    expect(await totalOf(joinedAfter.id)).toBe(0);
  });

  it('does not celebrate twice in a year a member who moves its birthday to a day still to come', async () => {
    const member = await newMember(apiKey, { date_of_birth: bornOn(0) });
    clockTo(noon);
    await celebrate();
    const moved = await call('PUT', `/v2/users/${member.id}`, { query: { api_key: apiKey }, body: { date_of_birth: bornOn(1) } });
    clockTo(noon + DAY);

    await celebrate();

    expect(moved.status).toBe(200);
    expect(await totalOf(member.id)).toBe(100);
  });

  it('files, when a birthday rule goes live, the members made before birthdays were filed, once a program', async () => {
    const { clientId: olderId, apiKey: olderKey } = await newClient({ time_zone: 'UTC' });
    const older = await newMember(olderKey, { date_of_birth: bornOn(0) });
    // A member made before birthdays were filed has no birthday item.
    await documentClient.send(new DeleteCommand({ TableName: tableName(), Key: { PK: memberPartitionKey(olderId, older.id), SK: 'BIRTHDAY' } }));
    const birthdayRule = { status: 'active', trigger: { kind: 'birthday' }, effect: { kind: 'fixed', points: 7 } };
    const made = await call('POST', `/admin/v1/clients/${olderId}/rules`, { headers: ADMIN_HEADERS, body: { ...birthdayRule, name: 'Birthday' } });
    clockTo(noon);

    const walkOf = async () => (await documentClient.send(new GetCommand({ TableName: tableName(), Key: birthdayWalkKey(olderId) }))).Item;
    const first = await celebrate();
    const walked = await walkOf();
    const another = await call('POST', `/admin/v1/clients/${olderId}/rules`, { headers: ADMIN_HEADERS, body: { ...birthdayRule, name: 'Birthday again' } });
    const queuedAgain = await walkOf();
    await celebrate();

    expect([made.status, another.status]).toEqual([201, 201]);
    expect(first.filed).toBeGreaterThanOrEqual(1);
    expect(walked).toMatchObject({ done_at: expect.any(Number) });
    expect(queuedAgain).toMatchObject({ GSI1PK: 'BIRTHDAY_WALKS', steps: walked!.steps });
    // Walked once: the second request leaves the queue without a page walked.
    expect(await walkOf()).toEqual(walked);
    expect((await call('GET', `/v2/users/${older.id}/points`, { query: { api_key: olderKey } })).body.total_points).toBe(7);
  });

  it('celebrates no one in a program with no birthday rule running, so a rule made live that day still reaches its members', async () => {
    const { clientId: laterId, apiKey: laterKey } = await newClient({ time_zone: 'UTC' });
    const member = await newMember(laterKey, { date_of_birth: bornOn(0) });
    clockTo(noon);
    await celebrate();
    const before = (await call('GET', `/v2/users/${member.id}/points`, { query: { api_key: laterKey } })).body.total_points;
    await activeRule(laterId, { name: 'Birthday, made live at noon', trigger: { kind: 'birthday' }, effect: { kind: 'fixed', points: 30 } });

    await celebrate();

    expect(before).toBe(0);
    expect((await call('GET', `/v2/users/${member.id}/points`, { query: { api_key: laterKey } })).body.total_points).toBe(30);
  });

  it('celebrates a member whose date of birth moves to today, on its new day', async () => {
    const member = await newMember(apiKey, { date_of_birth: bornOn(-10) });
    const moved = await call('PUT', `/v2/users/${member.id}`, { query: { api_key: apiKey }, body: { date_of_birth: bornOn(0) } });
    clockTo(noon);

    await celebrate();

    expect(moved.status).toBe(200);
    expect(await totalOf(member.id)).toBe(100);
  });
});

describe('member_created rules, exactly once', () => {
  const { dispatch } = streamDispatch();
  let clientId: string;
  let apiKey: string;
  const totalOf = async (memberId: number) => (await call('GET', `/v2/users/${memberId}/points`, { query: { api_key: apiKey } })).body.total_points as number;
  const ruleEntries = async (memberId: number) =>
    ((await call('GET', `/admin/v1/clients/${clientId}/members/${memberId}/ledger`, { headers: ADMIN_HEADERS })).body.entries as any[]).filter((entry) => entry.kind === 'rule');

  beforeAll(async () => {
    ({ clientId, apiKey } = await newClient());
    await activeRule(clientId, { name: 'Welcome', trigger: { kind: 'member_created' }, effect: { kind: 'fixed', points: 250 } });
  });

  it('credits a welcome the request could not write once the stream brings user.created, and only once', async () => {
    const fault = failTransactions((input) => input.includes('member_created'), { error: new Error('connection reset'), committed: false });
    let member: any;
    try {
      member = await newMember(apiKey);
    } finally {
      fault.stop();
    }

    await dispatch();
    await dispatch();

    expect(fault.failed()).toBeGreaterThan(0);
    expect(member.total_points).toBe(0);
    expect(await totalOf(member.id)).toBe(250);
    expect((await ruleEntries(member.id)).map((entry) => entry.num_points)).toEqual([250]);
  });

  it('leaves a welcome the request wrote to the request: the stream credits nothing more', async () => {
    const member = await newMember(apiKey);

    await dispatch();

    expect(member.total_points).toBe(250);
    expect(await totalOf(member.id)).toBe(250);
    expect((await ruleEntries(member.id)).map((entry) => entry.num_points)).toEqual([250]);
  });
});
