/** What the route walks need of AdminReplayWebhookDelivery (local/walks/route-fixtures.ts). */
import { outboxEvent } from '../../../shared/events/outbox.js';
import { nowSeconds } from '../../../shared/support/clock.js';
import { putNewDelivery } from '../../../shared/webhooks/webhook-repository.js';
import { adminCase, adminReq, type BenchFixture, type BenchWebhook, leftBy, webhookAt, webhookPath } from '../../../walk-kit/bench.js';
import { bench as createWebhookBench } from './create-webhook.fixture.js';
import type { IamFixture } from '../../../walk-kit/iam.js';

export const iam: IamFixture = {
  drained: async (w) => {
    await w.drained();
    const log = await w.admin('GET', `/webhooks/${w.webhookId}/deliveries`);
    await w.admin('POST', `/webhooks/${w.webhookId}/deliveries/${log.deliveries[0].delivery_id}/replay`, undefined, 202);
  },
};

// The replayed deliveries are recorded by the domain, one delivered delivery per endpoint.
export const bench: BenchFixture = (_p, ctx) => {
  const hooks = leftBy(createWebhookBench, ctx, (): BenchWebhook[] => []);
  return [
    adminCase('a delivered delivery', (i) => adminReq('POST', `${webhookPath(hooks, i)}/deliveries/${webhookAt(hooks, i).deliveryId}/replay`), {
      after: [createWebhookBench],
      prepare: async () => {
        for (const entry of hooks) {
          const event = outboxEvent(entry.clientId, 1, 'points.credited', { user_id: 1, points: 5 }, nowSeconds());
          await putNewDelivery({
            client_id: entry.clientId,
            webhook_id: entry.webhookId,
            event,
            status: 'delivered',
            attempts: 1,
            last_response_code: 204,
            last_error: null,
            next_attempt_at: null,
            created_at: event.created_at,
            updated_at: event.created_at,
          });
          entry.deliveryId = `dlv_${event.created_at}_${event.id}`;
        }
      },
    }),
  ];
};
