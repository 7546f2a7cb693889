/** What the route walks need of VoidReturn (local/walks/route-fixtures.ts). */
import { type BenchFixture, Created, clientKey, hostedReturnId, idempotencyKey, leftBy, memberWrite, req } from '../../walk-kit/bench.js';
import { bench as returnPurchaseBench } from './return-purchase.fixture.js';
import { IAM_DAY, type IamFixture } from '../../walk-kit/iam.js';
import { type IsolationFixture, refusal } from '../../walk-kit/isolation.js';
import { type IdempotencyFixture, keyed, pathOf, pointsOf, post, recordPurchase } from '../../walk-kit/idempotency.js';
import { unique } from '../../walk-kit/requests.js';
import { getPurchase } from '../../shared/purchases/purchase-repository.js';
import { createPurchaseRoute } from './create-purchase.contract.js';
import { returnPurchaseRoute } from './return-purchase.contract.js';
import { voidReturnRoute } from './void-return.contract.js';

export const isolation: IsolationFixture = (a, b) => [
  { label: "B's return id", params: { return_id: b.returned.returnId }, expect: refusal('not_found', 'return_id: no return has this id', 404) },
  { label: "A's own return", params: { return_id: a.returned.returnId }, expect: 'ok', shows: [a.returned.receipt] },
];

// Two returns of 10 of a purchase of 40: voiding the first gives its 10 points back; the other return is another request.
export const idempotency: IdempotencyFixture = {
  cases: [
    {
      name: 'return void',
      async arrange(program) {
        const member = await program.api.newMember(program.apiKey);
        const receipt = unique('rcpt');
        await recordPurchase(program, createPurchaseRoute, { user_id: member.id, receipt_id: receipt, total: 40 });
        const [first, second] = [unique('RT'), unique('RT')];
        for (const returnId of [first, second]) {
          const returned = await post(program, pathOf(returnPurchaseRoute))(undefined, { receipt_id: receipt, return_id: returnId, total: 10 });
          if (returned.status !== 200) throw new Error(`return failed: ${JSON.stringify(returned.body)}`);
        }
        return {
          send: (key, body) => program.api.call('DELETE', pathOf(voidReturnRoute, { return_id: body.return_id as string }), keyed(program, key, undefined)),
          body: { return_id: first },
          otherBody: { return_id: second },
          state: async () => ({ ...(await pointsOf(program, member.id)), returned: (await getPurchase(program.clientId, receipt))?.returned_amount ?? null }),
          effect: (state) => ({
            ...state,
            redeemable: (state.redeemable as number) + 10,
            ledger: (state.ledger as number) + 1,
            returned: (state.returned as number) - 10,
          }),
        };
      },
      newKey: 'unchanged',
    },
  ],
};

export const iam: IamFixture = async (w) => {
  // Voids: of a return that lowered the pending entry, of one that took it whole, of one that took redeemable points.
  await w.app('DELETE', `/v2/purchases/return/${(await w.partReturn()).return_id}`);
  const wholeReturn = await w.app('POST', '/v2/purchases/return', { body: { receipt_id: await w.returnedPurchase() } });
  await w.app('DELETE', `/v2/purchases/return/${wholeReturn.return_id}`);
  const settled = w.unique('rcpt');
  await w.app('POST', '/v2/purchases', { body: { receipt_id: settled, total: 4, user_id: (await w.member()).id, date_purchase: w.now() - 31 * IAM_DAY } });
  const settledReturn = await w.app('POST', '/v2/purchases/return', { body: { receipt_id: settled, return_id: w.unique('RT'), total: 4 } });
  await w.app('DELETE', `/v2/purchases/return/${settledReturn.return_id}`);
  // Its further path, as the hosted store system voids.
  const hostedReturn = await w.app('POST', '/v2/purchases/return', { body: { receipt_id: settled, return_id: w.unique('RT'), total: 1 } });
  await w.app('DELETE', voidReturnRoute.also![0]!.path.replace('{return_id}', hostedReturn.return_id));
};

// Each return the bench made voided: the pending entry it took whole is put back.
export const bench: BenchFixture = (p, ctx) => {
  const returns = leftBy(returnPurchaseBench, ctx, () => new Created<string>());
  return [
    {
      ...memberWrite(p, 'whole return, pending points restored, Idempotency-Key', true, (i) =>
        req('DELETE', `/v2/purchases/return/${encodeURIComponent(returns.at(i))}`, { query: clientKey(p), headers: idempotencyKey() }),
      ),
      after: [returnPurchaseBench],
    },
    // Its further path: the hosted returns the bench made voided by their return ids.
    {
      ...memberWrite(p, 'hosted form, whole return, pending points restored, Idempotency-Key', true, (i) =>
        req('DELETE', voidReturnRoute.also![0]!.path.replace('{return_id}', encodeURIComponent(hostedReturnId(ctx, i))), {
          query: clientKey(p),
          headers: idempotencyKey(),
        }),
      ),
      path: voidReturnRoute.also![0]!.path,
      after: [returnPurchaseBench],
    },
  ];
};
