/** What the route walks need of AdminCreateCampaign (local/walks/route-fixtures.ts). */
import { adminCase, adminReq, type BenchFixture, Created, leftBy, operatorCampaignBody } from '../../../walk-kit/bench.js';
import type { IamFixture } from '../../../walk-kit/iam.js';
import { campaignBody as validCampaignBody } from '../../../walk-kit/campaign-body.js';
import { CAMPAIGN_NUMBERS, type FuzzFixture } from '../../../walk-kit/fuzz.js';

export const fuzz: FuzzFixture = () => ({
  body: () => validCampaignBody(),
  numbers: CAMPAIGN_NUMBERS,
});

export const iam: IamFixture = async (w) => {
  await w.campaign();
};

// The campaigns made here are replaced, and given codes, by the other campaign routes.
export const bench: BenchFixture = (p, ctx) => {
  const campaigns = leftBy(bench, ctx, () => new Created<string>());
  return [
    adminCase('operator client', (i) => adminReq('POST', `/${p.operator.client.clientId}/code_redemption_campaigns`, operatorCampaignBody(ctx, i)), {
      onResponse: (b) => campaigns.items.push(b.campaign_id),
    }),
  ];
};
