import { getMember, type MemberRecord } from '../member-store/index.js';
import { memberSnapshots } from '../member-store/index.js';
import { activityAttemptsKey, activityCapKey, capReachedItem, incrementCapItem, readCounter, setAttemptsItem } from './activity-counter-repository.js';
import { optimisticTransaction, type OptimisticWrite, type TransactItem } from '../data/transactions.js';
import { inputError, pageNotFound, paramError } from '../errors.js';
import { getActivity, loadActivities, reaches, type Activity } from './activity-catalogue.js';
import { memberSegmentIds } from '../segments/index.js';
import { earningWrite, ruleCreditAnswers } from './ledger.js';
import { creditedPoints } from './movements.js';
import { currentLevelId } from './tiers.js';
import { ruleEarning, type RuleEarning, ruleReadsByAttempt } from '../rules/index.js';
import { DAY_SECONDS, LIFETIME, dayWindow, isoWeekWindow, monthWindow, type Window } from '../support/periods.js';
import { MAX_ACTIVITY_BACKDATE_DAYS, type ClientSettings } from '../programs/index.js';
import type { CreditActivityInput } from './points-requests.js';
import type { ClientRequest } from '../requests/index.js';
import { nowSeconds } from '../support/clock.js';
import { present } from '../support/present.js';

/**
 * Crediting an activity to a member (POST /v2/users/{user_id}/activities): the activity's
 * freq_cap per freq_period and freq_num_required_attempts are enforced by counter items
 * written, under conditions, in the same transaction as the points.
 */

export interface CreditResult {
  awarded: boolean;
  /** Everything the credit earned: the activity's points and what earning rules added. */
  num_points: number;
  reason: 'freq_cap_reached' | 'more_attempts_required' | null;
  base_points: number;
  credits: Array<{ rule_id: string; rule_version: number; points: number; entry_id: string }>;
  skipped: Array<{ rule_id: string; reason: string }>;
}

const NOT_AWARDED = { num_points: 0, base_points: 0, credits: [], skipped: [] };

/** Completions made this long after now are refused: clocks differ a little, not more. */
const CLOCK_SKEW_SECONDS = 300;
/**
 * Cap counters stay past their window for as long as any client may backdate a completion into
 * it (so raising max_activity_backdate_days never reopens a window), plus a week; then TTL
 * removes them.
 */
export const CAP_COUNTER_LIFETIME_AFTER_WINDOW = (MAX_ACTIVITY_BACKDATE_DAYS + 7) * DAY_SECONDS;

/** The calendar window (UTC) a completion at `at` counts in for the activity's cap, if capped. */
export function capWindow(activity: Activity, at: number): Window | null {
  if (activity.freq_cap === null) return null;
  switch (activity.freq_period_id) {
    case 2:
      return dayWindow(at);
    case 4:
      return isoWeekWindow(at);
    case 6:
      return monthWindow(at);
    case 5:
      return LIFETIME;
    default:
      return null;
  }
}

/**
 * The activity to credit, from the cached catalogue (an operator's change reaches it within the
 * catalogue bound, 5 s) or, for one newer than the cached list, read from the table.
 */
export async function creditableActivity(clientId: string, rawId: string | number): Promise<Activity> {
  const id = String(rawId);
  if (!/^\d{1,10}$/.test(id)) throw paramError('activity does not exist');
  const listed = (await loadActivities(clientId)).find((candidate) => candidate.id === Number(id));
  const activity = listed ?? (await getActivity(clientId, Number(id)));
  if (!activity) throw paramError('activity does not exist');
  if (!activity.is_active) throw paramError('activity is not active');
  return activity;
}

/** A member outside an activity's segments is refused its credit (a survey's response too), as an activity it cannot do. */
export async function checkAudience(clientId: string, activity: Activity, memberId: number): Promise<void> {
  if (activity.segment_ids && !reaches(activity, await memberSegmentIds(clientId, memberId))) {
    throw paramError('activity is for members of segments the member is not in');
  }
}

/**
 * The points a credit awards: the activity's own, or the override, which the client's
 * max_points_per_credit bounds. Never negative: taking points away is not a credit.
 */
function awardedPoints(activity: Activity, input: CreditActivityInput, settings: ClientSettings): number {
  if (input.num_points !== undefined && input.num_points > settings.max_points_per_credit) {
    throw inputError(`num_points: at most ${settings.max_points_per_credit} (the client's max_points_per_credit)`);
  }
  const points = input.num_points ?? activity.num_points;
  if (points < 0) throw inputError('activity takes points away: a credit only awards points');
  return points;
}

/** When the completion happened: not in the future, and not before the client's backdating bound. */
function completionTime(input: CreditActivityInput, settings: ClientSettings, now: number): number {
  const at = input.activity_date ?? now;
  if (at > now + CLOCK_SKEW_SECONDS) throw inputError('activity_date is in the future');
  const days = settings.max_activity_backdate_days;
  if (at < now - days * DAY_SECONDS) throw inputError(`activity_date: at most ${days} days ago (the client's max_activity_backdate_days)`);
  return at;
}

/**
 * Credits the activity to the member: given the member the request resolved, the first attempt
 * decides on it without reading it again; given only an id, every attempt reads the member.
 */
export async function creditActivity(
  request: ClientRequest,
  resolved: MemberRecord | { id: number },
  input: CreditActivityInput,
  /** Told the member as the committed credit left it (not for a refusal): a caller crediting the member again starts from it. */
  credited?: (after: MemberRecord) => void,
): Promise<CreditResult> {
  const { clientId, settings } = request.client;
  const memberId = resolved.id;
  const nextMember = 'version' in resolved ? memberSnapshots(resolved) : () => getMember(clientId, memberId, true);
  const activity = await creditableActivity(clientId, input.activity_id);
  // A survey's credit is its response's, once per member: a plain credit would go round that.
  if (activity.kind === 'survey') throw paramError('activity is a survey: a response to /v2.1/users/{user_id}/survey/{activity_id}/response credits it');
  await checkAudience(clientId, activity, memberId);
  const at = completionTime(input, settings, nowSeconds());
  const points = awardedPoints(activity, input, settings);
  const activityId = String(activity.id);
  const window = capWindow(activity, at);
  const capKey = window ? activityCapKey(clientId, memberId, activityId, window.id) : null;
  const required = activity.freq_num_required_attempts ?? 1;
  const attemptsKey = activityAttemptsKey(clientId, memberId, activityId);

  const nextRuleReads = ruleReadsByAttempt(clientId, memberId, { kind: 'activity', activity_id: activityId });
  let after: MemberRecord | undefined;
  const result = await optimisticTransaction(async (): Promise<OptimisticWrite<CreditResult>> => {
    after = undefined;
    const [member, completions, attempts, ruleReads] = await Promise.all([
      nextMember(),
      capKey ? readCounter(capKey) : 0,
      required > 1 ? readCounter(attemptsKey) : 0,
      nextRuleReads(),
    ]);
    if (!member) throw pageNotFound('user does not exist');
    if (capKey && activity.freq_cap !== null && completions >= activity.freq_cap) {
      return { items: [capReachedItem(capKey, activity.freq_cap)], result: { awarded: false, reason: 'freq_cap_reached', ...NOT_AWARDED } };
    }
    if (attempts + 1 < required) {
      return {
        items: [setAttemptsItem(attemptsKey, attempts, attempts + 1)],
        result: { awarded: false, reason: 'more_attempts_required', ...NOT_AWARDED },
      };
    }
    const rules = ruleEarning(ruleReads, { clientId, timeZone: settings.time_zone }, member, currentLevelId(settings, member, nowSeconds()), {
      facts: { kind: 'activity', activity_id: activityId },
      base: points,
      at,
    });
    const award = awardItems(member, activity, points, at, input, { capKey, attemptsKey, attempts, required, window }, settings, rules);
    after = award.after;
    return { items: award.items, result: { awarded: true, reason: null, ...award.credited } };
  }, request.answerRecord);
  if (after && result.awarded) credited?.(after);
  return result;
}

function awardItems(
  member: MemberRecord,
  activity: Activity,
  points: number,
  at: number,
  input: CreditActivityInput,
  counters: {
    capKey: ReturnType<typeof activityCapKey> | null;
    attemptsKey: ReturnType<typeof activityAttemptsKey>;
    attempts: number;
    required: number;
    window: Window | null;
  },
  settings: ClientSettings,
  rules: RuleEarning,
): { items: TransactItem[]; credited: Pick<CreditResult, 'num_points' | 'base_points' | 'credits' | 'skipped'>; after: MemberRecord } {
  const write = present(
    earningWrite(
      member,
      {
        rules: rules.credits,
        explanation: rules.explanation,
        memberSets: rules.memberSets,
        movement: {
          kind: 'activity',
          points,
          name: activity.name,
          at,
          activityId: String(activity.id),
          notes: input.notes ?? null,
          extraData: input.extra_data ?? null,
          display: { activityImage: activity.image, linkHref: activity.redirect_url },
        },
      },
      settings,
    ),
    'an activity credit',
  );
  const { capKey, attemptsKey, attempts, required, window } = counters;
  const capExpiry = window && window !== LIFETIME ? window.end + CAP_COUNTER_LIFETIME_AFTER_WINDOW : null;
  return {
    items: [
      ...write.items,
      ...rules.items,
      ...(capKey && activity.freq_cap !== null ? [incrementCapItem(capKey, activity.freq_cap, capExpiry)] : []),
      ...(required > 1 ? [setAttemptsItem(attemptsKey, attempts, 0)] : []),
    ],
    credited: {
      num_points: points + creditedPoints(rules.credits),
      base_points: points,
      credits: ruleCreditAnswers(write, rules.credits),
      skipped: rules.skipped,
    },
    after: write.after,
  };
}
