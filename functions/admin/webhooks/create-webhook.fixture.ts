/** What the route walks need of AdminCreateWebhook (local/walks/route-fixtures.ts). */
import { createClient } from '../../../shared/programs/clients.js';
import { adminCase, adminReq, type BenchFixture, type BenchWebhook, leftBy, webhookBody } from '../../../walk-kit/bench.js';
import type { IamFixture } from '../../../walk-kit/iam.js';
import { type FuzzFixture, withoutNumbers } from '../../../walk-kit/fuzz.js';

export const fuzz: FuzzFixture = withoutNumbers('a URL, event names, an on/off flag, a format and credentials');

export const iam: IamFixture = async (w) => {
  // The world's endpoint is made through this route; a second one is made to be deleted.
  await w.program();
  await w.droppedWebhook();
};

// Endpoints each on a client of its own, for the other webhook routes to work on. Nothing is delivered: the bench reads no stream.
export const bench: BenchFixture = (_p, ctx) => {
  const hooks = leftBy(bench, ctx, (): BenchWebhook[] => []);
  const hookClients: string[] = [];
  return [
    adminCase('a client of its own', (i) => adminReq('POST', `/${hookClients[i]}/webhooks`, webhookBody(i)), {
      prepare: async () => {
        for (let i = 0; i < ctx.perRoute; i++) hookClients.push((await createClient(`Bench hooks ${ctx.run}-${i}`)).client_id);
      },
      onResponse: (b, i) => hooks.push({ clientId: hookClients[i]!, webhookId: b.webhook_id }),
    }),
  ];
};
