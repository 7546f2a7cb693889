/** What the route walks need of AdminGetCampaign (local/walks/route-fixtures.ts). */
import { adminCase, adminReq, type BenchFixture } from '../../../walk-kit/bench.js';
import type { IamFixture } from '../../../walk-kit/iam.js';

export const iam: IamFixture = async (w) => {
  await w.admin('GET', `/code_redemption_campaigns/${(await w.campaign()).campaign_id}`);
};

export const bench: BenchFixture = (p) => [
  adminCase('bench campaign', () => adminReq('GET', `/${p.bench.client.clientId}/code_redemption_campaigns/${p.campaign.campaignId}`)),
];
