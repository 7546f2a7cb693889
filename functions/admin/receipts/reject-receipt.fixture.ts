/** What the route walks need of AdminRejectReceipt (local/walks/route-fixtures.ts). */
import { adminCase, adminReq, type BenchFixture, Created, leftBy } from '../../../walk-kit/bench.js';
import { withoutNumbers, type FuzzFixture } from '../../../walk-kit/fuzz.js';
import type { IamFixture } from '../../../walk-kit/iam.js';
import { RECEIPT_JPEG_BASE64 } from '../../../walk-kit/receipt-image.js';
import { pendingReceipts } from '../../../walk-kit/receipts.js';

export const fuzz: FuzzFixture = withoutNumbers('a reason is text');

export const iam: IamFixture = async (w) => {
  const submitted = await w.app('POST', `${await w.user()}/receipts/submit`, { body: { image: RECEIPT_JPEG_BASE64 } });
  await w.admin('POST', `/receipts/${submitted.id}/reject`, { reason: 'The receipt is too blurry to read.' });
};

export const bench: BenchFixture = (p, ctx) => {
  const receipts = leftBy(bench, ctx, () => new Created<string>());
  return [
    adminCase(
      'a pending receipt, with a reason',
      (i) => adminReq('POST', `/${p.bench.client.clientId}/receipts/${receipts.at(i)}/reject`, { reason: 'unreadable' }),
      {
        prepare: pendingReceipts(p, ctx, receipts.items),
      },
    ),
  ];
};
