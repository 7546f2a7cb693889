/** What the route walks need of AdminGetEventType (local/walks/route-fixtures.ts). */
import { adminCase, adminReq, type BenchFixture, Created, leftBy } from '../../../walk-kit/bench.js';
import { bench as createEventTypeBench } from './create-event-type.fixture.js';
import { eventTypeBody } from '../../../walk-kit/event-types.js';
import type { IamFixture } from '../../../walk-kit/iam.js';

export const iam: IamFixture = async (w) => {
  const made = await w.admin('POST', '/event_types', eventTypeBody(w.unique('read_')), 201);
  await w.admin('GET', `/event_types/${made.name}`);
};

export const bench: BenchFixture = (_p, ctx) => {
  const types = leftBy(createEventTypeBench, ctx, () => new Created<[string, string]>());
  return [
    adminCase(
      'a type created above',
      (i) => {
        const [client, name] = types.at(i);
        return adminReq('GET', `/${client}/event_types/${name}`);
      },
      { after: [createEventTypeBench] },
    ),
  ];
};
