/** What the route walks need of AdminChangeOperatorRole (local/walks/route-fixtures.ts). */
import { adminCase, type BenchFixture, Created, leftBy, operatorReq } from '../../../walk-kit/bench.js';
import { bench as inviteOperatorBench } from './invite-operator.fixture.js';
import type { IamFixture } from '../../../walk-kit/iam.js';
import { type FuzzFixture, withoutNumbers } from '../../../walk-kit/fuzz.js';

export const fuzz: FuzzFixture = withoutNumbers('a role');

export const iam: IamFixture = async (w) => {
  await w.owner('PUT', `/admin/v1/operators/${(await w.invited()).operator_id}/role`, { role: 'support' });
};

export const bench: BenchFixture = (_p, ctx) => {
  const operators = leftBy(inviteOperatorBench, ctx, () => new Created<string>());
  return [
    adminCase('an operator invited above', (i) => operatorReq('PUT', `/${operators.at(i)}/role`, { role: i % 2 ? 'support' : 'manager' }), {
      after: [inviteOperatorBench],
    }),
  ];
};
