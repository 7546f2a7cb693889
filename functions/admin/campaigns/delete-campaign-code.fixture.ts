/** What the route walks need of AdminDeleteCampaignCode (local/walks/route-fixtures.ts). */
import { adminCase, addedCampaignCodePath, adminReq, type BenchFixture, Created, leftBy } from '../../../walk-kit/bench.js';
import { bench as addCampaignCodesBench } from './add-campaign-codes.fixture.js';
import { bench as createCampaignBench } from './create-campaign.fixture.js';
import { bench as getCampaignCodeBench } from './get-campaign-code.fixture.js';
import type { IamFixture } from '../../../walk-kit/iam.js';

export const iam: IamFixture = async (w) => {
  const { campaign_id, withdrawnCode } = await w.campaign();
  await w.admin('DELETE', `/code_redemption_campaigns/${campaign_id}/codes/${withdrawnCode}`, undefined, 204);
};

export const bench: BenchFixture = (p, ctx) => {
  const campaigns = leftBy(createCampaignBench, ctx, () => new Created<string>());
  return [
    adminCase('an unused code added above', (i) => adminReq('DELETE', addedCampaignCodePath(p, ctx, campaigns, i)), {
      after: [addCampaignCodesBench, getCampaignCodeBench],
    }),
  ];
};
