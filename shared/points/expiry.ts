import { type ClientRecord, clientsOfRun, EXPIRY_BACKFILL_QUEUE, readClient } from '../programs/index.js';
import { expiryDuePartitions } from './keys.js';
import { getMember, type MemberRecord } from '../member-store/index.js';
import { optimisticTransaction } from '../data/transactions.js';
import { inParallel } from '../data/in-parallel.js';
import { DAY_SECONDS, isoTimestamp } from '../support/periods.js';
import {
  deleteExpiryMarkerItem,
  getExpiryBackfill,
  rankIndexPage,
  rankIndexPlaceAfter,
  recordBackfillStep,
  type ExpiryBackfill,
  type ExpiryMarker,
} from './expiry-repository.js';
import { drainDueBuckets } from '../data/due-buckets.js';
import { dueExpiry, lastEarnedAt, settledMember, upcomingExpirations } from './expiry-rules.js';
import { monthlyExpirations, trailingMonthEnds } from './expiry-months.js';
import { ledgerEntriesAt } from './ledger-repository.js';
import { sendExpiryNotices } from './expiry-notices.js';
import { expiryWrite } from './ledger.js';
import { nowSeconds } from '../support/clock.js';

/**
 * Points expiry (client setting expiry_policy). Points expire on three paths, all through the
 * ledger's version-checked member update, so each due expiry is applied exactly once:
 *   - every points movement first expires what has fallen due (shared/points/ledger.ts);
 *   - the scheduled job (functions/jobs/expire-points.ts) visits the members whose expiry
 *     marker is due, found through the marker's due-day index, and after a client's policy
 *     changed, every member of the client once (so members without a marker get one);
 *   - reads show balances as they are once due points are gone (settledMember), without writing.
 */

/** Days before today whose marker buckets each run re-reads, in case earlier runs were missed. */
const LOOKBACK_DAYS = 7;
const MEMBER_CONCURRENCY = 4;

/**
 * Endpoint GET /v2/users/{user_id}/points_expiration: the member's points by when they expire,
 * soonest first, and the hosted API's form of the client's policy: inactivity_points_expiration
 * for an inactivity policy, redemption_period_points_expiration (month by month) for rolling and
 * fixed. The months that ended read the member's expiry entries, one one-second ledger slice each.
 */
export async function pointsExpiration(client: ClientRecord, stored: MemberRecord) {
  const now = nowSeconds();
  const policy = client.settings.expiry_policy;
  const member = settledMember(policy, stored, now);
  const expirations = upcomingExpirations(policy, member, now);
  const shown = { id: member.id, redeemable_points: member.redeemable_points, expirations };
  switch (policy.type) {
    case 'none':
      return { ...shown, expiry_policy: policy.type };
    case 'inactivity':
      return {
        ...shown,
        expiry_policy: policy.type,
        inactivity_points_expiration: expirations.map((expiry) => ({
          last_qualified_date: isoTimestamp(lastEarnedAt(member)),
          expiration_date: isoTimestamp(expiry.date_expires),
          points_expiring: expiry.points,
        })),
      };
    case 'rolling':
    case 'fixed': {
      const written = await Promise.all(
        trailingMonthEnds(now).map(async (dueAt) => {
          const entries = await ledgerEntriesAt(client.clientId, stored.id, dueAt);
          return { dueAt, points: -entries.filter((entry) => entry.kind === 'expiration').reduce((sum, entry) => sum + entry.num_points, 0) };
        }),
      );
      // Points due but not yet expired by a write count as expired, as the balances shown do.
      const due = dueExpiry(policy, stored, now);
      return {
        ...shown,
        expiry_policy: policy.type,
        redemption_period_points_expiration: monthlyExpirations(due ? [...written, due] : written, expirations, now),
      };
    }
  }
}

export interface ExpiryRun {
  /** Members whose points expired in this run, and how many points. */
  expiredMembers: number;
  pointsExpired: number;
  /** Markers moved without expiring anything (nothing left to expire, or a changed policy). */
  rescheduled: number;
  failedMembers: number;
  /** points.expiring events written (members told their points fall due in expiry_notice_days), and those an overlapping run had written. */
  noticesSent: number;
  noticesAlreadySent: number;
  /** Clients whose notices failed as a whole this run (their window is read again by the next). */
  noticeClientsFailed: number;
  /** Members visited by walks after a policy change, and walks finished. */
  backfilledMembers: number;
  backfillsCompleted: number;
  /** True when the run stopped early for lack of time; the next run picks up the rest. */
  stoppedEarly: boolean;
}

/** Expires what is due for one member, read consistently; answers the points expired (0 when only the marker moved). */
async function expireMember(client: ClientRecord, memberId: number, now: number): Promise<{ expired: number; wrote: boolean }> {
  return optimisticTransaction(async () => {
    const member = await getMember(client.clientId, memberId, true);
    // A marker left by a member erased meanwhile goes with nothing else to do.
    if (!member) return { items: [deleteExpiryMarkerItem(client.clientId, memberId)], result: { expired: 0, wrote: true } };
    const write = expiryWrite(member, client.settings, now);
    return { items: write?.items ?? [], result: { expired: write?.expired ?? 0, wrote: write !== undefined } };
  }, undefined);
}

/**
 * The scheduled job's work: every member whose marker is due at `now`, found through the
 * marker's due-day buckets (today and the LOOKBACK_DAYS days before, every shard). A member the
 * request path already settled has no due marker left, or expires nothing. Then the notices
 * ahead of expiry (shared/points/expiry-notices.ts), then the walks after policy changes.
 */
export async function expireAllDuePoints(
  now: number,
  options: { timeLeft: () => boolean; onMemberFailed?: (member: { client_id: string; member_id: number }, error: unknown) => void },
): Promise<ExpiryRun> {
  const run: ExpiryRun = {
    expiredMembers: 0,
    pointsExpired: 0,
    rescheduled: 0,
    failedMembers: 0,
    noticesSent: 0,
    noticesAlreadySent: 0,
    noticeClientsFailed: 0,
    backfilledMembers: 0,
    backfillsCompleted: 0,
    stoppedEarly: false,
  };
  const clientOf = clientsOfRun();
  const partitions = Array.from({ length: LOOKBACK_DAYS + 1 }, (_unused, daysBack) => expiryDuePartitions(now - daysBack * DAY_SECONDS)).flat();

  const visit = async (marker: ExpiryMarker) => {
    try {
      const { expired, wrote } = await expireMember(await clientOf(marker.client_id), marker.member_id, now);
      if (expired > 0) {
        run.expiredMembers++;
        run.pointsExpired += expired;
      } else if (wrote) run.rescheduled++;
    } catch (error) {
      // One member's failure must not hold up everyone else's; the marker stays due for the next run.
      run.failedMembers++;
      options.onMemberFailed?.({ client_id: marker.client_id, member_id: marker.member_id }, error);
    }
  };

  const { stoppedEarly } = await drainDueBuckets<ExpiryMarker>(partitions, now, (markers) => inParallel(markers, MEMBER_CONCURRENCY, visit), options.timeLeft);
  const notices = await sendExpiryNotices(now, clientOf, options);
  run.noticesSent = notices.noticesSent;
  run.noticesAlreadySent = notices.noticesAlreadySent;
  run.noticeClientsFailed = notices.failedClients;
  run.failedMembers += notices.failedMembers;
  const walks = await drainDueBuckets<ExpiryBackfill>(
    [EXPIRY_BACKFILL_QUEUE],
    now,
    (queued) => inParallel(queued, 2, (walk) => backfill(walk, now, run, options)),
    options.timeLeft,
  );
  run.stoppedEarly = stoppedEarly || notices.stoppedEarly || walks.stoppedEarly || !options.timeLeft();
  return run;
}

/**
 * After a client's expiry policy changed: visits every member through the client's rank index, a
 * page at a time (the member item tells whether it holds points: the entries' own trail it), and applies the policy as the job does for a due marker (points
 * due expire, the marker goes where the member's next expiry now is, or away). The walk's place
 * is recorded after each page, so a run out of time leaves it for the next.
 */
async function backfill(
  queued: ExpiryBackfill,
  now: number,
  run: ExpiryRun,
  options: { timeLeft: () => boolean; onMemberFailed?: (member: { client_id: string; member_id: number }, error: unknown) => void },
) {
  let walk = await getExpiryBackfill(queued.client_id);
  if (!walk) return;
  const client = await readClient(walk.client_id);
  while (options.timeLeft()) {
    const page = await rankIndexPage(walk.client_id, walk.shard, walk.cursor);
    await inParallel(page.members, MEMBER_CONCURRENCY, async ({ memberId }) => {
      try {
        const { expired } = await expireMember(client, memberId, now);
        run.backfilledMembers++;
        if (expired > 0) {
          run.expiredMembers++;
          run.pointsExpired += expired;
        }
      } catch (error) {
        run.failedMembers++;
        options.onMemberFailed?.({ client_id: client.clientId, member_id: memberId }, error);
      }
    });
    const next = rankIndexPlaceAfter(walk, page.next);
    if (!(await recordBackfillStep(walk, next))) return;
    if (!next) {
      run.backfillsCompleted++;
      return;
    }
    walk = { ...walk, shard: next.shard, cursor: next.cursor };
  }
}
