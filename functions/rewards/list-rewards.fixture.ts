/** What the route walks need of ListRewards (local/walks/route-fixtures.ts). */
import { arrayRows, type BenchFixture, catalogueCases, clientKey, req, warmCatalogueRead } from '../../walk-kit/bench.js';
import type { IamFixture } from '../../walk-kit/iam.js';
import { ID_TYPES } from '../../shared/members/member-lookup.js';
import { type IsolationFixture, type Probe, refusal } from '../../walk-kit/isolation.js';

export const isolation: IsolationFixture = (a, b): Probe[] => [
  { label: 'the whole catalogue', expect: 'ok', shows: [a.reward.title, a.codeReward.title] },
  { label: 'the whole catalogue, sorted', query: { sort_by: 'points', order: 'desc' }, expect: 'ok', shows: [a.reward.title, a.codeReward.title] },
  ...ID_TYPES.map((idType) => ({
    label: `redeemable by B's member by ${idType}`,
    query: { redeemable_by: b.ids[idType], id_type: idType },
    expect: refusal('param_error', 'redeemable_by: user does not exist'),
  })),
  { label: "B's category by name", query: { category: b.rewardCategory.name }, expect: 'ok' },
  { label: "B's category by id", query: { category: String(b.rewardCategory.id) }, expect: 'ok' },
];

export const iam: IamFixture = {
  reads: async (w) => {
    await w.app('GET', '/v2/rewards');
    await w.app('GET', '/v2/rewards', { query: { sort_by: 'points', order: 'desc' } });
  },
};

export const bench: BenchFixture = (p) => [
  ...catalogueCases(p, '/v2/rewards', '70 entries', '3 entries'),
  warmCatalogueRead(
    p,
    'sort_by=points order=desc, catalogue cache warm',
    () => req('GET', '/v2/rewards', { query: { ...clientKey(p), sort_by: 'points', order: 'desc' } }),
    arrayRows,
  ),
];
