import type { ClientRecord } from '../clients/index.js';
import { expiryDuePartitions } from '../data/keys.js';
import { inParallel } from '../data/in-parallel.js';
import { guarded, optimisticTransaction } from '../data/transactions.js';
import { outboxEvent, outboxEventItem, stableEventId } from '../events/index.js';
import { getMember } from '../member-records/index.js';
import { logger } from '../support/logger.js';
import { DAY_SECONDS } from '../support/periods.js';
import {
  expiryNoticeClients,
  expiryNoticeItems,
  markersToNotice,
  recordNoticesThrough,
  type ExpiryMarker,
  type ExpiryNoticeClient,
} from './expiry-repository.js';
import { settledMember, upcomingExpirations } from './expiry-rules.js';

/**
 * Notices ahead of expiry (client setting expiry_notice_days = N): the webhook event
 * points.expiring, sent by the scheduled expiry job to each member whose points fall due N days
 * on, once per member and due date.
 *
 * The job finds them as it finds due markers, in the markers' due-day buckets, N days ahead: each
 * run reads, for each client on the notice list, the markers due after where the client's notices
 * have reached and by now + N days (at most the last day of that: a run missed for longer leaves
 * those members untold rather than told late), then moves that point on once every marker of the
 * window was handled. Once per member and due date holds whatever the runs do: the notice is
 * written with a record keyed by member and due date, under attribute_not_exists, so a second
 * run, an overlapping one, or a marker that left the due date and came back sends nothing more,
 * and the event's id is made from the same three, so receivers see one id. A member whose marker
 * moves to a new due date is told again when that date is N days away.
 */

/** How far behind now + N days a run looks for markers its predecessors did not reach. */
const NOTICE_CATCH_UP_SECONDS = DAY_SECONDS;
const BUCKET_CONCURRENCY = 8;
const MEMBER_CONCURRENCY = 4;

export interface NoticeRun {
  noticesSent: number;
  /** Notices another run had already sent (overlapping runs). */
  noticesAlreadySent: number;
  failedMembers: number;
  failedClients: number;
  stoppedEarly: boolean;
}

interface NoticeOptions {
  timeLeft: () => boolean;
  onMemberFailed?: (member: { client_id: string; member_id: number }, error: unknown) => void;
}

class NoticeAlreadySent extends Error {}

/** Tells the member of the points it holds that fall due at the marker's date, unless it was told already. */
async function noticeMember(client: ClientRecord, marker: ExpiryMarker, now: number): Promise<'sent' | 'already' | 'moved'> {
  try {
    return await optimisticTransaction(async () => {
      const member = await getMember(client.clientId, marker.member_id, true);
      // A marker that moved since the bucket was read is told about when its new date comes into a window.
      if (!member || member.expiry_due_at !== marker.due_at) return { items: [], result: 'moved' as const };
      const policy = client.settings.expiry_policy;
      const settled = settledMember(policy, member, now);
      const expiring = upcomingExpirations(policy, settled, now).find((expiry) => expiry.date_expires === marker.due_at);
      if (!expiring) return { items: [], result: 'moved' as const };
      const notice = expiryNoticeItems(member, marker.due_at, expiring.points, now);
      const event = outboxEvent(
        client.clientId,
        member.id,
        'points.expiring',
        { user_id: member.id, points: expiring.points, date_expires: marker.due_at, redeemable_points: settled.redeemable_points },
        now,
        stableEventId('points.expiring', client.clientId, member.id, marker.due_at),
      );
      return {
        items: [guarded(notice.record, () => new NoticeAlreadySent()), ...notice.snapshot, outboxEventItem(event)],
        result: 'sent' as const,
      };
    }, undefined);
  } catch (error) {
    if (error instanceof NoticeAlreadySent) return 'already';
    throw error;
  }
}

/** One client's window of markers: sent when every marker in it was handled; the point its notices reached moves on only then. */
async function noticeClient(listed: ExpiryNoticeClient, client: ClientRecord, now: number, run: NoticeRun, options: NoticeOptions): Promise<void> {
  const days = client.settings.expiry_notice_days;
  if (days === null || client.settings.expiry_policy.type === 'none') return;
  const through = now + days * DAY_SECONDS;
  const after = Math.max(listed.through ?? 0, through - NOTICE_CATCH_UP_SECONDS, now);
  if (after >= through) return;
  // The window is at most a day long: the buckets of its first and last days hold all of it.
  const partitions = [...new Set([...expiryDuePartitions(after + 1), ...expiryDuePartitions(through)])];
  let complete = true;
  await inParallel(partitions, BUCKET_CONCURRENCY, async (partition) => {
    let startKey: Record<string, unknown> | undefined;
    do {
      if (!options.timeLeft()) {
        complete = false;
        run.stoppedEarly = true;
        return;
      }
      const page = await markersToNotice(partition, client.clientId, after, through, startKey);
      startKey = page.nextKey;
      await inParallel(page.markers, MEMBER_CONCURRENCY, async (marker) => {
        try {
          const outcome = await noticeMember(client, marker, now);
          if (outcome === 'sent') run.noticesSent++;
          else if (outcome === 'already') run.noticesAlreadySent++;
        } catch (error) {
          // Left for the next run, which reads the same window again while it is within a day.
          complete = false;
          run.failedMembers++;
          options.onMemberFailed?.({ client_id: marker.client_id, member_id: marker.member_id }, error);
        }
      });
    } while (startKey);
  });
  if (complete) await recordNoticesThrough(client.clientId, listed.through, through);
}

/** The expiry job's notices: every client on the notice list, its window of markers N days ahead. */
export async function sendExpiryNotices(now: number, clientOf: (clientId: string) => Promise<ClientRecord>, options: NoticeOptions): Promise<NoticeRun> {
  const run: NoticeRun = { noticesSent: 0, noticesAlreadySent: 0, failedMembers: 0, failedClients: 0, stoppedEarly: false };
  const listed = await expiryNoticeClients();
  await inParallel(listed, 2, async (entry) => {
    try {
      await noticeClient(entry, await clientOf(entry.client_id), now, run, options);
    } catch (error) {
      // One client's failure (its settings unreadable, a bucket query refused) leaves its window for the next run.
      run.failedClients++;
      logger.error('expiry notices of a client could not be sent', { client_id: entry.client_id, error: error as Error });
    }
  });
  return run;
}
