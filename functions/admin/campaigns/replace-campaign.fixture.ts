/** What the route walks need of AdminReplaceCampaign (local/walks/route-fixtures.ts). */
import { adminCase, adminReq, type BenchFixture, Created, leftBy, operatorCampaignBody } from '../../../walk-kit/bench.js';
import { bench as createCampaignBench } from './create-campaign.fixture.js';
import type { IamFixture } from '../../../walk-kit/iam.js';
import { campaignBody } from '../../../walk-kit/campaign-body.js';
import { CAMPAIGN_NUMBERS, type FuzzFixture } from '../../../walk-kit/fuzz.js';

export const fuzz: FuzzFixture = (world) => ({
  params: { campaign_id: world.campaign.campaign_id },
  body: () => campaignBody({ redemption_limit: null }),
  numbers: CAMPAIGN_NUMBERS,
});

export const iam: IamFixture = async (w) => {
  await w.admin('PUT', `/code_redemption_campaigns/${(await w.campaign()).campaign_id}`, campaignBody({ redemption_limit: 5 }));
};

export const bench: BenchFixture = (p, ctx) => {
  const campaigns = leftBy(createCampaignBench, ctx, () => new Created<string>());
  return [
    adminCase(
      'a campaign created above',
      (i) =>
        adminReq('PUT', `/${p.operator.client.clientId}/code_redemption_campaigns/${campaigns.at(i)}`, {
          ...operatorCampaignBody(ctx, i),
          title: `Replaced ${i}`,
        }),
      { after: [createCampaignBench] },
    ),
  ];
};
