import type * as z from 'zod';
import { segmentsForAudiences } from '../segments/index.js';
import type { MemberRecord } from '../member-store/index.js';
import { activityCapKey, readCapCounts } from './activity-counter-repository.js';
import { ApiError, paramError } from '../errors.js';
import {
  ACTIVITY_CATEGORIES,
  ACTIVITY_CHANNELS,
  ACTIVITY_TYPES,
  FREQ_PERIODS,
  createActivity,
  listActivities,
  loadActivities,
  reaches,
  readActivity,
  replaceActivity,
  type Activity,
  type ActivityInput,
} from './activity-catalogue.js';
import { readClient } from '../programs/index.js';
import { capWindow } from './activity-credit.js';
import type { ActivityBody, ExtendedActivityBody, OperatorActivityBody } from './points-responses.js';
import { nowSeconds } from '../support/clock.js';

/**
 * Read sides of the activity catalogue: the extended form of spec 2.11 for members and the
 * client (endpoints 12-14, GET /v2/activities/{activity_id}/extended), the basic form of
 * GET /v2/activities, and the operator's view of the catalogue.
 */

const named = (table: Record<number, string>, id: number | null): string | null => (id === null ? null : (table[id] ?? null));

/** The extended activity of spec 2.11. */
export function extendedActivity(activity: Activity): z.infer<typeof ExtendedActivityBody> {
  return {
    id: String(activity.id),
    name: activity.name,
    title: activity.title,
    description: activity.description,
    num_points: activity.num_points,
    image: activity.image,
    category_id: activity.category_id,
    category_name: named(ACTIVITY_CATEGORIES, activity.category_id),
    type_id: activity.type_id,
    type_name: named(ACTIVITY_TYPES, activity.type_id),
    activity_channel_id: activity.activity_channel_id,
    activity_channel_name: named(ACTIVITY_CHANNELS, activity.activity_channel_id),
    freq_cap: activity.freq_cap,
    freq_period_id: activity.freq_period_id,
    freq_period_name: activity.freq_period_id === null ? null : (FREQ_PERIODS[activity.freq_period_id]?.name ?? null),
    freq_num_required_attempts: activity.freq_num_required_attempts,
    redirect_url: activity.redirect_url,
    points_on_click: activity.points_on_click,
    action_tags: activity.action_tags,
    extra_data: activity.extra_data,
    public_title: activity.public_title,
    public_description: activity.public_description,
  };
}

/** The basic form of GET /v2/activities (hosted page Activities). */
function basicActivity(activity: Activity): z.infer<typeof ActivityBody> {
  return {
    id: String(activity.id),
    title: activity.title,
    description: activity.description,
    num_points: activity.num_points,
    image: activity.image,
    category_id: activity.category_id === null ? null : String(activity.category_id),
    type_id: activity.type_id === null ? null : String(activity.type_id),
    extra_data: activity.extra_data,
    date_start: null,
    date_end: null,
    min_tier_id: null,
    show_as_locked_by_tier: false,
  };
}

/** The operator's view: the extended form plus what only the operator sees. */
const operatorActivity = (activity: Activity): z.infer<typeof OperatorActivityBody> => ({
  ...extendedActivity(activity),
  id: activity.id,
  is_active: activity.is_active,
  segment_ids: activity.segment_ids,
  date_created: activity.date_created,
  date_last_updated: activity.date_last_updated,
  kind: activity.kind ?? 'standard',
  questions: activity.questions ?? null,
});

const noData = () => new ApiError('no data', 'no activities available');

const byId = (a: Activity, b: Activity) => a.id - b.id;

/** The client's active activities by id; no data when there are none, unless `noneIsFine` (paged forms). */
async function activeActivities(clientId: string, noneIsFine = false): Promise<Activity[]> {
  const active = (await loadActivities(clientId)).filter((activity) => activity.is_active).sort(byId);
  if (active.length === 0 && !noneIsFine) throw noData();
  return active;
}

/** Endpoint 14: the client's active activities; 404 no data when there are none. */
export async function clientActivities(clientId: string, noneIsFine = false) {
  return (await activeActivities(clientId, noneIsFine)).map(extendedActivity);
}

/** GET /v2/activities: the client's active activities in the basic form; 404 no data when there are none. */
export async function clientActivityList(clientId: string) {
  return (await activeActivities(clientId)).map(basicActivity);
}

/**
 * GET /v2/activities/{activity_id}/extended: one of the client's activities, from the cached
 * catalogue as 13. Unknown (or another client's) is param_error, as 13; inactive is 404 no data.
 */
export async function clientActivity(clientId: string, activityId: number) {
  const activity = (await loadActivities(clientId)).find((candidate) => candidate.id === activityId);
  if (!activity) throw paramError('activity does not exist');
  if (!activity.is_active) throw new ApiError('no data', 'the activity is not active');
  return extendedActivity(activity);
}

/** The activities whose cap the member has already reached in the window containing `now`. */
async function cappedFor(member: MemberRecord, activities: Activity[], now: number): Promise<Set<number>> {
  const capped = activities.flatMap((activity) => {
    const window = capWindow(activity, now);
    return activity.freq_cap !== null && window !== null ? [{ activity, cap: activity.freq_cap, window }] : [];
  });
  const counts = await readCapCounts(capped.map(({ activity, window }) => activityCapKey(member.client_id, member.id, String(activity.id), window.id)));
  return new Set(capped.filter(({ cap }, index) => (counts[index] ?? 0) >= cap).map(({ activity }) => activity.id));
}

/**
 * Endpoint 12: active activities the member can still complete now (caps already reached in
 * the current window, and activities for segments it is not in, are left out); no data when the client has no active activities.
 */
export async function memberActivities(member: MemberRecord, noneIsFine = false) {
  const now = nowSeconds();
  const active = await activeActivities(member.client_id, noneIsFine);
  const [capped, segmentIds] = await Promise.all([cappedFor(member, active, now), segmentsForAudiences(member.client_id, member.id, active)]);
  return active.filter((activity) => !capped.has(activity.id) && reaches(activity, segmentIds)).map(extendedActivity);
}

/** Endpoint 13: one activity, if the member can complete it now. Read from the cached catalogue, as 12. */
export async function memberActivity(member: MemberRecord, activityId: number) {
  const now = nowSeconds();
  const activity = (await loadActivities(member.client_id)).find((candidate) => candidate.id === activityId);
  if (!activity) throw paramError('activity does not exist');
  if (!activity.is_active || (await cappedFor(member, [activity], now)).size > 0) throw noData();
  if (!reaches(activity, await segmentsForAudiences(member.client_id, member.id, [activity]))) throw noData();
  return extendedActivity(activity);
}

// ---- operator routes ----

export async function operatorCreateActivity(clientId: string, input: ActivityInput) {
  await readClient(clientId);
  return operatorActivity(await createActivity(clientId, input));
}

export async function operatorReplaceActivity(clientId: string, activityId: number, input: ActivityInput) {
  await readClient(clientId);
  return operatorActivity(await replaceActivity(clientId, activityId, input));
}

export async function operatorReadActivity(clientId: string, activityId: number) {
  await readClient(clientId);
  return operatorActivity(await readActivity(clientId, activityId));
}

export async function operatorListActivities(clientId: string) {
  await readClient(clientId);
  return (await listActivities(clientId)).sort(byId).map(operatorActivity);
}
