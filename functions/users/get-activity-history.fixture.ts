/** What the route walks need of GetActivityHistory (local/walks/route-fixtures.ts). */
import { arrayRows, type BenchFixture, longList, memberReads } from '../../walk-kit/bench.js';
import type { IamFixture } from '../../walk-kit/iam.js';
import { eachIdOfB, type IsolationFixture, NO_USER } from '../../walk-kit/isolation.js';

export const isolation: IsolationFixture = (_a, b) => [
  ...eachIdOfB(b, NO_USER.param_error),
  ...eachIdOfB(b, NO_USER.param_error, { query: { page_size: 10, page_number: 1 } }).map((probe) => ({ ...probe, label: `${probe.label}, paged` })),
];

export const iam: IamFixture = {
  reads: async (w) => {
    const user = await w.user();
    await w.app('GET', `${user}/activity_history`);
    await w.app('GET', `${user}/activity_history`, { query: { page_size: 2, page_number: 2 } });
  },
};

// page_number paging reads the entries before the page too: page 3 of 50 reads 150 entries.
export const bench: BenchFixture = (p) => [
  ...memberReads(p, '/activity_history', { rows: arrayRows }),
  longList(p, '/activity_history', p.heavy, arrayRows, 'long: 150-entry ledgers (limit 100)'),
  longList(p, '/activity_history', p.heavy, arrayRows, 'paged: page 3 of 50, 150-entry ledgers', { page_size: '50', page_number: '3' }),
];
