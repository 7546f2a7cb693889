/** What the route walks need of AdminListOperators (local/walks/route-fixtures.ts). */
import { adminCase, type BenchFixture, operatorReq } from '../../../walk-kit/bench.js';
import { bench as inviteOperatorBench } from './invite-operator.fixture.js';
import type { IamFixture } from '../../../walk-kit/iam.js';

export const iam: IamFixture = async (w) => {
  await w.owner('GET', '/admin/v1/operators');
};

export const bench: BenchFixture = () => [
  adminCase('first page', () => operatorReq('GET', ''), { rows: (b) => b.operators.length, after: [inviteOperatorBench] }),
];
