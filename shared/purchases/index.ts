/** The purchases feature as other features see it: everything they import from it comes through here. */
export { recordPurchase } from './purchases.js';
export { PurchaseBody } from './purchase-requests.js';
export { purchasePoints } from './purchase-rules.js';
export { MAX_REPLAYED_PURCHASES, purchaseTriggersBetween } from './purchase-triggers.js';
export { memberPurchaseTotals } from './purchase-repository.js';
