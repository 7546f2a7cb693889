/** What the route walks need of GetActivityHistoryExtended (local/walks/route-fixtures.ts). */
import { arrayRows, type BenchFixture, longList, memberReads } from '../../walk-kit/bench.js';
import type { IamFixture } from '../../walk-kit/iam.js';
import type { IsolationFixture } from '../../walk-kit/isolation.js';
import { isolation as activityHistoryIsolation } from './get-activity-history.fixture.js';

// The extended history finds members as the history does: the same probes.
export const isolation: IsolationFixture = activityHistoryIsolation;

export const iam: IamFixture = {
  reads: async (w) => {
    const user = await w.user();
    await w.app('GET', `${user}/activity_history/extended`);
    await w.app('GET', `${user}/activity_history/extended`, { query: { page_size: 2, page_number: 1 } });
  },
};

// page_number paging reads the entries before the page too: page 3 of 50 reads 150 entries.
export const bench: BenchFixture = (p) => [
  ...memberReads(p, '/activity_history/extended', { rows: arrayRows, catalogue: true }),
  longList(p, '/activity_history/extended', p.heavy, arrayRows, 'long: 150-entry ledgers (limit 100)'),
  longList(p, '/activity_history/extended', p.heavy, arrayRows, 'paged: page 3 of 50, 150-entry ledgers', { page_size: '50', page_number: '3' }),
];
