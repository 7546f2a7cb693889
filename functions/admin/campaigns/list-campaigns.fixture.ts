/** What the route walks need of AdminListCampaigns (local/walks/route-fixtures.ts). */
import { type BenchFixture, operatorLists } from '../../../walk-kit/bench.js';
import { bench as createCampaignBench } from './create-campaign.fixture.js';
import type { IamFixture } from '../../../walk-kit/iam.js';

export const iam: IamFixture = async (w) => {
  await w.admin('GET', '/code_redemption_campaigns');
};

export const bench: BenchFixture = (p) => operatorLists(p, 'code_redemption_campaigns', [createCampaignBench]);
