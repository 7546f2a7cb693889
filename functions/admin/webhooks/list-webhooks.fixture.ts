/** What the route walks need of AdminListWebhooks (local/walks/route-fixtures.ts). */
import { adminCase, adminReq, type BenchFixture, type BenchWebhook, leftBy, webhookAt } from '../../../walk-kit/bench.js';
import { bench as createWebhookBench } from './create-webhook.fixture.js';
import type { IamFixture } from '../../../walk-kit/iam.js';

export const iam: IamFixture = async (w) => {
  await w.admin('GET', '/webhooks');
};

export const bench: BenchFixture = (_p, ctx) => {
  const hooks = leftBy(createWebhookBench, ctx, (): BenchWebhook[] => []);
  return [adminCase('a client with one endpoint', (i) => adminReq('GET', `/${webhookAt(hooks, i).clientId}/webhooks`), { after: [createWebhookBench] })];
};
