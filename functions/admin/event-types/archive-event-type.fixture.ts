/** What the route walks need of AdminArchiveEventType (local/walks/route-fixtures.ts). */
import { adminCase, adminReq, type BenchFixture, Created, leftBy } from '../../../walk-kit/bench.js';
import { bench as createEventTypeBench } from './create-event-type.fixture.js';
import { eventTypeBody } from '../../../walk-kit/event-types.js';
import { bench as getEventTypeBench } from './get-event-type.fixture.js';
import { bench as listEventTypesBench } from './list-event-types.fixture.js';
import { bench as replaceEventTypeBench } from './replace-event-type.fixture.js';
import type { IamFixture } from '../../../walk-kit/iam.js';

export const iam: IamFixture = async (w) => {
  const made = await w.admin('POST', '/event_types', eventTypeBody(w.unique('archived_')), 201);
  await w.admin('POST', `/event_types/${made.name}/archive`);
};

// Each type created above is archived once, after every other case has used it.
export const bench: BenchFixture = (_p, ctx) => {
  const types = leftBy(createEventTypeBench, ctx, () => new Created<[string, string]>());
  return [
    adminCase(
      'a type created above',
      (i) => {
        const [client, name] = types.at(i);
        return adminReq('POST', `/${client}/event_types/${name}/archive`);
      },
      { after: [createEventTypeBench, getEventTypeBench, listEventTypesBench, replaceEventTypeBench] },
    ),
  ];
};
