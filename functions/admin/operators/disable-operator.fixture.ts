/** What the route walks need of AdminDisableOperator (local/walks/route-fixtures.ts). */
import { adminCase, type BenchFixture, Created, leftBy, operatorReq } from '../../../walk-kit/bench.js';
import { bench as changeOperatorRoleBench } from './change-operator-role.fixture.js';
import { bench as inviteOperatorBench } from './invite-operator.fixture.js';
import type { IamFixture } from '../../../walk-kit/iam.js';

export const iam: IamFixture = async (w) => {
  await w.disabled();
};

export const bench: BenchFixture = (_p, ctx) => {
  const operators = leftBy(inviteOperatorBench, ctx, () => new Created<string>());
  return [
    adminCase('an operator invited above', (i) => operatorReq('POST', `/${operators.at(i)}/disable`), {
      after: [inviteOperatorBench, changeOperatorRoleBench],
    }),
  ];
};
