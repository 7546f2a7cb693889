/** What the route walks need of RecordEvent (local/walks/route-fixtures.ts). */
import { ID_TYPES } from '../../shared/members/member-lookup.js';
import { type BenchFixture, clientKey, memberWrite, req } from '../../walk-kit/bench.js';
import type { IamFixture } from '../../walk-kit/iam.js';
import { earned, type IdempotencyFixture, pathOf, pointsOf, post } from '../../walk-kit/idempotency.js';
import type { FuzzFixture } from '../../walk-kit/fuzz.js';
import { type IsolationFixture, NO_USER, refusal } from '../../walk-kit/isolation.js';
import { ADMIN_HEADERS, unique } from '../../walk-kit/requests.js';
import { eventTypeBody } from '../../walk-kit/event-types.js';
import { recordEventRoute } from './record-event.contract.js';
import { createEventType, getEventType } from '../../shared/event-types/index.js';
import { EventTypeInputSchema } from '../../shared/event-types/event-type-requests.js';
import { createRule } from '../../shared/rules/index.js';
import { RuleCreateSchema } from '../../shared/rules/rule-schema.js';

export const isolation: IsolationFixture = (a, b) => [
  ...ID_TYPES.map((idType) => ({
    label: `B's member by ${idType}`,
    body: { event_id: unique('aevt'), user_id: b.ids[idType], id_type: idType, type: a.eventType.name },
    expect: NO_USER.param_error,
  })),
  {
    label: `B's event type ${b.eventType.name}`,
    body: { event_id: unique('aevt'), user_id: a.memberId, type: b.eventType.name },
    expect: refusal('input_error', `type: the program has no active event type named ${b.eventType.name}`),
    echoes: [b.eventType.name],
  },
  // Event ids are the program's own: A records an event under an id B also used, apart from B's.
  { label: `B's event id ${b.eventId}`, body: { event_id: b.eventId, user_id: a.memberId, type: a.eventType.name }, expect: 'ok', echoes: [b.eventId] },
];

export const idempotency: IdempotencyFixture = {
  cases: [
    {
      name: 'custom event credited by a rule',
      async arrange(program) {
        const type = unique('walked_')
          .toLowerCase()
          .replace(/[^a-z0-9_]/g, '_');
        const admin = `/admin/v1/clients/${program.clientId}`;
        await program.api.call('POST', `${admin}/event_types`, { headers: ADMIN_HEADERS, body: eventTypeBody(type) });
        await program.api.call('POST', `${admin}/rules`, {
          headers: ADMIN_HEADERS,
          body: { name: 'Walk bonus', status: 'active', trigger: { kind: 'event', event_type: type }, effect: { kind: 'fixed', points: 40 } },
        });
        const member = await program.api.newMember(program.apiKey);
        const body = (id: string) => ({ event_id: id, user_id: member.id, type, attributes: { steps: 100, device: 'watch' } });
        return {
          send: post(program, pathOf(recordEventRoute)),
          body: body(unique('walk')),
          otherBody: body(unique('walk')),
          state: () => pointsOf(program, member.id),
          effect: (state) => earned(state, 40),
        };
      },
      // A new key with the same event id is the same event: it answers the first answer again.
      newKey: 'unchanged',
    },
  ],
};

export const fuzz: FuzzFixture = (world) => ({
  body: () => ({
    event_id: unique('fz'),
    user_id: world.member.id,
    type: world.eventType,
    occurred_at: Math.floor(Date.now() / 1000) - 60,
    attributes: { steps: 1 },
  }),
  numbers: ['occurred_at', 'attributes.steps'],
});

export const iam: IamFixture = async (w) => {
  const type = w.unique('iam_walk_');
  await w.admin('POST', '/event_types', eventTypeBody(type), 201);
  await w.admin(
    'POST',
    '/rules',
    { name: 'IAM walk', status: 'active', trigger: { kind: 'event', event_type: type }, effect: { kind: 'fixed', points: 5 }, budget: { points_total: 1000 } },
    201,
  );
  const member = await w.member();
  await w.send('POST', '/v2/events', {
    query: { api_key: w.apiKey },
    body: { event_id: w.unique('iam'), user_id: member.id, type, attributes: { steps: 1, device: 'watch' } },
  });
};

// The bench program's event type: made before the first request, with a rule that credits it.
const BENCH_TYPE = 'bench_steps';

export const bench: BenchFixture = (p, ctx) => {
  const members = p.take(ctx.perRoute);
  return [
    {
      ...memberWrite(p, 'an event one rule credits', true, (i) =>
        req('POST', '/v2/events', {
          query: clientKey(p),
          body: { event_id: `${ctx.run}-${i}`, user_id: members[i]!.id, type: BENCH_TYPE, attributes: { steps: 6000, device: 'watch' } },
        }),
      ),
      prepare: async () => {
        const clientId = p.bench.client.clientId;
        if (await getEventType(clientId, BENCH_TYPE)) return;
        await createEventType(clientId, EventTypeInputSchema.parse(eventTypeBody(BENCH_TYPE)));
        await createRule(
          clientId,
          RuleCreateSchema.parse({
            name: 'Bench walks',
            status: 'active',
            trigger: { kind: 'event', event_type: BENCH_TYPE },
            effect: { kind: 'per_unit', points: 10, per: 1000, of: 'event.attributes.steps' },
          }),
        );
      },
    },
  ];
};
