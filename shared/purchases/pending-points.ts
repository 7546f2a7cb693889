import type * as z from 'zod';
import { queryLedger, settledMember, type LedgerSettings } from '../points/index.js';
import { getMember, type MemberRecord } from '../member-store/index.js';
import { pendingDuePartitions } from './keys.js';
import { drainDueBuckets } from '../data/due-buckets.js';
import { deletePendingEntryItem, queryMemberPending, type PendingEntry } from './pending-entry-repository.js';
import { latestMemberPurchase } from './purchase-repository.js';
import { guarded, optimisticTransaction } from '../data/transactions.js';
import { ApiError } from '../errors.js';
import { clientsOfRun, type ClientRecord } from '../programs/index.js';
import { inParallel } from '../data/in-parallel.js';
import { earningWrite } from '../points/index.js';
import { memberSnapshots } from '../member-store/index.js';
import { ddMonYy, requirePurchaseV1, SECONDS_PER_DAY } from './purchase-rules.js';
import { fanLevel } from '../points/index.js';
import { present } from '../support/present.js';
import type { PendingPointsBody } from './purchase-responses.js';
import { nowSeconds } from '../support/clock.js';

/**
 * Pending points (spec 2.5). A pending entry clears when its clear_at passes: one transaction
 * credits its points through the ledger and deletes the entry, conditioned on the entry still
 * existing, so an entry is credited exactly once whoever clears it. Two paths clear entries:
 * the member's own requests (lazily, before reading or moving the member's points) and the
 * scheduled job (functions/jobs/clear-pending-points.ts). Reads never show a due entry as
 * pending: they list only entries whose clear_at is still ahead.
 */

/** Due entries cleared inline by one request; the scheduled job takes any beyond. */
const LAZY_CLEAR_LIMIT = 25;
/** Pending entries listed by endpoint 5, soonest to clear first. */
const PENDING_LIST_LIMIT = 100;
/** Ledger entries listed as activities by endpoint 5, newest first. */
const ACTIVITY_LIST_LIMIT = 50;

class AlreadyCleared extends Error {}

/** Credits one due entry; undefined when someone else cleared it first. */
async function clearEntry(entry: PendingEntry, nextMember: () => Promise<MemberRecord>, settings: LedgerSettings): Promise<MemberRecord | undefined> {
  try {
    // Housekeeping, not the request's answer: no answer record goes with it.
    return await optimisticTransaction(async () => {
      // A return may have lowered the entry since it was made: its rule credits fall in the same proportion.
      const scale = entry.earned_points ? entry.points / entry.earned_points : 1;
      const rules = (entry.rule_credits ?? [])
        .map((credit) => ({ ...credit, points: Math.floor(credit.points * scale) }))
        .filter((credit) => credit.points > 0);
      const movement = present(
        earningWrite(
          await nextMember(),
          {
            movement: {
              kind: entry.kind,
              points: entry.points - rules.reduce((sum, credit) => sum + credit.points, 0),
              name: entry.name,
              at: entry.clear_at,
              notes: entry.notes,
              purchased: true,
              details: { receipt_id: entry.receipt_id },
            },
            rules,
            explanation: entry.explanation,
          },
          settings,
        ),
        'the clearing of pending points',
      );
      return {
        items: [...movement.items, guarded(deletePendingEntryItem(entry), () => new AlreadyCleared())],
        result: movement.after,
      };
    }, undefined);
  } catch (error) {
    if (error instanceof AlreadyCleared) return undefined;
    throw error;
  }
}

/** Clears entries of one member in order; answers how many this call credited. */
async function clearEntriesOf(member: MemberRecord, entries: PendingEntry[], settings: LedgerSettings): Promise<number> {
  let nextMember = memberSnapshots(member);
  let cleared = 0;
  for (const entry of entries) {
    const after = await clearEntry(entry, nextMember, settings);
    if (after) {
      cleared++;
      nextMember = memberSnapshots(after);
    }
  }
  return cleared;
}

/**
 * Makes the member's due pending points redeemable now, ahead of the scheduled job, and answers
 * the member as it then is. Call it before reading or moving a member's points; it is safe
 * inside idempotent requests (its writes are not the request's answer).
 */
export async function clearDuePendingPoints(client: ClientRecord, member: MemberRecord, now: number): Promise<MemberRecord> {
  const due = await queryMemberPending(member.client_id, member.id, 'due', now, LAZY_CLEAR_LIMIT);
  if (due.length === 0) return member;
  await clearEntriesOf(member, due, client.settings);
  return (await getMember(member.client_id, member.id, true)) ?? member;
}

const pendingView = (entry: PendingEntry) => ({
  date_of_purchase: ddMonYy(entry.date_of_purchase),
  date_points_clear: ddMonYy(entry.clear_at),
  number_of_points: String(entry.points),
});

/**
 * Endpoint 5. `pending` is present when the client has pending points enabled and the member's
 * latest purchase is within the pending period; it lists the entries still waiting, or is null
 * when none are. total_points counts credited points only: pending points join it as they clear.
 */
export async function pendingPointsSummary(client: ClientRecord, resolved: MemberRecord): Promise<z.infer<typeof PendingPointsBody>> {
  const now = nowSeconds();
  requirePurchaseV1(client);
  const member = settledMember(client.settings.expiry_policy, await clearDuePendingPoints(client, resolved, now), now);
  const settings = client.settings.pending_points;
  const [activities, waiting, latest] = await Promise.all([
    queryLedger(client.clientId, member.id, { limit: ACTIVITY_LIST_LIMIT }),
    queryMemberPending(client.clientId, member.id, 'waiting', now, PENDING_LIST_LIMIT),
    settings.enabled ? latestMemberPurchase(client.clientId, member.id) : undefined,
  ]);
  if (activities.length === 0 && waiting.length === 0) {
    throw new ApiError('no_activities', 'no rewards are available to the user');
  }
  const withinPeriod = latest !== undefined && latest.date_purchase + settings.period_days * SECONDS_PER_DAY > now;
  return {
    id: member.id,
    total_points: member.total_points,
    redeemable_points: member.redeemable_points,
    num_points_purchased: member.num_points_purchased,
    activities: activities.map((entry) => ({
      name: entry.name,
      num_points: entry.num_points,
      notes: entry.notes ?? null,
      date_created: entry.date_created,
    })),
    ...(withinPeriod ? { pending: waiting.length > 0 ? waiting.map(pendingView) : null } : {}),
    fan_level: await fanLevel(client, member, now),
  };
}

export interface ClearingRun {
  cleared: number;
  alreadyCleared: number;
  failedMembers: number;
  /** True when the run stopped early for lack of time; the next run picks up the rest. */
  stoppedEarly: boolean;
}

/** Days before today whose buckets each run re-reads, in case earlier runs were missed. */
const LOOKBACK_DAYS = 3;
/** Members cleared in parallel within each bucket. */
const MEMBER_CONCURRENCY = 4;

function groupByMember(entries: PendingEntry[]): PendingEntry[][] {
  const groups = new Map<string, PendingEntry[]>();
  for (const entry of entries) {
    const key = `${entry.client_id}#${entry.member_id}`;
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  }
  return [...groups.values()];
}

/**
 * The scheduled job's work: every entry due at `now`, found through the GSI1 due-date buckets
 * (today and the LOOKBACK_DAYS days before, every shard), cleared member by member. Entries are
 * deleted as they clear, so the buckets of past days hold only what earlier runs missed.
 */
export async function clearAllDuePendingPoints(
  now: number,
  options: { timeLeft: () => boolean; onMemberFailed?: (member: { client_id: string; member_id: number }, error: unknown) => void },
): Promise<ClearingRun> {
  const run: ClearingRun = { cleared: 0, alreadyCleared: 0, failedMembers: 0, stoppedEarly: false };
  const partitions = Array.from({ length: LOOKBACK_DAYS + 1 }, (_unused, daysBack) => pendingDuePartitions(now - daysBack * SECONDS_PER_DAY)).flat();

  const clientOf = clientsOfRun();
  const clearMember = async (entries: PendingEntry[]) => {
    const { client_id: clientId, member_id: memberId } = present(entries[0], "a member's first due entry");
    try {
      const [member, client] = await Promise.all([getMember(clientId, memberId, true), clientOf(clientId)]);
      if (!member) throw new Error('member of a pending entry does not exist');
      const cleared = await clearEntriesOf(member, entries, client.settings);
      run.cleared += cleared;
      run.alreadyCleared += entries.length - cleared;
    } catch (error) {
      // One member's failure must not hold up everyone else's points; the next run retries it.
      run.failedMembers++;
      options.onMemberFailed?.({ client_id: clientId, member_id: memberId }, error);
    }
  };

  const { stoppedEarly } = await drainDueBuckets<PendingEntry>(
    partitions,
    now,
    (entries) => inParallel(groupByMember(entries), MEMBER_CONCURRENCY, clearMember),
    options.timeLeft,
  );
  run.stoppedEarly = stoppedEarly;
  return run;
}
