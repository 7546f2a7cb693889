/** What the route walks need of AdminCreateRule (local/walks/route-fixtures.ts). */
import { createClient } from '../../../shared/programs/clients.js';
import { MAX_ACTIVE_RULES } from '../../../shared/rules/rule-requests.js';
import { adminCase, adminReq, type BenchFixture, Created, leftBy } from '../../../walk-kit/bench.js';
import { iamPerson, type IamFixture } from '../../../walk-kit/iam.js';
import type { FuzzFixture } from '../../../walk-kit/fuzz.js';
import { eventRuleBody, PURCHASE_RULE_NUMBERS, purchaseRuleBody, ruleBody, ruleEventTypeBody } from '../../../walk-kit/rules.js';

export const fuzz: FuzzFixture = () => ({
  body: () => purchaseRuleBody(),
  numbers: PURCHASE_RULE_NUMBERS,
  refused: [
    ['effect.per', [0, 0.001, 1_000_000_001]],
    ['budget.points_total', [0, 1.5, 1_000_000_000_001]],
  ],
  // Taken first of all: the program's rule 1, which AdminReplaceRule's probe changes, is made by these.
  taken: [
    ['priority', [0, 1_000_000]],
    ['effect.per', [0.01, 1_000_000_000]],
    ['budget.points_total', [1, 1_000_000_000_000]],
  ],
});

/**
 * A draft, an active event rule with a budget (the event type read, the live copy and the budget
 * written), and a tier_reached rule a member then reaches (the stream consumer credits it).
 */
export const iam: IamFixture = async (w) => {
  await w.admin('POST', '/rules', ruleBody('IAM draft'), 201);
  const type = await w.admin('POST', '/event_types', ruleEventTypeBody(w.unique('rule_steps_')), 201);
  await w.admin('POST', '/rules', { ...eventRuleBody(type.name), status: 'active' }, 201);
  await w.admin(
    'POST',
    '/rules',
    { name: 'IAM silver', status: 'active', trigger: { kind: 'tier_reached', tier_id: 'silver' }, effect: { kind: 'fixed', points: 5 } },
    201,
  );
  const climber = await w.app('POST', '/v2/users', { body: iamPerson('Iam', 'Climber', 'iam') });
  await w.admin('POST', `/members/${climber.id}/points_adjustments`, { points: 600, reason: 'IAM climb' }, 201);
};

/**
 * Drafts on programs of their own, at most MAX_ACTIVE_RULES a program, so AdminActivateRule can make every one live
 * without meeting the active cap; as [client id, rule id], for the other rule routes.
 */
export const bench: BenchFixture = (_p, ctx) => {
  const rules = leftBy(bench, ctx, () => new Created<[string, string]>());
  const clients: string[] = [];
  const clientOf = (i: number) => clients[Math.floor(i / MAX_ACTIVE_RULES)]!;
  return [
    adminCase('a draft with conditions, schedule, limits and a budget', (i) => adminReq('POST', `/${clientOf(i)}/rules`, purchaseRuleBody(`Bench rule ${i}`)), {
      prepare: async () => {
        for (let n = 0; n * MAX_ACTIVE_RULES < ctx.perRoute; n++) clients.push((await createClient(`Bench rules ${ctx.run}-${n}`)).client_id);
      },
      onResponse: (b, i) => rules.items.push([clientOf(i), b.rule_id]),
    }),
  ];
};
