/** What the route walks need of GetDeletionStatus (local/walks/route-fixtures.ts). */
import { type BenchFixture, clientKey, leftBy, req } from '../../walk-kit/bench.js';
import { bench as deleteUserBench } from './delete-user.fixture.js';
import type { IamFixture } from '../../walk-kit/iam.js';
import { type IsolationFixture, refusal } from '../../walk-kit/isolation.js';

export const isolation: IsolationFixture = (_a, b) => [
  { label: "B's member id", params: { user_id: b.ids.id }, expect: refusal('page_not_found', 'user does not exist or is not queued for deletion', 404) },
];

export const iam: IamFixture = async (w) => {
  await w.app('GET', `/v2/users/delete/${(await w.leaver()).id}`);
};

export const bench: BenchFixture = (p, ctx) => {
  const leaving = leftBy(deleteUserBench, ctx, (): number[] => []);
  return [
    {
      variant: 'queued deletion',
      apiKey: p.bench.apiKey,
      after: [deleteUserBench],
      request: (i) => req('GET', `/v2/users/delete/${leaving[i]!}`, { query: clientKey(p) }),
    },
  ];
};
