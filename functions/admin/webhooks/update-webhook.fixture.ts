/** What the route walks need of AdminUpdateWebhook (local/walks/route-fixtures.ts). */
import { adminCase, adminReq, type BenchFixture, type BenchWebhook, leftBy, webhookBody, webhookPath } from '../../../walk-kit/bench.js';
import { bench as createWebhookBench } from './create-webhook.fixture.js';
import type { IamFixture } from '../../../walk-kit/iam.js';
import { type FuzzFixture, withoutNumbers } from '../../../walk-kit/fuzz.js';

export const fuzz: FuzzFixture = withoutNumbers('a URL, event names, an on/off flag, a format and credentials');

export const iam: IamFixture = async (w) => {
  await w.admin('PUT', `/webhooks/${w.webhookId}`, { url: 'http://127.0.0.1:9/unanswered', events: ['*'], enabled: true });
};

export const bench: BenchFixture = (_p, ctx) => {
  const hooks = leftBy(createWebhookBench, ctx, (): BenchWebhook[] => []);
  return [
    adminCase('an endpoint created above', (i) => adminReq('PUT', webhookPath(hooks, i), { ...webhookBody(i), enabled: false }), {
      after: [createWebhookBench],
    }),
  ];
};
