import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { STREAM_EVENT_ATTRIBUTE } from '../data/table.js';
import { carriedBy, type OutboxEvent } from '../events/index.js';
import { ledgerEntryEvent } from './ledger-events.js';
import { ledgerEntryOf } from './ledger-repository.js';

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
 * The points event an inserted ledger entry carries, from its stream image. Only what the event
 * is built from is read: the rest of an entry (its rules' explanation) is not unmarshalled.
 */
export function ledgerEntryStreamEvent(image: Record<string, AttributeValue>): OutboxEvent | undefined {
  const entry = unmarshall(Object.fromEntries(EVENT_FIELDS.flatMap((name) => (image[name] ? [[name, image[name]]] : []))));
  return ledgerEntryEvent(ledgerEntryOf(entry), carriedBy(entry));
}
