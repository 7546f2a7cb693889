/** What the route walks need of AdminDeleteMember (local/walks/route-fixtures.ts). */
import { adminCase, adminReq, type BenchFixture, membersToDelete } from '../../../walk-kit/bench.js';
import { iamPerson, type IamFixture } from '../../../walk-kit/iam.js';
import { deletionWorld, type IdempotencyFixture } from '../../../walk-kit/idempotency.js';
import { adminDeleteMemberRoute } from './delete-member.contract.js';

export const idempotency: IdempotencyFixture = {
  cases: [
    {
      name: "an operator's member deletion",
      arrange: (program) => deletionWorld(program, adminDeleteMemberRoute, true),
      newKey: { status: 404, error: 'not_found', message: 'member does not exist' },
    },
  ],
};

export const iam: IamFixture = async (w) => {
  // A member deleted on request, by an operator (the erasure job runs later with the other jobs).
  const leavingByRequest = await w.app('POST', '/v2/users', { body: iamPerson('Leaving', 'Replay', 'iam-leaving') });
  await w.admin('DELETE', `/members/${leavingByRequest.id}`);
};

export const bench: BenchFixture = (p, ctx) => {
  const leaving: number[] = [];
  return [
    adminCase('member with e-mail and username', (i) => adminReq('DELETE', `/${p.bench.client.clientId}/members/${leaving[i]!}`), {
      prepare: membersToDelete(p, ctx, leaving, 'opleaving', 'Op'),
    }),
  ];
};
