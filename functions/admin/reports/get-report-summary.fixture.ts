/** What the route walks need of AdminGetReportSummary (local/walks/route-fixtures.ts). */
import { seedReportCounters } from '../../../walk-kit/bench-report-counters.js';
import { adminCase, type BenchFixture, reportReq } from '../../../walk-kit/bench.js';
import type { IamFixture } from '../../../walk-kit/iam.js';

export const iam: IamFixture = {
  // Counted from the walk's events by the stream's report counter.
  drained: async (w) => {
    await w.drained();
    await w.admin('GET', '/reports/summary');
  },
};

// Program reports over a busy program's 400 days of counters (every shard holds every day), seeded here for the other report routes.
export const bench: BenchFixture = (p) => [
  adminCase('400 days of counters', () => reportReq(p, '/summary'), { prepare: () => seedReportCounters(p.operator.client.clientId, 400) }),
];
