/** What the route walks need of ListUserReceipts (local/walks/route-fixtures.ts). */
import { type BenchFixture, memberReads } from '../../walk-kit/bench.js';
import type { IamFixture } from '../../walk-kit/iam.js';
import { eachIdOfB, type IsolationFixture, refusal } from '../../walk-kit/isolation.js';

export const isolation: IsolationFixture = (_a, b) => eachIdOfB(b, refusal('page_not_found', 'user does not exist', 404));

export const iam: IamFixture = {
  reads: async (w) => {
    await w.app('GET', `${await w.user()}/receipts`);
  },
};

export const bench: BenchFixture = (p) => memberReads(p, '/receipts', { rows: (body) => body.submitted_receipts.length });
