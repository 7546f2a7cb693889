/** What the route walks need of AdminDeleteWebhook (local/walks/route-fixtures.ts). */
import { adminCase, adminReq, type BenchFixture, type BenchWebhook, leftBy, webhookPath } from '../../../walk-kit/bench.js';
import { bench as createWebhookBench } from './create-webhook.fixture.js';
import { bench as getWebhookBench } from './get-webhook.fixture.js';
import { bench as listWebhookDeliveriesBench } from './list-webhook-deliveries.fixture.js';
import { bench as listWebhooksBench } from './list-webhooks.fixture.js';
import { bench as replayWebhookDeliveryBench } from './replay-webhook-delivery.fixture.js';
import { bench as rotateWebhookSecretBench } from './rotate-webhook-secret.fixture.js';
import { bench as updateWebhookBench } from './update-webhook.fixture.js';
import type { IamFixture } from '../../../walk-kit/iam.js';

export const iam: IamFixture = async (w) => {
  await w.admin('DELETE', `/webhooks/${(await w.droppedWebhook()).webhook_id}`, undefined, 204);
};

// Last of the webhook routes: the others work on these endpoints.
export const bench: BenchFixture = (_p, ctx) => {
  const hooks = leftBy(createWebhookBench, ctx, (): BenchWebhook[] => []);
  return [
    adminCase('an endpoint created above', (i) => adminReq('DELETE', webhookPath(hooks, i)), {
      after: [listWebhooksBench, getWebhookBench, updateWebhookBench, rotateWebhookSecretBench, replayWebhookDeliveryBench, listWebhookDeliveriesBench],
    }),
  ];
};
