import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { STREAM_EVENT_ATTRIBUTE } from '../data/table.js';
import { OUTBOX_ITEM_TYPE } from '../events/event-schemas.js';

/**
 * Which inserted items carry an event to the table's stream readers: constants only, so the CDK
 * app (the event source's filters) and the local stream reader load them without a table client.
 */

export const LEDGER_ENTRY_TYPE = 'ledger_entry';

/** An outbox item is an event; a ledger entry carries its points event in STREAM_EVENT_ATTRIBUTE. */
export const EVENT_CARRIERS = { outbox: OUTBOX_ITEM_TYPE, ledgerEntry: LEDGER_ENTRY_TYPE, attribute: STREAM_EVENT_ATTRIBUTE } as const;

/** Whether a new image (as the stream has it) carries an event: what the consumers' filters let through. */
export function carriesEvent(image: Record<string, AttributeValue | undefined>): boolean {
  const type = image.type?.S;
  return type === OUTBOX_ITEM_TYPE || (type === LEDGER_ENTRY_TYPE && image[STREAM_EVENT_ATTRIBUTE]?.M !== undefined);
}
