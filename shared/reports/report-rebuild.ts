import type * as z from 'zod';
import { clientList, readClient, type ClientRecord } from '../programs/index.js';
import { drainDueBuckets } from '../data/due-buckets.js';
import { inParallel } from '../data/in-parallel.js';
import { REPORT_REBUILD_QUEUE, REPORT_SHARDS } from './keys.js';
import { ApiError } from '../errors.js';
import { getMemberOrRemains, REMOVED_MEMBER_SHARDS } from '../member-store/index.js';
import { earnedLevelAt, queryLedger, RANK_SHARDS, rankIndexPage } from '../points/index.js';
import { usedCouponDates } from '../rewards/index.js';
import { addChanges, entryCounts, entryRecordedAt, reportDay, tierCounter, type CountChange } from './report-counts.js';
import {
  counterWrites,
  finishRebuild,
  markMemberCountedItem,
  putRebuild,
  readReportState,
  recordRebuildStep,
  removedMembersPage,
  writeMarkedCounts,
  type ReportRebuild,
  type ReportState,
} from './report-repository.js';
import type { ReportRebuildBody } from './report-responses.js';
import { isoTimestamp } from '../support/periods.js';
import { logger } from '../support/logger.js';
import { nowSeconds } from '../support/clock.js';

/**
 * Rebuilding a program's reports from its ledgers (a program imported before reports existed,
 * or counters to repair). The request starts a new generation with a cutoff a minute ahead:
 * the stream counts events from the cutoff on into the new generation as well as the current
 * one, and the walk, which starts once every request begun before the cutoff has ended, counts
 * what each member's ledger holds from before it. The walk visits every member through the rank
 * index, then the deleted members' line, a page at a time with its place recorded, so a run out
 * of time leaves it to the next. A member's part of the counts is written with marks, so a page
 * walked twice counts nobody twice. When the walk ends, reads take the new generation.
 */

/** How far ahead the cutoff lies: events written from then on are the stream's to count in the new generation. */
const CUTOFF_DELAY_SECONDS = 60;
/** After the cutoff, how long the walk waits: every request begun before it has answered (API Gateway's 30 s) by then. */
const COMMIT_MARGIN_SECONDS = 60;
/** Counter items per transaction besides the part's mark. */
const ITEMS_PER_PART = 99;
const MEMBERS_IN_PARALLEL = 8;

export async function requestRebuild(clientId: string): Promise<z.infer<typeof ReportRebuildBody>> {
  const now = nowSeconds();
  // An unknown program answers 404, and leaves nothing queued.
  const [, state] = await Promise.all([readClient(clientId), readReportState(clientId)]);
  if (state.rebuild) throw new ApiError('conflict', 'a rebuild of this program’s reports is already under way', {}, 409);
  const rebuild: ReportRebuild = {
    generation: state.generation + 1,
    requested_at: now,
    cutoff: now + CUTOFF_DELAY_SECONDS,
    line: 'ranks',
    shard: 0,
    members_counted: 0,
  };
  if (!(await putRebuild(state, rebuild, rebuild.cutoff + COMMIT_MARGIN_SECONDS))) {
    throw new ApiError('conflict', 'a rebuild of this program’s reports is already under way', {}, 409);
  }
  return { status: 'queued', requested_at: isoTimestamp(now), cutoff: isoTimestamp(rebuild.cutoff), members_counted: 0 };
}

/**
 * Starts a rebuild of every program's reports: a first deploy over a table written before its
 * report counter (or before the stream's 24 hours) counts all of it. A program whose rebuild is
 * already under way keeps it.
 */
export async function requestEveryRebuild(): Promise<{ requested: number; underWay: number }> {
  const run = { requested: 0, underWay: 0 };
  let cursor: string | undefined;
  do {
    const page = await clientList(100, cursor);
    for (const { client_id } of page.clients) {
      try {
        await requestRebuild(client_id);
        run.requested++;
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 409)) throw error;
        run.underWay++;
      }
    }
    cursor = page.next_cursor ?? undefined;
  } while (cursor);
  return run;
}

export interface RebuildRun {
  members: number;
  rebuildsFinished: number;
  failedMembers: number;
  /** Rebuilds that could not be walked this run (their program unreadable): the next run tries again. */
  failedRebuilds: number;
  stoppedEarly: boolean;
}

/** What a member's ledger (and coupons, and joining or leaving) held before the cutoff adds to the reports. */
async function memberChanges(client: ClientRecord, memberId: number, cutoff: number): Promise<CountChange[]> {
  const [member, ledger, couponsUsed] = await Promise.all([
    getMemberOrRemains(client.clientId, memberId),
    queryLedger(client.clientId, memberId),
    usedCouponDates(client.clientId, memberId),
  ]);
  if (!member) return [];
  const entries = ledger.filter((entry) => entryRecordedAt(entry) < cutoff);
  const joinedAt = typeof member.recorded_at === 'number' ? member.recorded_at : member.date_created;
  if (joinedAt >= cutoff) return [];
  const deletedAt = typeof member.deleted_at === 'number' && member.deleted_at < cutoff ? member.deleted_at : undefined;
  const level = deletedAt === undefined ? earnedLevelAt(client.settings, member, entries, cutoff) : null;
  return [
    { day: reportDay(joinedAt), counters: { members_created: 1 }, tiers: level ? { [tierCounter(level)]: 1 } : {} },
    ...entries.map(entryCounts),
    ...couponsUsed.filter((at) => at < cutoff).map((at) => ({ day: reportDay(at), counters: { coupons_used: 1 }, tiers: {} })),
    ...(deletedAt === undefined
      ? []
      : [{ day: reportDay(deletedAt), counters: { members_deleted: 1, outstanding_change: -member.redeemable_points }, tiers: {} }]),
  ];
}

/**
 * Writes a member's part of the counts into the rebuild's generation: its days in a fixed order,
 * split into transactions each with its own mark, so a member counted again writes nothing twice.
 */
async function countMember(client: ClientRecord, rebuild: ReportRebuild, memberId: number, now: number): Promise<void> {
  const { days, totals } = addChanges(await memberChanges(client, memberId, rebuild.cutoff));
  if (days.size === 0 && Object.keys(totals).length === 0) return;
  const counters = counterWrites(client.clientId, rebuild.generation, memberId % REPORT_SHARDS, days, totals);
  for (let part = 0; part * ITEMS_PER_PART < counters.length; part++) {
    await writeMarkedCounts([part], () => [
      markMemberCountedItem(client.clientId, rebuild.generation, memberId, part, now),
      ...counters.slice(part * ITEMS_PER_PART, (part + 1) * ITEMS_PER_PART),
    ]);
  }
}

/** Where the walk goes after a page: on in the shard, the next shard, the deleted members' line, or done. */
function nextPlace(rebuild: ReportRebuild, cursor: Record<string, unknown> | undefined): Pick<ReportRebuild, 'line' | 'shard' | 'cursor'> | undefined {
  if (cursor) return { line: rebuild.line, shard: rebuild.shard, cursor };
  const shards = rebuild.line === 'ranks' ? RANK_SHARDS : REMOVED_MEMBER_SHARDS;
  if (rebuild.shard + 1 < shards) return { line: rebuild.line, shard: rebuild.shard + 1 };
  return rebuild.line === 'ranks' ? { line: 'removed', shard: 0 } : undefined;
}

async function walk(
  queued: ReportState,
  now: number,
  run: RebuildRun,
  timeLeft: () => boolean,
  onMemberFailed?: (member: { client_id: string; member_id: number }, error: unknown) => void,
) {
  let state = await readReportState(queued.client_id);
  const client = await readClient(queued.client_id);
  while (state.rebuild && timeLeft()) {
    const rebuild = state.rebuild;
    const page =
      rebuild.line === 'ranks'
        ? await rankIndexPage(client.clientId, rebuild.shard, rebuild.cursor).then((found) => ({
            memberIds: found.members.map((member) => member.memberId),
            next: found.next,
          }))
        : await removedMembersPage(client.clientId, rebuild.shard, rebuild.cursor);
    let failed = false;
    await inParallel(page.memberIds, MEMBERS_IN_PARALLEL, async (memberId) => {
      try {
        await countMember(client, rebuild, memberId, now);
        run.members++;
      } catch (error) {
        failed = true;
        run.failedMembers++;
        onMemberFailed?.({ client_id: client.clientId, member_id: memberId }, error);
      }
    });
    // A member that failed holds the walk at this page: the next run counts the page again, the rest found marked.
    if (failed) return;
    const next = nextPlace(rebuild, page.next);
    const counted = rebuild.members_counted + page.memberIds.length;
    if (!next) {
      if (await finishRebuild(state, rebuild, now)) run.rebuildsFinished++;
      return;
    }
    if (!(await recordRebuildStep(state, rebuild, { ...next, members_counted: counted }))) return;
    const { cursor: _previous, ...rest } = rebuild;
    state = { ...state, rebuild: { ...rest, ...next, members_counted: counted } };
  }
}

/** The scheduled job's work: every rebuild whose walk may start by `now`, walked while time is left. */
export async function rebuildReports(
  now: number,
  options: { timeLeft: () => boolean; onMemberFailed?: (member: { client_id: string; member_id: number }, error: unknown) => void },
): Promise<RebuildRun> {
  const run: RebuildRun = { members: 0, rebuildsFinished: 0, failedMembers: 0, failedRebuilds: 0, stoppedEarly: false };
  const { stoppedEarly } = await drainDueBuckets<ReportState>(
    [REPORT_REBUILD_QUEUE],
    now,
    (queued) =>
      inParallel(queued, 2, async (state) => {
        try {
          await walk(state, now, run, options.timeLeft, options.onMemberFailed);
        } catch (error) {
          // One program's rebuild must not hold up the others'.
          run.failedRebuilds++;
          logger.error('a rebuild of program reports could not be walked', { client_id: state.client_id, error: error as Error });
        }
      }),
    options.timeLeft,
  );
  run.stoppedEarly = stoppedEarly || !options.timeLeft();
  return run;
}
