/** What the route walks need of AdminAddCampaignCodes (local/walks/route-fixtures.ts). */
import { adminCase, adminReq, type BenchFixture, Created, campaignCodesPath, leftBy } from '../../../walk-kit/bench.js';
import { bench as createCampaignBench } from './create-campaign.fixture.js';
import type { IamFixture } from '../../../walk-kit/iam.js';
import { type FuzzFixture, withoutNumbers } from '../../../walk-kit/fuzz.js';

export const fuzz: FuzzFixture = withoutNumbers('code strings and a single-use flag');

export const iam: IamFixture = async (w) => {
  // The world's campaign gets its codes through this route.
  await w.campaign();
};

export const bench: BenchFixture = (p, ctx) => {
  const campaigns = leftBy(createCampaignBench, ctx, () => new Created<string>());
  return [
    adminCase(
      '10 new codes',
      (i) => adminReq('POST', campaignCodesPath(p, campaigns), { codes: Array.from({ length: 10 }, (_, j) => `OP-${ctx.run}-${i}-${j}`), single_use: true }),
      { after: [createCampaignBench] },
    ),
  ];
};
