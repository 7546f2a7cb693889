/** What the route walks need of AdminGetWebhook (local/walks/route-fixtures.ts). */
import { adminCase, adminReq, type BenchFixture, type BenchWebhook, leftBy, webhookPath } from '../../../walk-kit/bench.js';
import { bench as createWebhookBench } from './create-webhook.fixture.js';
import type { IamFixture } from '../../../walk-kit/iam.js';

export const iam: IamFixture = async (w) => {
  await w.admin('GET', `/webhooks/${w.webhookId}`);
};

export const bench: BenchFixture = (_p, ctx) => {
  const hooks = leftBy(createWebhookBench, ctx, (): BenchWebhook[] => []);
  return [adminCase('an endpoint created above', (i) => adminReq('GET', webhookPath(hooks, i)), { after: [createWebhookBench] })];
};
