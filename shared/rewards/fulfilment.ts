import type * as z from 'zod';
import { fulfilItems, getFulfilment, listAwaitingFulfilment, type FulfilmentRecord } from './fulfilment-repository.js';
import { guarded, optimisticTransaction } from '../data/transactions.js';
import { inputError, notFound } from '../errors.js';
import { nowSeconds } from '../support/clock.js';
import type { FulfilmentOrderBody } from './reward-responses.js';
import type { FulfilmentInput } from './reward-requests.js';

/**
 * Fulfilment of physical orders, for the program operator: which orders await shipping, and
 * marking one shipped with its date and tracking number, which the member then sees in
 * redemption history (spec 2.9 date_fulfilled, tracking_number). Orders of rewards that do not
 * ship (codes, digital downloads, plain rewards) have nothing to fulfil.
 */

/** What the operator sees of an order to ship. */
function fulfilmentView(record: FulfilmentRecord): z.infer<typeof FulfilmentOrderBody> {
  return {
    redeem_order_id: record.redeem_order_id,
    user_id: record.member_id,
    reward_id: String(record.reward_id),
    reward_title: record.reward_title,
    quantity: record.quantity,
    date_created: record.date_created,
    ...record.shipping,
    date_fulfilled: record.date_fulfilled ?? null,
    tracking_number: record.tracking_number ?? null,
  };
}

/** The client's oldest orders awaiting fulfilment, oldest first; fulfilled orders leave the list. */
export async function ordersAwaitingFulfilment(clientId: string, limit: number): Promise<Array<z.infer<typeof FulfilmentOrderBody>>> {
  return (await listAwaitingFulfilment(clientId, limit)).map(fulfilmentView);
}

const noOrder = () => notFound('no order of a reward that ships has this id');

/**
 * Marks a physical order fulfilled, or corrects its date or tracking number; the fulfilment
 * record and the member's order change in one transaction.
 */
export async function fulfilOrder(clientId: string, orderId: number, input: FulfilmentInput): Promise<z.infer<typeof FulfilmentOrderBody>> {
  return optimisticTransaction(async () => {
    const record = await getFulfilment(clientId, orderId);
    if (!record) throw noOrder();
    const dateFulfilled = input.date_fulfilled ?? record.date_fulfilled ?? nowSeconds();
    if (dateFulfilled < record.date_created) throw inputError('date_fulfilled is before the order was placed');
    const fulfilment = {
      date_fulfilled: dateFulfilled,
      tracking_number: input.tracking_number !== undefined ? input.tracking_number : (record.tracking_number ?? null),
    };
    return {
      items: fulfilItems(record, fulfilment).map((item) => guarded(item, noOrder)),
      result: fulfilmentView({ ...record, ...fulfilment }),
    };
  }, undefined);
}
