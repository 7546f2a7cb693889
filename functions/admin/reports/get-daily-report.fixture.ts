/** What the route walks need of AdminGetDailyReport (local/walks/route-fixtures.ts). */
import { ADMIN, adminCase, type BenchFixture, fourHundredDays, reportPath, reportReq, req } from '../../../walk-kit/bench.js';
import { bench as getReportSummaryBench } from './get-report-summary.fixture.js';
import type { IamFixture } from '../../../walk-kit/iam.js';
import { ADMIN_HEADERS } from '../../../walk-kit/requests.js';

export const iam: IamFixture = {
  drained: async (w) => {
    await w.drained();
    const headers = { ...ADMIN_HEADERS, accept: 'text/csv' };
    await w.send('GET', `/admin/v1/clients/${w.clientId}/reports/daily`, { headers, query: { metrics: 'points_issued,outstanding_points' } });
  },
};

export const bench: BenchFixture = (p) => {
  const days = fourHundredDays();
  const after = [getReportSummaryBench];
  return [
    adminCase('400 days, every metric', () => reportReq(p, '/daily', days), { rows: (b) => b.days.length, after }),
    adminCase('no parameters: the last 30 days', () => reportReq(p, '/daily'), { rows: (b) => b.days.length, after }),
    adminCase('400 days as CSV', () => req('GET', reportPath(p, '/daily'), { headers: { ...ADMIN, accept: 'text/csv' }, query: days }), {
      rows: (csv: string) => csv.trim().split('\n').length - 1,
      after,
    }),
  ];
};
