import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { STREAM_EVENT_ATTRIBUTE } from '../data/table.js';
import { OUTBOX_ITEM_TYPE } from '../events/event-schemas.js';
import { LEDGER_ENTRY_TYPE } from '../points/stream-event-schemas.js';
import { REDEMPTION_ORDER_TYPE } from '../rewards/redemption-schemas.js';

/**
 * Which inserted items carry an event to the table's stream readers: an outbox item is one; a
 * ledger entry (its points event) and a redemption order (reward.redeemed) carry theirs in
 * STREAM_EVENT_ATTRIBUTE. Constants only, so the CDK app (the event sources' filters) and the
 * local stream reader load them without a table client.
 */
export const EVENT_CARRIERS = { outbox: OUTBOX_ITEM_TYPE, carriers: [LEDGER_ENTRY_TYPE, REDEMPTION_ORDER_TYPE], attribute: STREAM_EVENT_ATTRIBUTE } as const;

/** The carriers by name, for the readers that build each one's event. */
export const CARRIER_TYPES = { ledgerEntry: LEDGER_ENTRY_TYPE, order: REDEMPTION_ORDER_TYPE } as const;

/** Whether a new image (as the stream has it) carries an event: what the consumers' filters let through. */
export function carriesEvent(image: Record<string, AttributeValue | undefined>): boolean {
  const type = image.type?.S;
  if (type === OUTBOX_ITEM_TYPE) return true;
  return (EVENT_CARRIERS.carriers as readonly string[]).includes(type ?? '') && image[STREAM_EVENT_ATTRIBUTE]?.M !== undefined;
}
