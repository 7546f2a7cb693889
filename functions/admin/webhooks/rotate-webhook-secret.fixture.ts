/** What the route walks need of AdminRotateWebhookSecret (local/walks/route-fixtures.ts). */
import { adminCase, adminReq, type BenchFixture, type BenchWebhook, leftBy, webhookPath } from '../../../walk-kit/bench.js';
import { bench as createWebhookBench } from './create-webhook.fixture.js';
import type { IamFixture } from '../../../walk-kit/iam.js';
import type { FuzzFixture } from '../../../walk-kit/fuzz.js';

export const fuzz: FuzzFixture = (world) => ({
  params: { webhook_id: world.webhook.webhook_id },
  body: () => ({ overlap_seconds: 60 }),
  numbers: ['overlap_seconds'],
});

export const iam: IamFixture = async (w) => {
  await w.admin('POST', `/webhooks/${w.webhookId}/rotate_secret`, { overlap_seconds: 60 });
};

export const bench: BenchFixture = (_p, ctx) => {
  const hooks = leftBy(createWebhookBench, ctx, (): BenchWebhook[] => []);
  return [
    adminCase('an endpoint created above', (i) => adminReq('POST', `${webhookPath(hooks, i)}/rotate_secret`, { overlap_seconds: 3_600 }), {
      after: [createWebhookBench],
    }),
  ];
};
