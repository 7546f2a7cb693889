/** What the route walks need of AdminInviteOperator (local/walks/route-fixtures.ts). */
import { adminCase, type BenchFixture, Created, leftBy, operatorReq } from '../../../walk-kit/bench.js';
import type { IamFixture } from '../../../walk-kit/iam.js';
import { type FuzzFixture, withoutNumbers } from '../../../walk-kit/fuzz.js';

export const fuzz: FuzzFixture = withoutNumbers('an e-mail address and a role');

export const iam: IamFixture = async (w) => {
  await w.invited();
};

// Operator accounts: one partition of dozens of accounts, each change a conditional write. The other operator routes change, disable and enable those invited here.
export const bench: BenchFixture = (_p, ctx) => {
  const operators = leftBy(bench, ctx, () => new Created<string>());
  return [
    adminCase('a new address', (i) => operatorReq('POST', '', { email: `bench-${ctx.run}-${i}@operators.example.com`, role: 'viewer' }), {
      localCpu: 'the local directory hashes the first password (scrypt); in AWS the user pool keeps it',
      onResponse: (b) => operators.items.push(b.operator_id),
    }),
  ];
};
