/** The redemption order's item type: the stream's event sources name it in their filters (constants only, no table client). */
export const REDEMPTION_ORDER_TYPE = 'redemption_order';
