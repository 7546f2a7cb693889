/** What the route walks need of SubmitCampaignCode (local/walks/route-fixtures.ts). */
import { type BenchFixture, clientKey, idempotencyKey, memberWrite, req } from '../../walk-kit/bench.js';
import type { IamFixture } from '../../walk-kit/iam.js';
import { unique } from '../../walk-kit/requests.js';
import { earned, type IdempotencyFixture, type IdempotencyProgram, type IdempotencyWorld, pathOf, pointsOf, post } from '../../walk-kit/idempotency.js';
import { getCode, getRedemptionCount } from '../../shared/campaigns/campaign-repository.js';
import { submitCampaignCodeRoute } from './submit-code.contract.js';
import type { FuzzFixture } from '../../walk-kit/fuzz.js';
import { eachIdOfBInBody, eachOfB, type IsolationFixture, NO_USER, refusal, withBsKey } from '../../walk-kit/isolation.js';

export const isolation: IsolationFixture = (a, b) => [
  ...eachIdOfBInBody(b, NO_USER.page_not_found, { campaign_id: a.campaign.campaign_id, code_value: a.campaignCodes.multi }),
  ...eachOfB('campaign', [b.campaign.campaign_id, b.campaign.activity_id], refusal('param_error', 'campaign does not exist'), (campaignId) => ({
    body: { user_id: a.memberId, campaign_id: campaignId, code_value: b.campaignCodes.unused },
  })),
  ...eachOfB('campaign code', Object.values(b.campaignCodes), refusal('invalid_code', 'code does not exist'), (code) => ({
    body: { user_id: a.memberId, campaign_id: a.campaign.campaign_id, code_value: code },
  })),
  withBsKey('submit', { body: { user_id: a.memberId, campaign_id: a.campaign.campaign_id, code_value: a.campaignCodes.multi } }),
];

export const fuzz: FuzzFixture = (world) => ({
  body: () => ({ user_id: world.member.id, campaign_id: world.campaign.campaign_id, code_value: 'EXTREME' }),
  numbers: ['campaign_id'],
  text: ['user_id', 'code_value'],
});

/** A fresh member submits a code of the program's campaign; a single-use code is spent by its first submit. */
async function submitWorld(program: IdempotencyProgram, singleUse: boolean): Promise<IdempotencyWorld> {
  const [code, otherCode] = [unique('CODE').toUpperCase(), unique('CODE').toUpperCase()];
  const [member] = await Promise.all([
    program.api.newMember(program.apiKey),
    program.api.addCampaignCodes(program.clientId, program.campaignId, [code, otherCode], singleUse),
  ]);
  return {
    send: post(program, pathOf(submitCampaignCodeRoute)),
    body: { user_id: member.id, campaign_id: program.campaignId, code_value: code },
    otherBody: { user_id: member.id, campaign_id: program.campaignId, code_value: otherCode },
    state: async () => ({
      ...(await pointsOf(program, member.id)),
      submissions: await getRedemptionCount(program.clientId, member.id, program.campaignId),
      codeUsedBy: (await getCode(program.clientId, program.campaignId, code))?.used_by ?? null,
    }),
    effect: (state) => ({
      ...earned(state, 50),
      submissions: (state.submissions as number) + 1,
      codeUsedBy: singleUse ? member.id : null,
    }),
  };
}

export const idempotency: IdempotencyFixture = {
  cases: [
    { name: 'code submit (multi-use code)', arrange: (program) => submitWorld(program, false), newKey: 'effect' },
    {
      name: 'code submit (single-use code)',
      arrange: (program) => submitWorld(program, true),
      newKey: { status: 400, error: 'invalid_code', message: 'code has already been used' },
    },
  ],
};

export const iam: IamFixture = async (w) => {
  const { campaign_id, usedCode } = await w.campaign();
  await w.app('POST', '/v2/code_redemption_campaign/submit', { body: { user_id: (await w.member()).id, campaign_id, code_value: usedCode } });
};

export const bench: BenchFixture = (p, ctx) => {
  const submitters = p.take(ctx.perRoute);
  return [
    memberWrite(p, 'fresh single-use code, Idempotency-Key', true, (i) =>
      req('POST', '/v2/code_redemption_campaign/submit', {
        query: clientKey(p),
        headers: idempotencyKey(),
        body: { user_id: submitters[i]!.id, campaign_id: p.campaign.campaignId, code_value: p.campaign.codes[i]! },
      }),
    ),
  ];
};
