/** What the route walks need of AdminReplaceEventType (local/walks/route-fixtures.ts). */
import { adminCase, adminReq, type BenchFixture, Created, leftBy } from '../../../walk-kit/bench.js';
import { bench as createEventTypeBench } from './create-event-type.fixture.js';
import { eventTypeBody } from '../../../walk-kit/event-types.js';
import type { IamFixture } from '../../../walk-kit/iam.js';
import { type FuzzFixture, withoutNumbers } from '../../../walk-kit/fuzz.js';

export const fuzz: FuzzFixture = withoutNumbers('a title and attributes of keys, types and required flags');

const { name: _name, ...changeBody } = eventTypeBody('steps', 'Steps walked, renamed');

export const iam: IamFixture = async (w) => {
  const made = await w.admin('POST', '/event_types', eventTypeBody(w.unique('changed_')), 201);
  await w.admin('PUT', `/event_types/${made.name}`, changeBody);
};

// Runs after the reads, so the archive cases (after it) meet the types changed.
export const bench: BenchFixture = (_p, ctx) => {
  const types = leftBy(createEventTypeBench, ctx, () => new Created<[string, string]>());
  return [
    adminCase(
      'a type created above',
      (i) => {
        const [client, name] = types.at(i);
        return adminReq('PUT', `/${client}/event_types/${name}`, changeBody);
      },
      { after: [createEventTypeBench] },
    ),
  ];
};
