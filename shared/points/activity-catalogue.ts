import { randomInt } from 'node:crypto';
import { segmentsNotInUse } from '../segments/index.js';
import { getActivity, listActivities, putActivity } from './activity-repository.js';
import { FREQ_PERIODS, type Activity, type ActivityInput } from './activity-input.js';
import { inputError, notFound } from '../errors.js';
import { cachedRead, forgetCatalogue } from '../support/catalogue-cache.js';
import { nowSeconds } from '../support/clock.js';
import { outsideRequest } from '../data/request-deadline.js';

/**
 * The client's catalogue of earnable activities (spec 2.11). Code redemption campaigns are
 * backed by an activity of type 8, so their submissions appear in history and the stream.
 */
export {
  ACTIVITY_CATEGORIES,
  ACTIVITY_CHANNELS,
  ACTIVITY_TYPES,
  ActivityInputSchema,
  CODE_REDEMPTION_TYPE_ID,
  FREQ_PERIODS,
  type Activity,
  type ActivityInput,
} from './activity-input.js';

function checkFrequency(input: ActivityInput): void {
  const period = input.freq_period_id === null ? undefined : FREQ_PERIODS[input.freq_period_id];
  if (period && !period.active) {
    throw inputError(`freq_period_id ${input.freq_period_id} (${period.name}) is inactive`);
  }
  if (input.freq_cap !== null && input.freq_period_id === null) {
    throw inputError('freq_period_id is required with freq_cap');
  }
}

export const mintActivityId = (): number => randomInt(100_000, 2 ** 31 - 1);

/** An activity for segments reaches members of one of them (an archived segment reaches no one). */
export const reaches = (activity: Activity, segmentIds: ReadonlySet<string>): boolean =>
  activity.segment_ids === null || activity.segment_ids.some((segmentId) => segmentIds.has(segmentId));

/** An audience names segments the program has in use. */
async function checkAudience(clientId: string, input: ActivityInput): Promise<void> {
  const missing = input.segment_ids ? await segmentsNotInUse(clientId, input.segment_ids) : [];
  if (missing.length > 0) throw inputError(`segment_ids: the program has no segment in use with id ${missing.join(', ')}`);
}

export async function createActivity(clientId: string, input: ActivityInput): Promise<Activity> {
  checkFrequency(input);
  await checkAudience(clientId, input);
  const now = nowSeconds();
  const activity: Activity = { ...input, id: mintActivityId(), client_id: clientId, date_created: now, date_last_updated: now };
  await putActivity(activity, { mustNotExist: true });
  forgetCatalogue(clientId);
  return activity;
}

export async function replaceActivity(clientId: string, activityId: number, input: ActivityInput): Promise<Activity> {
  checkFrequency(input);
  await checkAudience(clientId, input);
  // A replacement is the whole activity: a survey replaced by a plain body is plain again.
  const { kind: _kind, questions: _questions, ...existing } = await readActivity(clientId, activityId);
  const activity: Activity = { ...existing, ...input, date_last_updated: nowSeconds() };
  await putActivity(activity, { mustNotExist: false });
  forgetCatalogue(clientId);
  return activity;
}

export async function readActivity(clientId: string, activityId: number): Promise<Activity> {
  const activity = await getActivity(clientId, activityId);
  if (!activity) throw notFound('activity does not exist');
  return activity;
}

/**
 * The client's activities as members see them (endpoints 11, 12, 14): kept a few seconds per
 * container like the rewards catalogue (catalogue-cache.ts), so member reads skip the catalogue
 * partition, a hot key at scale, and the round trip to it. Operator reads use listActivities.
 */
export const loadActivities = (clientId: string): Promise<Activity[]> =>
  cachedRead(clientId, 'activities', () => outsideRequest(() => listActivities(clientId)));

export { getActivity, listActivities };
