/** What the route walks need of AdminGetTopReport (local/walks/route-fixtures.ts). */
import { adminCase, type BenchFixture, fourHundredDays, reportReq } from '../../../walk-kit/bench.js';
import { bench as getReportSummaryBench } from './get-report-summary.fixture.js';
import { IAM_DAY, type IamFixture } from '../../../walk-kit/iam.js';
import { ADMIN_HEADERS } from '../../../walk-kit/requests.js';
import { reportDay } from '../../../shared/reports/index.js';

export const iam: IamFixture = {
  // Over 400 days: the settled months in it get their month totals.
  drained: async (w) => {
    await w.drained();
    const query = { kind: 'rewards', from: reportDay(w.now() - 399 * IAM_DAY), to: reportDay(w.now()) };
    await w.send('GET', `/admin/v1/clients/${w.clientId}/reports/top`, { headers: ADMIN_HEADERS, query });
  },
};

export const bench: BenchFixture = (p) => {
  const days = fourHundredDays();
  return [
    adminCase('top 10 rewards over 400 days', () => reportReq(p, '/top', { kind: 'rewards', ...days }), {
      rows: (b) => b.items.length,
      after: [getReportSummaryBench],
    }),
  ];
};
