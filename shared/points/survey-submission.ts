import { ApiError, paramError } from '../errors.js';
import { guarded, optimisticTransaction } from '../data/transactions.js';
import { memberSnapshots } from '../member-store/index.js';
import type { MemberRequest } from '../requests/index.js';
import { nowSeconds } from '../support/clock.js';
import { checkAudience, creditableActivity } from './activity-credit.js';
import { pointsMovement } from './ledger.js';
import { checkSurveyAnswers, type SurveyResponseInput } from './survey-questions.js';
import { putResponseItem } from './survey-repository.js';

/**
 * A member's response to a survey activity (the hosted page "User Survey Submit"). The response
 * and the survey's credit to the ledger are one transaction, and the
 * response is put only if the member has none: of two responses at once exactly one commits and
 * credits, and a second response later is refused and changes nothing.
 */

export interface SurveySubmitResult {
  activity_id: number;
  message: string;
  points_awarded: number;
}

const alreadyResponded = () => new ApiError('limit_reached', 'the member has already responded to this survey');

export async function submitSurveyResponse(request: MemberRequest, activityId: number, input: SurveyResponseInput): Promise<SurveySubmitResult> {
  const { client, member } = request;
  const activity = await creditableActivity(client.clientId, activityId);
  if (activity.kind !== 'survey' || !activity.questions) throw paramError('activity is not a survey');
  await checkAudience(client.clientId, activity, member.id);
  const answers = checkSurveyAnswers(activity.questions, input.survey_response);
  const id = String(activity.id);
  const nextMember = memberSnapshots(member);

  return optimisticTransaction(async () => {
    const snapshot = await nextMember();
    const at = nowSeconds();
    const movement = pointsMovement(
      snapshot,
      {
        kind: 'activity',
        points: activity.num_points,
        name: activity.name,
        at,
        activityId: id,
        display: { activityImage: activity.image, linkHref: activity.redirect_url },
      },
      client.settings,
    );
    return {
      items: [
        ...movement.items,
        guarded(putResponseItem(client.clientId, member.id, { activityId: id, answers, at, entryId: movement.entry.entry_id }), alreadyResponded),
      ],
      result: {
        activity_id: activity.id,
        message: 'survey response submitted successfully',
        points_awarded: activity.num_points,
      },
    };
  }, request.answerRecord);
}
