/** What the route walks need of AdminSignOut (local/walks/route-fixtures.ts). */
import { addOperator } from '../../../shared/operators/index.js';
import { adminCase, type BenchFixture, req } from '../../../walk-kit/bench.js';
import type { IamFixture } from '../../../walk-kit/iam.js';

export const iam: IamFixture = async (w) => {
  // A person's own token: their grant is read on each request, and their sign-out records itself in it.
  const person = await w.signedInPerson('viewer');
  await w.send('GET', `/admin/v1/clients/${w.clientId}/settings`, { headers: { authorization: `Bearer ${person.token}` } });
  await w.send('POST', '/admin/v1/sign_out', { headers: { authorization: `Bearer ${person.token}` } }, 204);
};

// A person's sign-out: their grant read, then their sign-out recorded in it.
export const bench: BenchFixture = (p, ctx) => {
  const sessions: string[] = [];
  return [
    adminCase('an operator signed in as a person', (i) => req('POST', '/admin/v1/sign_out', { headers: { authorization: `Bearer ${sessions[i]}` } }), {
      prepare: async () => {
        for (let i = 0; i < ctx.perRoute; i++) {
          const email = `bench-session-${ctx.run}-${i}@operators.example.com`;
          const account = await addOperator({ email, role: 'viewer', invitedBy: 'bench', active: true });
          if (account) sessions.push(await p.operatorToken({ sub: account.operator_id, email, role: 'viewer' }));
        }
      },
    }),
  ];
};
