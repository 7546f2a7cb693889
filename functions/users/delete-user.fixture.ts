/** What the route walks need of DeleteUser (local/walks/route-fixtures.ts). */
import { CreateUserBody } from '../../shared/members/member-bodies.js';
import { createUser } from '../../shared/members/member-profiles.js';
import { type BenchFixture, clientKey, leftBy, letters, req } from '../../local/walks/bench.js';
import type { IamFixture } from '../../local/walks/iam.js';
import { eachIdOfB, type IsolationFixture, refusal } from '../../local/walks/isolation.js';

export const isolation: IsolationFixture = (_a, b) => eachIdOfB(b, refusal('page_not_found', 'user does not exist', 404));

export const iam: IamFixture = async (w) => {
  await w.leaver();
};

// Members made for leaving, so no other case (nor the figures after the cases) meets a deleted member; GetDeletionStatus reads their deletions.
export const bench: BenchFixture = (p, ctx) => {
  const leaving = leftBy(bench, ctx, (): number[] => []);
  return [
    {
      variant: 'member with e-mail and username',
      apiKey: p.bench.apiKey,
      prepare: async () => {
        for (let i = 0; i < ctx.perRoute; i++) {
          const member = await createUser(
            p.bench.client,
            CreateUserBody.parse({
              first_name: 'Leaving',
              last_name: `Fan ${letters(i)}`,
              date_of_birth: 631_152_000,
              email_address: `leaving${ctx.run}${i}@bench.example.com`,
              username: `leaving${ctx.run}${i}`,
              postal_code: '10001',
            }),
          );
          leaving.push(member.id as number);
        }
      },
      request: (i) => req('DELETE', `/v2/users/${leaving[i]!}`, { query: clientKey(p) }),
    },
  ];
};
