import { codeExistsItem, consumeSingleUseCodeItem, countRedemptionItem, getCode, getRedemptionCount } from './campaign-repository.js';
import { fitsInKey } from '../data/keys.js';
import { guarded, optimisticTransaction } from '../data/transactions.js';
import { ApiError, paramError } from '../errors.js';
import { checkAnswers } from './campaign-questions.js';
import { findCampaignForSubmit, normaliseCode } from './campaigns.js';
import { pointsMovement } from '../points/index.js';
import { findMember, memberDoesNotExist, type IdType } from '../members/index.js';
import { memberSnapshots } from '../member-store/index.js';
import type { SubmitCodeInput } from './campaign-requests.js';
import type { ClientRequest } from '../requests/index.js';
import { nowSeconds } from '../support/clock.js';

/**
 * Submitting a code to a campaign (spec 4.7, endpoint 18). The credit, the consumption of a
 * single-use code and the member's redemption count are one transaction: of two members
 * submitting one single-use code at once exactly one is credited, and a member never goes
 * past the campaign's limit.
 */

const invalidCode = (message: string) => new ApiError('invalid_code', message);
const limitReached = () => new ApiError('limit_reached', 'maximum redemption limit reached');
const present = (value: string | number | undefined): value is string | number => value !== undefined && String(value).trim() !== '';

export async function submitCode(request: ClientRequest, idType: IdType, input: SubmitCodeInput): Promise<{ num_points: number }> {
  const { client } = request;
  const now = nowSeconds();
  if (!present(input.user_id)) throw paramError('user_id is required');
  if (!present(input.campaign_id)) throw paramError('campaign_id is required');
  // Read together: an unknown campaign is still refused before an unknown member.
  const [campaign, member] = await Promise.all([
    findCampaignForSubmit(client.clientId, String(input.campaign_id)),
    findMember(client.clientId, idType, String(input.user_id)),
  ]);
  if (!member) throw memberDoesNotExist('page_not_found');
  const answers = checkAnswers(campaign, input.questions_answers ?? input.question ?? []);
  if (campaign.is_enabled === 0) throw invalidCode('the campaign is not accepting codes');
  if (now < campaign.date_start || now > campaign.date_end) throw invalidCode('the campaign is not accepting codes at this time');
  const code = normaliseCode(input.code_value);
  // Too long for a key, so no campaign holds it (campaign codes are at most 100 characters).
  if (!fitsInKey(code)) throw invalidCode('code does not exist');

  const { clientId } = client;
  const { campaign_id: campaignId, redemption_limit: limit } = campaign;
  const nextMember = memberSnapshots(member);
  return optimisticTransaction(async () => {
    const [snapshot, stored, redemptions] = await Promise.all([
      nextMember(),
      getCode(clientId, campaignId, code),
      limit === null ? 0 : getRedemptionCount(clientId, member.id, campaignId),
    ]);
    if (!stored) throw invalidCode('code does not exist');
    if (stored.single_use && stored.used_by !== undefined) throw invalidCode('code has already been used');
    if (limit !== null && redemptions >= limit) throw limitReached();
    const movement = pointsMovement(
      snapshot,
      {
        kind: 'code_redemption',
        points: campaign.num_points,
        name: campaign.activity_name,
        at: now,
        activityId: String(campaign.activity_id),
        extraData: { campaign_id: campaignId, code, questions_answers: answers },
        details: { campaign_id: campaignId },
      },
      client.settings,
    );
    const codeItem = stored.single_use ? consumeSingleUseCodeItem(clientId, campaignId, code, member.id, now) : codeExistsItem(clientId, campaignId, code);
    return {
      items: [
        ...movement.items,
        guarded(codeItem, () => invalidCode(stored.single_use ? 'code has already been used' : 'code does not exist')),
        guarded(countRedemptionItem(clientId, member.id, campaignId, limit, now), limitReached),
      ],
      result: { num_points: campaign.num_points },
    };
  }, request.answerRecord);
}
