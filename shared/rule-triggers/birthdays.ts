import { ApiError } from '../errors.js';
import { inParallel } from '../data/in-parallel.js';
import { freshOnRetry } from '../data/retry-snapshots.js';
import { optimisticTransaction } from '../data/transactions.js';
import { BIRTHDAY_SHARDS, type BirthdayMark, birthdayPartition, celebratedItem, getBirthdayMark, getMember, uncelebratedPage } from '../member-store/index.js';
import { currentLevelId, earningWrite } from '../points/index.js';
import { type ClientRecord, clientsOfRun } from '../programs/index.js';
import { activeRules, ruleEarning, ruleReadsByAttempt } from '../rules/index.js';
import { walkForBirthdays } from './birthday-walk.js';
import { AHEAD_OF_UTC, joinedBy, monthDaysToRead, yearOfInstant, yearToCelebrate } from './birthday-dates.js';

/**
 * birthday rules: once a year, on the member's birthday in the program's time zone, what its
 * birthday rules give. The scheduled job reads the members by birthday (member-store's birthday
 * index) of every day that is the date somewhere now, and of the LATE_DAYS before it (a run
 * missed), and celebrates each member whose birthday it is, or was at most LATE_DAYS ago, in its
 * program's zone. The credit and the year the member was celebrated are one transaction,
 * conditioned on the year read: two runs that find the same member celebrate it once (a rule
 * that runs and gives nothing, its conditions false, celebrates too). A program with no birthday
 * rule running writes nothing: its members stay to celebrate while their day is read, so a rule
 * made live that day still reaches them; the query then re-reads them each run of those days. A member born on 29 February is
 * celebrated on the 28th in a common year. Each run first walks the programs whose birthday rule
 * asked for it (birthday-walk.ts), so members made before birthdays were filed are found too.
 */

const MEMBER_CONCURRENCY = 8;
/** The most of a run the walks take. */
const WALK_MS = 120_000;
const PARTITION_CONCURRENCY = 8;

/** A member celebrated for `year`: its birthday rules' credits and the year, in one transaction. Answers the points credited. */
async function celebrate(client: ClientRecord, found: BirthdayMark, year: number, now: number): Promise<number> {
  const { clientId, settings } = client;
  const trigger = { kind: 'birthday' as const };
  const nextMark = freshOnRetry<BirthdayMark | undefined>(found, () => getBirthdayMark(clientId, found.member_id));
  const nextRuleReads = ruleReadsByAttempt(clientId, found.member_id, trigger);
  return optimisticTransaction(async () => {
    const [mark, member, reads] = await Promise.all([nextMark(), getMember(clientId, found.member_id, true), nextRuleReads()]);
    // Celebrated meanwhile, or erased (its birthday item goes with it).
    if (!mark || !member || mark.celebrated_year >= year) return { items: [], result: 0 };
    const celebrated = celebratedItem(mark, year);
    // A birthday that came before the member joined (a late run's, or a migrated member's) is the year's without a credit.
    if (!joinedBy(mark.month_day, year, settings.time_zone, member.date_created)) return { items: [celebrated], result: 0 };
    const rules = ruleEarning(reads, { clientId, timeZone: settings.time_zone }, member, currentLevelId(settings, member, now), {
      facts: trigger,
      base: 0,
      at: now,
    });
    const write =
      rules.credits.length > 0
        ? earningWrite(
            member,
            { rules: rules.credits, explanation: rules.explanation, details: { trigger: 'birthday', year }, memberSets: rules.memberSets },
            settings,
          )
        : undefined;
    if (!write) return { items: [celebrated], result: 0 };
    return { items: [...write.items, ...rules.items, celebrated], result: rules.credits.reduce((sum, credit) => sum + credit.points, 0) };
  }, undefined);
}

export interface BirthdayRun {
  /** Members filed under their birthday by a program's walk (members made before birthdays were filed). */
  filed: number;
  walksDone: number;
  celebrated: number;
  pointsCredited: number;
  failedMembers: number;
  stoppedEarly: boolean;
}

/** The scheduled job's work: every member whose birthday it is now in its program's zone (see above). */
export async function celebrateBirthdays(
  now: number,
  options: { timeLeft: () => boolean; onMemberFailed?: (member: { client_id: string; member_id: number }, error: unknown) => void },
): Promise<BirthdayRun> {
  // First the walks birthday rules asked for, so the members they file are celebrated in this run;
  // a long walk takes at most WALK_MS of a run, so the day's birthdays are never held up behind it.
  const walkUntil = Date.now() + WALK_MS;
  const walks = await walkForBirthdays(now, () => options.timeLeft() && Date.now() < walkUntil);
  const run: BirthdayRun = {
    filed: walks.filed,
    walksDone: walks.walksDone,
    celebrated: 0,
    pointsCredited: 0,
    failedMembers: 0,
    stoppedEarly: walks.stoppedEarly,
  };
  const clientOf = clientsOfRun();
  // Members celebrated in the latest year that is local somewhere now are past the query's boundary.
  const boundaryYear = yearOfInstant(now + AHEAD_OF_UTC);
  const partitions = monthDaysToRead(now).flatMap((monthDay) =>
    Array.from({ length: BIRTHDAY_SHARDS }, (_unused, shard) => birthdayPartition(monthDay, shard)),
  );

  const visit = async (mark: BirthdayMark) => {
    try {
      const client = await clientOf(mark.client_id);
      const year = yearToCelebrate(mark, client.settings.time_zone, now);
      if (year === undefined) return;
      // A program with no birthday rule running (none active, or every rule paused) celebrates no one, and
      // leaves its members to celebrate: a rule made live later the same day, or up to LATE_DAYS on, still reaches them.
      if (!(await activeRules(client.clientId)).some((rule) => rule.body.trigger.kind === 'birthday')) return;
      // Visits run concurrently: add what this one credited once it has it, not to a total read before it.
      const points = await celebrate(client, mark, year, now);
      run.pointsCredited += points;
      run.celebrated++;
    } catch (error) {
      // A program gone leaves nothing to celebrate; any other failure is retried by the next run.
      if (error instanceof ApiError && error.status === 404) return;
      run.failedMembers++;
      options.onMemberFailed?.({ client_id: mark.client_id, member_id: mark.member_id }, error);
    }
  };

  await inParallel(partitions, PARTITION_CONCURRENCY, async (partition) => {
    let startKey: Record<string, unknown> | undefined;
    do {
      if (!options.timeLeft()) {
        run.stoppedEarly = true;
        return;
      }
      const page = await uncelebratedPage(partition, boundaryYear, startKey);
      await inParallel(page.marks, MEMBER_CONCURRENCY, visit);
      startKey = page.nextKey;
    } while (startKey);
  });
  return run;
}
