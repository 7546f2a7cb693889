/** What the route walks need of AdminGetCampaignCode (local/walks/route-fixtures.ts). */
import { adminCase, addedCampaignCodePath, adminReq, type BenchFixture, Created, leftBy } from '../../../walk-kit/bench.js';
import { bench as addCampaignCodesBench } from './add-campaign-codes.fixture.js';
import { bench as createCampaignBench } from './create-campaign.fixture.js';
import type { IamFixture } from '../../../walk-kit/iam.js';

export const iam: IamFixture = async (w) => {
  const { campaign_id, withdrawnCode } = await w.campaign();
  await w.admin('GET', `/code_redemption_campaigns/${campaign_id}/codes/${withdrawnCode}`);
};

export const bench: BenchFixture = (p, ctx) => {
  const campaigns = leftBy(createCampaignBench, ctx, () => new Created<string>());
  return [adminCase('a code added above', (i) => adminReq('GET', addedCampaignCodePath(p, ctx, campaigns, i)), { after: [addCampaignCodesBench] })];
};
