/** What the route walks need of SubmitReceipt (local/walks/route-fixtures.ts). */
import { type BenchFixture, clientKey, idempotencyKey, memberWrite, req } from '../../walk-kit/bench.js';
import type { IamFixture } from '../../walk-kit/iam.js';
import { type IdempotencyFixture, pathOf, post } from '../../walk-kit/idempotency.js';
import { withoutNumbers, type FuzzFixture } from '../../walk-kit/fuzz.js';
import { eachIdOfB, type IsolationFixture, refusal } from '../../walk-kit/isolation.js';
import type { MemberIsolationFixture } from '../../walk-kit/member-isolation.js';
import { RECEIPT_JPEG_BASE64 } from '../../walk-kit/receipt-image.js';
import { listMemberReceipts } from '../../shared/receipts/receipt-repository.js';
import { submitReceiptRoute } from './submit-receipt.contract.js';

const image = { image: RECEIPT_JPEG_BASE64 };

export const isolation: IsolationFixture = (_a, b) => eachIdOfB(b, refusal('page_not_found', 'user does not exist', 404), { body: image });

export const memberIsolation: MemberIsolationFixture = () => ({ body: image });

export const fuzz: FuzzFixture = withoutNumbers('an image in base64 and its file name: text only');

export const idempotency: IdempotencyFixture = {
  cases: [
    {
      name: 'receipt submission',
      async arrange(program) {
        const member = await program.api.newMember(program.apiKey);
        return {
          send: post(program, pathOf(submitReceiptRoute, { user_id: member.id })),
          body: { ...image, file_name: 'first.jpg' },
          otherBody: { ...image, file_name: 'other.jpg' },
          state: async () => ({ receipts: (await listMemberReceipts(program.clientId, member.id)).length }),
          effect: (state) => ({ receipts: (state.receipts as number) + 1 }),
        };
      },
      newKey: 'effect',
    },
  ],
};

export const iam: IamFixture = async (w) => {
  await w.app('POST', `${await w.user()}/receipts/submit`, { body: { ...image, file_name: 'iam.jpg' } });
};

export const bench: BenchFixture = (p, ctx) => {
  const submitters = p.take(ctx.perRoute);
  return [
    memberWrite(p, 'a small JPEG, Idempotency-Key', false, (i) =>
      req('POST', `/v2/users/${submitters[i]!.id}/receipts/submit`, { query: clientKey(p), headers: idempotencyKey(), body: image }),
    ),
  ];
};
