/** What the route walks need of AdminApproveReceipt (local/walks/route-fixtures.ts). */
import { adminCase, adminReq, type BenchFixture, Created, leftBy } from '../../../walk-kit/bench.js';
import type { FuzzFixture } from '../../../walk-kit/fuzz.js';
import type { IamFixture } from '../../../walk-kit/iam.js';
import { RECEIPT_JPEG_BASE64 } from '../../../walk-kit/receipt-image.js';
import { pendingReceipts } from '../../../walk-kit/receipts.js';

export const fuzz: FuzzFixture = (world) => ({
  params: { receipt_id: `${world.member.id}-1-000000000000` },
  body: () => ({ points: 5 }),
  numbers: ['points'],
});

export const iam: IamFixture = async (w) => {
  const submitted = await w.app('POST', `${await w.user()}/receipts/submit`, { body: { image: RECEIPT_JPEG_BASE64 } });
  await w.admin('POST', `/receipts/${submitted.id}/approve`, { points: 25 });
};

export const bench: BenchFixture = (p, ctx) => {
  const receipts = leftBy(bench, ctx, () => new Created<string>());
  return [
    adminCase('a pending receipt, 25 points', (i) => adminReq('POST', `/${p.bench.client.clientId}/receipts/${receipts.at(i)}/approve`, { points: 25 }), {
      movesValue: true,
      prepare: pendingReceipts(p, ctx, receipts.items),
    }),
  ];
};
