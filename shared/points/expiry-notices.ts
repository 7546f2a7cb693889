import type { ClientRecord } from '../programs/index.js';
import { expiryDuePartitions } from './keys.js';
import { inParallel } from '../data/in-parallel.js';
import { guarded, optimisticTransaction } from '../data/transactions.js';
import { outboxEvent, outboxEventItem, stableEventId } from '../events/index.js';
import { getMember } from '../member-store/index.js';
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
 * run reads, for the clients on the notice list, the markers due after where each client's notices
 * have reached and by now + N days (at most the last day of that: a run missed for longer leaves
 * those members untold rather than told late), then moves each client's point on once every
 * marker of the read was handled. Clients with the same N share one read of the buckets, so a
 * run reads each bucket slice once per distinct N (at most 90), not once per client. Once per member and due date holds whatever the runs do: the notice is
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

/** A client on the notice list, with its settings and the due times its notices are still to cover. */
interface NoticeWindow {
  listed: ExpiryNoticeClient;
  client: ClientRecord;
  after: number;
}

/** The filter of one bucket query names at most this many clients (DynamoDB takes 100 IN values). */
const CLIENTS_PER_QUERY = 100;

/**
 * The windows of clients told the same number of days ahead, read together: each bucket page is
 * read once for all of them, whatever their number, and each marker goes to its client's window.
 * A client's point moves on only when every marker of the read was handled.
 */
async function noticeWindows(windows: NoticeWindow[], through: number, now: number, run: NoticeRun, options: NoticeOptions): Promise<void> {
  const byClient = new Map(windows.map((window) => [window.client.clientId, window]));
  const after = Math.min(...windows.map((window) => window.after));
  // The window is at most a day long: the buckets of its first and last days hold all of it.
  const partitions = [...new Set([...expiryDuePartitions(after + 1), ...expiryDuePartitions(through)])];
  const clientGroups = Array.from({ length: Math.ceil(windows.length / CLIENTS_PER_QUERY) }, (_unused, index) =>
    windows.slice(index * CLIENTS_PER_QUERY, (index + 1) * CLIENTS_PER_QUERY).map((window) => window.client.clientId),
  );
  let complete = true;
  const reads = partitions.flatMap((partition) => clientGroups.map((clientIds) => ({ partition, clientIds })));
  await inParallel(reads, BUCKET_CONCURRENCY, async ({ partition, clientIds }) => {
    let startKey: Record<string, unknown> | undefined;
    do {
      if (!options.timeLeft()) {
        complete = false;
        run.stoppedEarly = true;
        return;
      }
      const page = await markersToNotice(partition, clientIds, after, through, startKey);
      startKey = page.nextKey;
      // A marker at or before its own client's point was covered by an earlier run.
      const due = page.markers.flatMap((marker) => {
        const window = byClient.get(marker.client_id);
        return window && marker.due_at > window.after ? [{ window, marker }] : [];
      });
      await inParallel(due, MEMBER_CONCURRENCY, async ({ window, marker }) => {
        try {
          const outcome = await noticeMember(window.client, marker, now);
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
  if (complete) await Promise.all(windows.map((window) => recordNoticesThrough(window.client.clientId, window.listed.through, through)));
}

/** The expiry job's notices: every client on the notice list, its window of markers N days ahead. */
export async function sendExpiryNotices(now: number, clientOf: (clientId: string) => Promise<ClientRecord>, options: NoticeOptions): Promise<NoticeRun> {
  const run: NoticeRun = { noticesSent: 0, noticesAlreadySent: 0, failedMembers: 0, failedClients: 0, stoppedEarly: false };
  // Clients told the same number of days ahead share their bucket reads.
  const byDays = new Map<number, NoticeWindow[]>();
  await inParallel(await expiryNoticeClients(), 4, async (listed) => {
    try {
      const client = await clientOf(listed.client_id);
      const days = client.settings.expiry_notice_days;
      if (days === null || client.settings.expiry_policy.type === 'none') return;
      const through = now + days * DAY_SECONDS;
      const after = Math.max(listed.through ?? 0, through - NOTICE_CATCH_UP_SECONDS, now);
      if (after < through) byDays.set(days, [...(byDays.get(days) ?? []), { listed, client, after }]);
    } catch (error) {
      // A client whose settings cannot be read is left for the next run.
      run.failedClients++;
      logger.error('expiry notices of a client could not be sent', { client_id: listed.client_id, error: error as Error });
    }
  });
  await inParallel([...byDays], 2, async ([days, windows]) => {
    try {
      await noticeWindows(windows, now + days * DAY_SECONDS, now, run, options);
    } catch (error) {
      // A bucket query refused leaves these clients' windows for the next run.
      run.failedClients += windows.length;
      logger.error('expiry notices could not be sent', { notice_days: days, clients: windows.length, error: error as Error });
    }
  });
  return run;
}
