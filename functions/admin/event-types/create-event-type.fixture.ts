/** What the route walks need of AdminCreateEventType (local/walks/route-fixtures.ts). */
import { createClient } from '../../../shared/programs/clients.js';
import { MAX_EVENT_TYPES } from '../../../shared/event-types/event-type-requests.js';
import { eventTypeBody } from '../../../walk-kit/event-types.js';
import { adminCase, adminReq, type BenchFixture, Created, leftBy } from '../../../walk-kit/bench.js';
import type { IamFixture } from '../../../walk-kit/iam.js';
import { type FuzzFixture, withoutNumbers } from '../../../walk-kit/fuzz.js';

export const fuzz: FuzzFixture = withoutNumbers('a name, a title and attributes of keys, types and required flags');

export const iam: IamFixture = async (w) => {
  await w.admin('POST', '/event_types', eventTypeBody(w.unique('steps_')), 201);
};

// Types on programs of their own (a program holds at most MAX_EVENT_TYPES), as [client id, name], for the other event type routes.
export const bench: BenchFixture = (_p, ctx) => {
  const types = leftBy(bench, ctx, () => new Created<[string, string]>());
  const clients: string[] = [];
  const clientOf = (i: number) => clients[Math.floor(i / MAX_EVENT_TYPES)]!;
  return [
    adminCase('a program of its own', (i) => adminReq('POST', `/${clientOf(i)}/event_types`, eventTypeBody(`bench_${i}`)), {
      prepare: async () => {
        for (let n = 0; n * MAX_EVENT_TYPES < ctx.perRoute; n++) clients.push((await createClient(`Bench event types ${ctx.run}-${n}`)).client_id);
      },
      onResponse: (b, i) => types.items.push([clientOf(i), b.name]),
    }),
  ];
};
