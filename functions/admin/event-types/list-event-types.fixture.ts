/** What the route walks need of AdminListEventTypes (local/walks/route-fixtures.ts). */
import { adminCase, adminReq, type BenchFixture, Created, leftBy } from '../../../walk-kit/bench.js';
import { bench as createEventTypeBench } from './create-event-type.fixture.js';
import type { IamFixture } from '../../../walk-kit/iam.js';
import { ADMIN_HEADERS } from '../../../walk-kit/requests.js';

export const iam: IamFixture = async (w) => {
  await w.send('GET', `/admin/v1/clients/${w.clientId}/event_types`, { headers: ADMIN_HEADERS, query: { include_archived: 'true' } });
};

export const bench: BenchFixture = (_p, ctx) => {
  const types = leftBy(createEventTypeBench, ctx, () => new Created<[string, string]>());
  return [adminCase('a program of many types', () => adminReq('GET', `/${types.at(0)[0]}/event_types`), { after: [createEventTypeBench] })];
};
