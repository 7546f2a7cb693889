/** What the route walks need of GetUserPurchases (local/walks/route-fixtures.ts). */
import { type BenchFixture, firstPage, pick } from '../../walk-kit/bench.js';
import type { IamFixture } from '../../walk-kit/iam.js';
import { eachIdOfB, type IsolationFixture, NO_USER } from '../../walk-kit/isolation.js';
import { isolation as createPurchaseIsolation } from '../purchases/create-purchase.fixture.js';
import { getUserPurchasesRoute } from './get-user-purchases.contract.js';

export const isolation: IsolationFixture = {
  runsAfter: [createPurchaseIsolation],
  probes: (a, b) => [
    ...eachIdOfB(b, NO_USER.page_not_found),
    // A's member holds A's own purchases recorded under B's `receipts` ids by the purchases probes: those ids are A's too.
    { label: "A's own member", params: { user_id: a.memberId }, expect: 'ok', shows: [a.returned.receipt], echoes: Object.values(b.receipts) },
  ],
};

export const iam: IamFixture = {
  reads: async (w) => {
    await w.app('GET', `${await w.user()}/purchases`);
    // Its further path answers the hosted form.
    await w.app('GET', getUserPurchasesRoute.also![0]!.path.replace('{user_id}', String((await w.member()).id)));
  },
};

export const bench: BenchFixture = (p) => [
  firstPage(p, () => `/v2/users/${pick(p.heavy).id}/purchases`, false),
  // Its further path answers the hosted form from the same reads.
  { ...firstPage(p, () => `/users/${pick(p.heavy).id}/purchases`, false), variant: 'first page, hosted form', path: getUserPurchasesRoute.also![0]!.path },
];
