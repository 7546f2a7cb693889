import type { DynamoMeter } from '../../local/dynamo-metrics.js';
import type { OutboxEvent } from '../../shared/events/index.js';
import type { benchApi } from './rule-programs.js';

/**
 * What the two triggers no request carries cost (bench/earning-rules.ts, part 3): a birthday
 * job's run over a day's members, and the stream consumer's reaction to levels reached. Each is
 * run on its own programs, metered: DynamoDB calls, read and write units and wall time per member.
 */

type Api = ReturnType<typeof benchApi>;
const DAY = 86_400;
/** A run with all the time it needs. */
const unhurried = () => ({ timeLeft: () => true });

export interface TriggerCost {
  members: number;
  calls: number;
  readUnits: number;
  writeUnits: number;
  ms: number;
}

const perMember = (members: number, cost: { calls: number; readUnits: number; writeUnits: number }, ms: number): TriggerCost => ({
  members,
  calls: cost.calls / Math.max(1, members),
  readUnits: cost.readUnits / Math.max(1, members),
  writeUnits: cost.writeUnits / Math.max(1, members),
  ms: ms / Math.max(1, members),
});

async function metered<T>(meter: DynamoMeter, work: () => Promise<T>): Promise<{ result: T; cost: ReturnType<DynamoMeter['reset']>; ms: number }> {
  meter.reset();
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started, cost: meter.reset() };
}

/**
 * `count` members born today (UTC) and `count` born on another day, in a program whose birthday
 * rule went live after they joined: the walk that files them (their items deleted first, as for
 * members made before birthdays were filed), the run that celebrates the day's, and a second run.
 */
export async function birthdayCosts(api: Api, meter: DynamoMeter, count: number) {
  const { deleteBirthdayItems, walkForBirthdays, celebrateBirthdays } = await import('./trigger-jobs.js');
  const now = Math.floor(Date.now() / 1000);
  const today = new Date(now * 1000);
  const bornToday = Date.UTC(1990, today.getUTCMonth(), today.getUTCDate()) / 1000;
  const bornLater = bornToday + 100 * DAY;
  const program = await api.program('Rules bench: birthdays', 10, () => [], 2 * count, {
    settings: { time_zone: 'UTC' },
    dateOfBirth: (index) => (index < count ? bornToday : bornLater),
  });
  await deleteBirthdayItems(program.clientId, program.members);
  await api.expectOk('POST', `/admin/v1/clients/${program.clientId}/rules`, { status: 'active', name: 'Happy birthday', trigger: { kind: 'birthday' }, effect: { kind: 'fixed', points: 50 } });
  const walk = await metered(meter, () => walkForBirthdays(now, () => true));
  const first = await metered(meter, () => celebrateBirthdays(now, unhurried()));
  const second = await metered(meter, () => celebrateBirthdays(now, unhurried()));
  return {
    walk: { filed: walk.result.filed, ...perMember(2 * count, walk.cost, walk.ms) },
    first: { run: first.result, ...perMember(first.result.celebrated, first.cost, first.ms) },
    second: { run: second.result, calls: second.cost.calls, readUnits: second.cost.readUnits, writeUnits: second.cost.writeUnits, ms: second.ms },
  };
}

/**
 * `count` members each credited across Silver, in a program with a tier_reached rule on Silver and
 * in a twin without one: the stream consumer's reaction to their tier.changed events, metered,
 * then the same events handed over again.
 */
export async function tierReachedCosts(api: Api, meter: DynamoMeter, count: number) {
  const { creditTierReachedRules, memberEvents } = await import('./trigger-jobs.js');
  const tiers = { version: 2, levels: [{ id: 'bronze', title: 'Bronze', min_value: 0 }, { id: 'silver', title: 'Silver', min_value: 100 }] };
  const rule = [{ name: 'Welcome to Silver', trigger: { kind: 'tier_reached', tier_id: 'silver' }, effect: { kind: 'fixed', points: 25 } }];
  const withRule = await api.program('Rules bench: tier reached', 100, () => rule, count, { settings: { tiers } });
  const twin = await api.program('Rules bench: tiers, no rule', 100, () => [], count, { settings: { tiers } });
  const crossings = async (program: typeof withRule): Promise<OutboxEvent[]> => {
    for (const memberId of program.members) await api.credit(program, memberId);
    return (await Promise.all(program.members.map((memberId) => memberEvents(program.clientId, memberId)))).flat().filter((event) => event.type === 'tier.changed');
  };
  const [ruled, plain] = [await crossings(withRule), await crossings(twin)];
  const reaction = await metered(meter, () => creditTierReachedRules(ruled));
  const again = await metered(meter, () => creditTierReachedRules(ruled));
  const none = await metered(meter, () => creditTierReachedRules(plain));
  return {
    events: ruled.length,
    reaction: { run: reaction.result, ...perMember(ruled.length, reaction.cost, reaction.ms) },
    again: { run: again.result, ...perMember(ruled.length, again.cost, again.ms) },
    none: { events: plain.length, totalCalls: none.cost.calls, ...perMember(plain.length, none.cost, none.ms) },
  };
}
