/** What the route walks need of CalculatePotentialPoints (local/walks/route-fixtures.ts). */
import { type BenchFixture, clientKey, pick, req } from '../../walk-kit/bench.js';
import type { IamFixture } from '../../walk-kit/iam.js';
import { calculatePotentialPointsRoute } from './calculate-potential-points.contract.js';
import { type IdempotencyFixture, movesNothing } from '../../walk-kit/idempotency.js';
import {
  AMOUNTS_REFUSED,
  AMOUNTS_TAKEN,
  each,
  type FuzzFixture,
  PURCHASE_AMOUNTS,
  PURCHASE_AMOUNTS_TAKEN,
  PURCHASE_NUMBERS,
  PURCHASE_TEXT,
  purchaseBody,
} from '../../walk-kit/fuzz.js';
import { eachIdOfBInBody, type IsolationFixture, NO_USER } from '../../walk-kit/isolation.js';

export const isolation: IsolationFixture = (a, b) => [
  ...eachIdOfBInBody(b, NO_USER.param_error, { total: 5 }),
  { label: "A's own member", body: { user_id: a.memberId, total: 5 }, expect: 'ok', shows: [String(a.memberId)] },
];

export const idempotency: IdempotencyFixture = movesNothing('a quote: it reads the rules and writes nothing');

export const iam: IamFixture = async (w) => {
  await w.app('POST', '/v2/purchases/potential_points', { body: { total: 9, user_id: (await w.member()).id } });
  // Its further path, in the hosted form: the member found by e-mail, the total from the lines.
  await w.app('POST', calculatePotentialPointsRoute.also![0]!.path, {
    body: {
      date_purchased: new Date(w.now() * 1000).toISOString(),
      user_attributes: { email_address: (await w.member()).email_address },
      items: [{ sku: 'A', price: 4.5, quantity: 2 }],
    },
  });
};

export const bench: BenchFixture = (p) => [
  {
    variant: 'member basket of 2 lines',
    apiKey: p.bench.apiKey,
    request: () =>
      req('POST', '/v2/purchases/potential_points', {
        query: clientKey(p),
        body: {
          total: 42.5,
          items: [
            { id: 'sku-1', quantity: 2, cost: 12.5 },
            { id: 'sku-2', quantity: 1, cost: 17.5 },
          ],
          user_id: pick(p.members).id,
        },
      }),
  },
  {
    variant: 'hosted basket of 2 lines, no total',
    apiKey: p.bench.apiKey,
    path: calculatePotentialPointsRoute.also![0]!.path,
    request: () =>
      req('POST', calculatePotentialPointsRoute.also![0]!.path, {
        query: clientKey(p),
        body: {
          date_purchased: new Date().toISOString(),
          items: [
            { sku: 'sku-1', quantity: 2, price: 12.5 },
            { sku: 'sku-2', quantity: 1, price: 17.5 },
          ],
          user_id: pick(p.members).id,
        },
      }),
  },
];

export const fuzz: FuzzFixture = (world) => ({
  body: () => purchaseBody(world),
  numbers: PURCHASE_NUMBERS,
  text: PURCHASE_TEXT,
  refused: [['loc_lat', [91, '-90.01', 'north']], ...each(PURCHASE_AMOUNTS, AMOUNTS_REFUSED)],
  taken: each(PURCHASE_AMOUNTS_TAKEN, AMOUNTS_TAKEN),
});
