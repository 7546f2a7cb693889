/** What the route walks need of AdminListProgramAudit (local/walks/route-fixtures.ts). */
import { adminCase, adminReq, type BenchFixture } from '../../../walk-kit/bench.js';
import { bench as createActivityBench } from '../activities/create-activity.fixture.js';
import { bench as createCampaignBench } from '../campaigns/create-campaign.fixture.js';
import { bench as createRewardBench } from '../rewards/create-reward.fixture.js';
import type { IamFixture } from '../../../walk-kit/iam.js';
import { ADMIN_HEADERS } from '../../../walk-kit/requests.js';

export const iam: IamFixture = async (w) => {
  // The audit log of the program, of one member and of one actor.
  await w.admin('GET', '/audit');
  await w.send('GET', `/admin/v1/clients/${w.clientId}/audit`, { headers: ADMIN_HEADERS, query: { member_id: (await w.member()).id } });
  await w.send('GET', `/admin/v1/clients/${w.clientId}/audit`, { headers: ADMIN_HEADERS, query: { actor: 'local-admin' } });
};

// A page of 25 entries: the operator writes on the client (campaigns, rewards, activities) left them.
export const bench: BenchFixture = (p) => [
  adminCase('operator client, first page', () => adminReq('GET', `/${p.operator.client.clientId}/audit`), {
    rows: (b) => b.entries.length,
    after: [createCampaignBench, createRewardBench, createActivityBench],
  }),
];
