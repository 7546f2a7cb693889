/** What the route walks need of DeleteUser (local/walks/route-fixtures.ts). */
import { type BenchFixture, clientKey, leftBy, membersToDelete, req } from '../../walk-kit/bench.js';
import type { IamFixture } from '../../walk-kit/iam.js';
import { eachIdOfB, type IsolationFixture, refusal } from '../../walk-kit/isolation.js';
import { deletionWorld, type IdempotencyFixture } from '../../walk-kit/idempotency.js';
import { deleteUserRoute } from './delete-user.contract.js';

export const isolation: IsolationFixture = (_a, b) => eachIdOfB(b, refusal('page_not_found', 'user does not exist', 404));

export const idempotency: IdempotencyFixture = {
  cases: [
    {
      name: 'member deletion',
      arrange: (program) => deletionWorld(program, deleteUserRoute, false),
      newKey: { status: 404, error: 'page_not_found', message: 'user does not exist' },
    },
  ],
};

export const iam: IamFixture = async (w) => {
  await w.leaver();
};

// GetDeletionStatus reads the deletions of the members made for these cases.
export const bench: BenchFixture = (p, ctx) => {
  const leaving = leftBy(bench, ctx, (): number[] => []);
  return [
    {
      variant: 'member with e-mail and username',
      apiKey: p.bench.apiKey,
      prepare: membersToDelete(p, ctx, leaving, 'leaving', 'Fan'),
      request: (i) => req('DELETE', `/v2/users/${leaving[i]!}`, { query: clientKey(p) }),
    },
  ];
};
