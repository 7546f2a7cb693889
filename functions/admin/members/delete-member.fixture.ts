/** What the route walks need of AdminDeleteMember (local/walks/route-fixtures.ts). */
import { CreateUserBody } from '../../../shared/members/member-bodies.js';
import { createUser } from '../../../shared/members/member-profiles.js';
import { adminCase, adminReq, type BenchFixture, letters } from '../../../local/walks/bench.js';
import { iamPerson, type IamFixture } from '../../../local/walks/iam.js';

export const iam: IamFixture = async (w) => {
  // A member deleted on request, by an operator (the erasure job runs later with the other jobs).
  const leavingByRequest = await w.app('POST', '/v2/users', { body: iamPerson('Leaving', 'Replay', 'iam-leaving') });
  await w.admin('DELETE', `/members/${leavingByRequest.id}`);
};

// Members made for leaving, so no other case meets a deleted member.
export const bench: BenchFixture = (p, ctx) => {
  const leaving: number[] = [];
  return [
    adminCase('member with e-mail and username', (i) => adminReq('DELETE', `/${p.bench.client.clientId}/members/${leaving[i]!}`), {
      prepare: async () => {
        for (let i = 0; i < ctx.perRoute; i++) {
          const member = await createUser(
            p.bench.client,
            CreateUserBody.parse({
              first_name: 'Leaving',
              last_name: `Op ${letters(i)}`,
              date_of_birth: 631_152_000,
              email_address: `opleaving${ctx.run}${i}@bench.example.com`,
              username: `opleaving${ctx.run}${i}`,
              postal_code: '10001',
            }),
          );
          leaving.push(member.id as number);
        }
      },
    }),
  ];
};
