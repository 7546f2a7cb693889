/** What the route walks need of AdminEnableOperator (local/walks/route-fixtures.ts). */
import { adminCase, type BenchFixture, Created, leftBy, operatorReq } from '../../../walk-kit/bench.js';
import { bench as disableOperatorBench } from './disable-operator.fixture.js';
import { bench as inviteOperatorBench } from './invite-operator.fixture.js';
import type { IamFixture } from '../../../walk-kit/iam.js';

export const iam: IamFixture = async (w) => {
  await w.owner('POST', `/admin/v1/operators/${(await w.disabled()).operator_id}/enable`);
};

export const bench: BenchFixture = (_p, ctx) => {
  const operators = leftBy(inviteOperatorBench, ctx, () => new Created<string>());
  return [adminCase('an operator disabled above', (i) => operatorReq('POST', `/${operators.at(i)}/enable`), { after: [disableOperatorBench] })];
};
