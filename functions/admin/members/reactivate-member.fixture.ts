/** What the route walks need of AdminReactivateMember (local/walks/route-fixtures.ts). */
import { iamPerson, type IamFixture } from '../../../walk-kit/iam.js';
import { withoutNumbers, type FuzzFixture } from '../../../walk-kit/fuzz.js';

export const fuzz: FuzzFixture = withoutNumbers('a reason (text) only');

export const iam: IamFixture = async (w) => {
  const returning = await w.app('POST', '/v2/users', { body: iamPerson('Returning', 'Replay', 'iam-returning') });
  await w.app('PUT', `/v2/users/${returning.id}`, { body: { is_active: 0 } });
  await w.admin('POST', `/members/${returning.id}/reactivate`, { reason: 'IAM walk' });
};
