import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { STREAM_EVENT_ATTRIBUTE } from '../data/table.js';
import { OUTBOX_ITEM_TYPE, type OutboxEvent } from '../events/index.js';
import { ledgerEntryEvent } from './ledger-events.js';
import { type CarriedEvent, ledgerEntryOf } from './ledger-repository.js';
import { carriesEvent } from './stream-event-schemas.js';

/** The attributes of a ledger entry its event is built from (ledgerEntryEvent), and those its record needs. */
const EVENT_FIELDS = [
  'entry_id',
  'kind',
  'num_points',
  'counts_toward_total',
  'activity_id',
  'name',
  'date_created',
  'ending_total',
  'ending_redeemable',
  'rule_id',
  'rule_version',
  STREAM_EVENT_ATTRIBUTE,
];

/**
 * The events of a stream batch, in stream order: each inserted outbox item's, and each inserted
 * ledger entry's that carries one (its points event, built from the entry). The event source
 * already filters to these inserts; the check here keeps a consumer right without that filter
 * (the local stream reader).
 */
export function streamEventsOf(batch: DynamoDBStreamEvent): OutboxEvent[] {
  return batch.Records.flatMap((record) => {
    const image = record.dynamodb?.NewImage as Record<string, AttributeValue> | undefined;
    if (record.eventName !== 'INSERT' || !image || !carriesEvent(image)) return [];
    if (image.type?.S === OUTBOX_ITEM_TYPE) return [unmarshall(image).event as OutboxEvent];
    // Only what the event is built from: the rest of an entry (its rules' explanation) is not read.
    const entry = unmarshall(Object.fromEntries(EVENT_FIELDS.flatMap((name) => (image[name] ? [[name, image[name]]] : []))));
    return [ledgerEntryEvent(ledgerEntryOf(entry), entry[STREAM_EVENT_ATTRIBUTE] as CarriedEvent)].filter((event) => event !== undefined);
  });
}
