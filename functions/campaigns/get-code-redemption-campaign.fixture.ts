/** What the route walks need of GetCodeRedemptionCampaign (local/walks/route-fixtures.ts). */
import { type BenchFixture, clientKey, req } from '../../walk-kit/bench.js';
import type { IamFixture } from '../../walk-kit/iam.js';
import { type IsolationFixture, refusal } from '../../walk-kit/isolation.js';
import type { MemberIsolationFixture } from '../../walk-kit/member-isolation.js';

export const isolation: IsolationFixture = (_a, b) => [
  { label: "B's campaign id", query: { id: b.campaign.campaign_id, id_type: 2 }, expect: refusal('param_error', 'campaign does not exist') },
  { label: "B's campaign activity id", query: { id: b.campaign.activity_id, id_type: 1 }, expect: refusal('param_error', 'campaign does not exist') },
];

export const memberIsolation: MemberIsolationFixture = (w) => ({ query: { id: w.campaignId, id_type: '2' } });

export const iam: IamFixture = {
  reads: async (w) => {
    await w.app('GET', '/v2/code_redemption_campaign', { query: { id: (await w.campaign()).campaign_id, id_type: 2 } });
  },
};

export const bench: BenchFixture = (p) => [
  {
    variant: 'by campaign id',
    apiKey: p.bench.apiKey,
    request: () => req('GET', '/v2/code_redemption_campaign', { query: { ...clientKey(p), id: p.campaign.campaignId, id_type: '2' } }),
  },
];
