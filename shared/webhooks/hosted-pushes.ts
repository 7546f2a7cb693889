import type { OutboxEvent } from '../events/index.js';
import { getMember, type MemberRecord } from '../member-store/index.js';
import { ledgerBetween, listActivities, settledMember, tierInfo, upcomingExpirations, type LedgerEntry } from '../points/index.js';
import { type ClientRecord, readClient } from '../programs/index.js';
import { ExpiringCache } from '../support/expiring-cache.js';
import { isoTimestamp, isoTimestampWithOffset } from '../support/periods.js';
import { hostedPushOf } from './hosted-schemas.js';

/**
 * The hosted Live Push bodies (User Activity, User Profile, Points Expiration, User Segmentation) made from our
 * events. Our events carry ids and amounts only, so a push reads what it shows when it is sent:
 * the member, and for an activity its ledger entry and catalogue activity. A retry or replay sends
 * the member as it is then, as the hosted profile push sends the profile "every time it's updated".
 * Field names and forms follow the hosted pages; where their stored copies are cut short the
 * choices are ours (docs/decisions.md).
 */

/** The hosted pages' limit on notes and extra data: longer text is cut to 3,997 characters and "…". */
const TEXT_LIMIT = 4_000;
const trimmed = (text: string | null | undefined): string | null =>
  text === null || text === undefined ? null : text.length > TEXT_LIMIT ? `${text.slice(0, TEXT_LIMIT - 3)}…` : text;

/** Months ahead a Points Expiration push shows (the hosted push: the current month and 5 forward). */
const FORWARD_MONTHS = 5;
const CATALOGUE_CACHE_MS = 5_000;

const catalogueCache = new ExpiringCache<ReturnType<typeof listActivities>>({ maxEntries: 1_000, ttlMs: CATALOGUE_CACHE_MS });

function catalogueOf(clientId: string): ReturnType<typeof listActivities> {
  let activities = catalogueCache.get(clientId);
  if (!activities) {
    activities = listActivities(clientId);
    catalogueCache.set(clientId, activities);
    activities.catch(() => catalogueCache.delete(clientId));
  }
  return activities;
}

const text = (value: unknown): string | null => (value === undefined || value === null ? null : String(value));
const camel = (name: string): string => name.replace(/_([a-z0-9])/g, (_match, next: string) => next.toUpperCase());

/** Keys in camelCase at every depth; booleans as the hosted pushes' binary numbers (0, 1). */
function hostedForm(value: unknown): unknown {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (Array.isArray(value)) return value.map(hostedForm);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [camel(key), hostedForm(inner)]));
  return value;
}

/** Points signed as the hosted User Activity has them: positive when added, negative when taken (a redemption). */
const SIGN: Record<string, number> = { 'points.credited': 1, 'points.return_voided': 1, 'points.removed': -1, 'points.returned': -1, 'reward.redeemed': -1 };

/** The ledger entry an activity event reports, from the one-second slice of the ledger it was written in. */
async function entryOf(event: OutboxEvent, memberId: number): Promise<LedgerEntry | undefined> {
  const slice = await ledgerBetween(event.client_id, memberId, event.created_at, event.created_at);
  if (event.type === 'reward.redeemed') return slice.find((entry) => entry.kind === 'redemption' && entry.redeem_order_id === event.data.redeem_order_id);
  return slice.find((entry) => entry.entry_id === event.data.entry_id);
}

/** Live Push User Activity. An entry dated before its event (a backdated credit) is shown from the event alone. */
async function userActivity(event: OutboxEvent, member: MemberRecord): Promise<Record<string, unknown>> {
  const entry = await entryOf(event, member.id);
  const activityId = text(entry?.activity_id ?? event.data.activity_id);
  const activity = activityId === null ? undefined : (await catalogueOf(event.client_id)).find((candidate) => String(candidate.id) === activityId);
  const redeemed = event.type === 'reward.redeemed';
  const name = entry?.name ?? (redeemed ? `Redeemed ${text(event.data.reward_title)}` : `Points ${text(event.data.source) ?? 'moved'}`);
  const extra = entry?.extra_data ?? activity?.extra_data ?? null;
  return {
    userActivityId: entry?.entry_id ?? text(redeemed ? event.data.redeem_order_id : event.data.entry_id),
    activityId: activityId === null ? null : Number(activityId),
    activityName: activity?.name ?? name,
    points: entry?.num_points ?? (SIGN[event.type] ?? 1) * Number(event.data.points ?? 0),
    notes: trimmed(entry?.notes),
    referenceId: redeemed ? (event.data.redeem_order_id ?? null) : null,
    activityExtraData: trimmed(extra === null ? null : typeof extra === 'string' ? extra : JSON.stringify(extra)),
    thirdPartyId: text(member.third_party_id),
    title: activity?.title ?? name,
    description: activity?.description ?? name,
    // No activity translations are kept: the hosted push sends null then.
    translatedTitle: null,
    translatedDescription: null,
    userId: member.id,
    dateCreated: isoTimestampWithOffset(entry?.date_created ?? event.created_at),
  };
}

/** The profile fields a User Profile push carries, by our names: never tokens, passwords or salts. */
const PROFILE_FIELDS = [
  'third_party_id',
  'first_name',
  'middle_name',
  'last_name',
  'email_address',
  'email_is_verified',
  'username',
  'mobile_phone_number',
  'date_of_birth',
  'gender',
  'country',
  'state',
  'city',
  'street_address_1',
  'street_address_2',
  'postal_code',
  'receive_email_updates',
  'network1_user_id',
  'network2_user_id',
  'is_active',
  'lang_pref',
  'date_created',
  'date_last_updated',
] as const;

/** Live Push User Profile: the member's profile and balances in camelCase, with tierInfo (null without tiers). */
async function userProfile(client: ClientRecord, member: MemberRecord, now: number): Promise<Record<string, unknown>> {
  const profile: Record<string, unknown> = { userId: member.id };
  for (const field of PROFILE_FIELDS) profile[camel(field)] = hostedForm(member[field] ?? null);
  const settled = settledMember(client.settings.expiry_policy, member, now);
  return {
    ...profile,
    totalPoints: settled.total_points,
    redeemablePoints: settled.redeemable_points,
    customData: (member.custom_data as Record<string, string> | undefined) ?? {},
    tierInfo: hostedForm(await tierInfo(client, member, now)),
  };
}

/**
 * Live Push Points Expiration: the member's details and, by the client's policy, the inactivity
 * forecast or the months of the redemption period with points expired (this event's) or expiring.
 */
function pointsExpiration(client: ClientRecord, member: MemberRecord, event: OutboxEvent, now: number): Record<string, unknown> {
  const policy = client.settings.expiry_policy;
  const upcoming = upcomingExpirations(policy, settledMember(policy, member, now), now);
  const details = {
    user_id: member.id,
    email_address: text(member.email_address),
    third_party_id: text(member.third_party_id),
    message_date: isoTimestampWithOffset(event.created_at),
  };
  const expired = event.type === 'points.expired' ? Number(event.data.points ?? 0) : 0;
  if (policy.type === 'inactivity') {
    const next = upcoming[0];
    return {
      ...details,
      last_qualified_date: isoTimestampWithOffset((member.last_earned_at as number | undefined) ?? member.date_created),
      expiration_date: isoTimestampWithOffset(next?.date_expires ?? event.created_at),
      points_expiring: next?.points ?? 0,
    };
  }
  const today = new Date(now * 1000);
  const horizon = Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + FORWARD_MONTHS + 1, 1) / 1000;
  const months = [
    ...(expired > 0 ? [{ expiration_date: isoTimestampWithOffset(event.created_at), points_expired: expired, points_expiring: 0 }] : []),
    ...upcoming
      .filter((expiry) => expiry.date_expires < horizon)
      .map((expiry) => ({ expiration_date: isoTimestampWithOffset(expiry.date_expires), points_expired: 0, points_expiring: expiry.points })),
  ];
  return { ...details, redemption_period_points_expiration: months };
}

/**
 * Live Push User Segmentation. Segments here are single (no segment groups), and a member moves
 * only by the segment's filter or by an operator's list (which the hosted service has as
 * client-defined segments): both are the "segment criteria" trigger. An archived segment sends no
 * exits: it stops reaching its members at once rather than moving each of them.
 */
function userSegmentation(member: MemberRecord, event: OutboxEvent): Record<string, unknown> {
  return {
    user_id: member.id,
    email_address: text(member.email_address),
    third_party_id: text(member.third_party_id),
    type: 'segment',
    name: text(event.data.segment_name),
    subscription_id: Number(event.data.segment_id),
    event: event.type === 'segment.entered' ? 'entered' : 'exited',
    trigger: 'segment criteria',
    date_occurred: isoTimestamp(event.created_at),
  };
}

/**
 * The hosted body of an event at `now`; undefined when the event has no hosted push or its member
 * no longer exists (nothing is left to show).
 */
export async function hostedPushBody(event: OutboxEvent, now: number): Promise<Record<string, unknown> | undefined> {
  const push = hostedPushOf(event.type);
  if (!push || event.member_id === undefined) return undefined;
  const [client, member] = await Promise.all([readClient(event.client_id), getMember(event.client_id, event.member_id, true)]);
  if (!member) return undefined;
  switch (push) {
    case 'user_activity':
      return userActivity(event, member);
    case 'user_profile':
      return userProfile(client, member, now);
    case 'points_expiration':
      return pointsExpiration(client, member, event, now);
    case 'user_segmentation':
      return userSegmentation(member, event);
  }
}
