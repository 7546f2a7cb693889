/** What the route walks need of AdminEvaluateRules (local/walks/route-fixtures.ts). */
import { adminCase, adminReq, type BenchFixture } from '../../../walk-kit/bench.js';
import type { FuzzFixture } from '../../../walk-kit/fuzz.js';
import type { IamFixture } from '../../../walk-kit/iam.js';

const coffeeDraft = {
  name: 'Coffee bonus',
  trigger: { kind: 'purchase' },
  conditions: { all: [{ field: 'purchase.items[].category', op: 'eq', value: 'coffee' }] },
  effect: { kind: 'per_unit', points: 3, per: 1, of: 'purchase.items[category=coffee].amount' },
  limits: { per_member: { count: 2, period: 'day' } },
};
const basket = { kind: 'purchase', total: 12, items: [{ sku: 'LATTE', category: 'coffee', quantity: 2, price: 4 }] };

export const fuzz: FuzzFixture = (world) => ({
  body: () => ({ member_id: world.member.id, trigger: basket, rules: [coffeeDraft] }),
  numbers: [
    'member_id',
    'trigger.total',
    'trigger.items.0.quantity',
    'trigger.items.0.price',
    'rules.0.effect.points',
    'rules.0.effect.per',
    'rules.0.limits.per_member.count',
  ],
});

export const iam: IamFixture = async (w) => {
  const member = await w.member();
  await w.admin('POST', '/rules/evaluate', { member_id: member.id, trigger: basket, rules: [{ ...coffeeDraft, budget: { points_total: 100 } }] }, 200);
};

export const bench: BenchFixture = (p) => [
  adminCase('a draft purchase rule against a bench member', (i) =>
    adminReq('POST', `/${p.bench.client.clientId}/rules/evaluate`, { member_id: p.members[i % p.members.length]!.id, trigger: basket, rules: [coffeeDraft] }),
  ),
];
