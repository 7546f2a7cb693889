import { clientsOfRun, type ClientRecord } from '../clients/index.js';
import { expiryDuePartitions } from '../data/keys.js';
import { getMember, type MemberRecord } from '../data/member-repository.js';
import { optimisticTransaction } from '../data/transactions.js';
import { inParallel } from '../data/in-parallel.js';
import { DAY_SECONDS, isoTimestamp } from '../support/periods.js';
import { deleteExpiryMarkerItem, type ExpiryMarker } from './expiry-repository.js';
import { drainDueBuckets } from '../data/due-buckets.js';
import { lastEarnedAt, settledMember, upcomingExpirations } from './expiry-rules.js';
import { expiryWrite } from './ledger.js';

/**
 * Points expiry (client setting expiry_policy). Points expire on three paths, all through the
 * ledger's version-checked member update, so each due expiry is applied exactly once:
 *   - every points movement first expires what has fallen due (shared/points/ledger.ts);
 *   - the scheduled job (functions/jobs/expire-points.ts) visits the members whose expiry
 *     marker is due, found through the marker's due-day index;
 *   - reads show balances as they are once due points are gone (settledMember), without writing.
 */

/** Days before today whose marker buckets each run re-reads, in case earlier runs were missed. */
const LOOKBACK_DAYS = 7;
const MEMBER_CONCURRENCY = 4;

/** Endpoint GET /v2/users/{user_id}/points_expiration: the member's points by when they expire, soonest first. */
export function pointsExpiration(client: ClientRecord, stored: MemberRecord, now: number) {
  const policy = client.settings.expiry_policy;
  const member = settledMember(policy, stored, now);
  const expirations = upcomingExpirations(policy, member, now);
  return {
    id: member.id,
    redeemable_points: member.redeemable_points,
    expiry_policy: policy.type,
    expirations,
    // The hosted API's form for an inactivity rule, for clients written against it.
    ...(policy.type === 'inactivity'
      ? {
          inactivity_points_expiration: expirations.map((expiry) => ({
            last_qualified_date: isoTimestamp(lastEarnedAt(member)),
            expiration_date: isoTimestamp(expiry.date_expires),
            points_expiring: expiry.points,
          })),
        }
      : {}),
  };
}

export interface ExpiryRun {
  /** Members whose points expired in this run, and how many points. */
  expiredMembers: number;
  pointsExpired: number;
  /** Markers moved without expiring anything (nothing left to expire, or a changed policy). */
  rescheduled: number;
  failedMembers: number;
  /** True when the run stopped early for lack of time; the next run picks up the rest. */
  stoppedEarly: boolean;
}

/** Expires what is due for one member, read consistently; answers the points expired (0 when only the marker moved). */
async function expireMember(client: ClientRecord, memberId: number, now: number): Promise<{ expired: number; wrote: boolean }> {
  return optimisticTransaction(async () => {
    const member = await getMember(client.clientId, memberId, true);
    // A marker left by a member erased meanwhile goes with nothing else to do.
    if (!member) return { items: [deleteExpiryMarkerItem(client.clientId, memberId)], result: { expired: 0, wrote: true } };
    const write = expiryWrite(member, client.settings.expiry_policy, now);
    return { items: write?.items ?? [], result: { expired: write?.expired ?? 0, wrote: write !== undefined } };
  });
}

/**
 * The scheduled job's work: every member whose marker is due at `now`, found through the
 * marker's due-day buckets (today and the LOOKBACK_DAYS days before, every shard). A member the
 * request path already settled has no due marker left, or expires nothing.
 */
export async function expireAllDuePoints(
  now: number,
  options: { timeLeft: () => boolean; onMemberFailed?: (member: { client_id: string; member_id: number }, error: unknown) => void },
): Promise<ExpiryRun> {
  const run: ExpiryRun = { expiredMembers: 0, pointsExpired: 0, rescheduled: 0, failedMembers: 0, stoppedEarly: false };
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
  run.stoppedEarly = stoppedEarly;
  return run;
}
