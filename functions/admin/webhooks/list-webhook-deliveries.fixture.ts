/** What the route walks need of AdminListWebhookDeliveries (local/walks/route-fixtures.ts). */
import { adminCase, adminReq, type BenchFixture, type BenchWebhook, leftBy, webhookPath } from '../../../walk-kit/bench.js';
import { bench as createWebhookBench } from './create-webhook.fixture.js';
import { bench as replayWebhookDeliveryBench } from './replay-webhook-delivery.fixture.js';
import type { IamFixture } from '../../../walk-kit/iam.js';

export const iam: IamFixture = {
  // The log shows the deliveries the stream consumer made of the walk's events.
  drained: async (w) => {
    await w.drained();
    await w.admin('GET', `/webhooks/${w.webhookId}/deliveries`);
  },
};

export const bench: BenchFixture = (_p, ctx) => {
  const hooks = leftBy(createWebhookBench, ctx, (): BenchWebhook[] => []);
  return [
    adminCase('an endpoint with one delivery', (i) => adminReq('GET', `${webhookPath(hooks, i)}/deliveries`), {
      rows: (b) => b.deliveries.length,
      after: [replayWebhookDeliveryBench],
    }),
  ];
};
