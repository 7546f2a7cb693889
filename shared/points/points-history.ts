import type * as z from 'zod';
import { ledgerPage, queryLedger, type LedgerEntry } from './ledger-repository.js';
import type { MemberRecord } from '../member-store/index.js';
import { ApiError, paramError } from '../errors.js';
import { loadActivities, type Activity } from './activity-catalogue.js';
import { extendedActivity } from './activity-views.js';
import type { ClientRecord } from '../programs/index.js';
import { fanLevel } from './tiers.js';
import { settledMember } from './expiry-rules.js';
import type { ActivityHistoryBody, ExtendedActivityHistoryBody, MemberLedgerBody, PointsSummaryBody } from './points-responses.js';
import { MAX_HISTORY_DEPTH, type ActivityHistoryQueryInput, type MemberLedgerQueryInput } from './points-requests.js';
import { pageRange, type PageRequest } from '../support/pages.js';
import { nowSeconds } from '../support/clock.js';

/**
 * Read sides of the points ledger: the points summary (endpoint 4) and the basic and extended
 * activity histories (10, 11). Each is one Query of the member's partition, newest first,
 * bounded by `limit`, or by the page's end for page_number paging.
 */

/** Endpoint 4 (spec 2.4). */
export async function pointsSummary(client: ClientRecord, stored: MemberRecord, limit: number): Promise<z.infer<typeof PointsSummaryBody>> {
  const now = nowSeconds();
  const member = settledMember(client.settings.expiry_policy, stored, now);
  const [entries, level] = await Promise.all([queryLedger(member.client_id, member.id, { limit }), fanLevel(client, member, now)]);
  return {
    id: member.id,
    total_points: member.total_points,
    redeemable_points: member.redeemable_points,
    num_points_purchased: member.num_points_purchased,
    activities: entries.map((entry) => ({ name: entry.name, num_points: entry.num_points, notes: entry.notes ?? null, date_created: entry.date_created })),
    fan_level: level,
  };
}

const DEFAULT_HISTORY = 100;

/**
 * Which of the member's entries (newest first) a history request wants: the page page_number of
 * page_size entries, or the newest `limit`. page_number paging reads the entries before the page
 * too, so it reaches the newest MAX_HISTORY_DEPTH entries and no deeper: every read stays one
 * bounded Query.
 */
export function historyWindow(query: ActivityHistoryQueryInput): PageRequest {
  const { limit, page_size: size, page_number: page } = query;
  if (size === undefined && page === undefined) return { page: 1, size: limit ?? DEFAULT_HISTORY };
  if (size === undefined) throw paramError('page_number must be used with page_size');
  if (page === undefined) throw paramError('page_size must be used with page_number');
  if (limit !== undefined) throw paramError('limit cannot be used with page_size and page_number');
  if (page * size > MAX_HISTORY_DEPTH) {
    throw paramError(`page_number * page_size must be at most ${MAX_HISTORY_DEPTH}: paging reaches the newest ${MAX_HISTORY_DEPTH} entries`);
  }
  return { page, size };
}

/** The window's entries, and whether the member has any entry at all (before the window included). */
async function historyEntries(member: MemberRecord, window: PageRequest): Promise<{ entries: LedgerEntry[]; any: boolean }> {
  const read = await queryLedger(member.client_id, member.id, { limit: window.page * window.size });
  const { start, end } = pageRange(read.length, window);
  return { entries: read.slice(start, end), any: read.length > 0 };
}

/** Endpoint 10 (spec 2.12): activity_id is null on entries no activity made (redemptions, expiries). */
export async function activityHistory(member: MemberRecord, query: ActivityHistoryQueryInput): Promise<z.infer<typeof ActivityHistoryBody>> {
  const { entries } = await historyEntries(member, historyWindow(query));
  return entries.map((entry) => ({
    activity_id: entry.activity_id,
    date_created: entry.date_created,
    name: entry.name,
    num_points: entry.num_points,
    ...(entry.extra_data !== null && entry.extra_data !== undefined ? { extra_data: entry.extra_data } : {}),
  }));
}

const EMPTY_ACTIVITY_FIELDS = {
  title: null,
  description: null,
  image: null,
  category_id: null,
  category_name: null,
  type_id: null,
  type_name: null,
  activity_channel_id: null,
  activity_channel_name: null,
  freq_cap: null,
  freq_period_id: null,
  freq_period_name: null,
  freq_num_required_attempts: null,
  redirect_url: null,
  points_on_click: false,
  action_tags: null,
  public_title: null,
  public_description: null,
};

function extendedRecord(entry: LedgerEntry, activity: Activity | undefined) {
  const { id: _id, ...catalogue } = activity
    ? extendedActivity(activity)
    : { id: null, ...EMPTY_ACTIVITY_FIELDS, name: entry.name, num_points: 0, extra_data: null };
  return {
    ...catalogue,
    activity_id: entry.activity_id,
    name: entry.name,
    num_points: entry.num_points,
    extra_data: entry.extra_data ?? null,
    date_created: entry.date_created,
    base_num_points: activity ? String(activity.num_points) : String(entry.num_points),
    base_extra_data: activity?.extra_data ?? null,
  };
}

/**
 * Endpoint 11: history entries joined with the client's catalogue (cached, or one more Query) for the
 * activity fields; entries without an activity carry nulls. 404 no data when the member has no
 * history at all; a page past the last is an empty page.
 */
export async function extendedActivityHistory(member: MemberRecord, query: ActivityHistoryQueryInput): Promise<z.infer<typeof ExtendedActivityHistoryBody>> {
  const window = historyWindow(query);
  const [{ entries, any }, activities] = await Promise.all([historyEntries(member, window), loadActivities(member.client_id)]);
  if (!any) throw new ApiError('no data', 'no activity history');
  const byId = new Map(activities.map((activity) => [String(activity.id), activity]));
  return entries.map((entry) => extendedRecord(entry, entry.activity_id === null ? undefined : byId.get(entry.activity_id)));
}

/** A ledger cursor is the last entry's sort key in base64url; anything else names no entry of this ledger. */
const LEDGER_SORT_KEY = /^LEDGER#\d{12}#[^#]{1,200}$/;

/** A member's ledger for an operator, newest first, a page at a time: every entry as stored, with its balances after. */
export async function memberLedger(member: MemberRecord, query: MemberLedgerQueryInput): Promise<z.infer<typeof MemberLedgerBody>> {
  const afterSK = query.cursor === undefined ? undefined : Buffer.from(query.cursor, 'base64url').toString('utf8');
  if (afterSK !== undefined && !LEDGER_SORT_KEY.test(afterSK)) throw paramError('cursor must be the next_cursor of a previous page');
  const page = await ledgerPage(member.client_id, member.id, query.limit, afterSK);
  return {
    entries: page.entries.map((entry) => ({
      entry_id: entry.entry_id,
      kind: entry.kind,
      num_points: entry.num_points,
      counts_toward_total: entry.counts_toward_total,
      activity_id: entry.activity_id,
      name: entry.name,
      notes: entry.notes ?? null,
      date_created: entry.date_created,
      ending_total: entry.ending_total,
      ending_redeemable: entry.ending_redeemable,
      rule_id: typeof entry.rule_id === 'string' ? entry.rule_id : null,
      rule_version: typeof entry.rule_version === 'number' ? entry.rule_version : null,
    })),
    next_cursor: page.nextSK === undefined ? null : Buffer.from(page.nextSK, 'utf8').toString('base64url'),
  };
}
