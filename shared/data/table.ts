/**
 * The single table's physical shape. The CDK data stack and the local launcher both build
 * the table from this description, so the two never drift apart.
 */
export const TABLE_KEY = { partition: 'PK', sort: 'SK' } as const;

/**
 * Overloaded secondary indexes; docs/data-model.md lists what each item type puts in them.
 * GSI3 keeps keys only: it orders members (the directory), and an update that leaves an item's
 * GSI3 keys alone then writes nothing to it, however often the item changes.
 * CloudFormation adds one index per stack update: a new index is its own deployment.
 */
export const TABLE_INDEXES = [
  { name: 'GSI1', partition: 'GSI1PK', sort: 'GSI1SK', projection: 'ALL' },
  { name: 'GSI2', partition: 'GSI2PK', sort: 'GSI2SK', projection: 'ALL' },
  { name: 'GSI3', partition: 'GSI3PK', sort: 'GSI3SK', projection: 'KEYS_ONLY' },
] as const;

/**
 * The attributes an item carries for the table rather than for its record: its key, its index
 * keys, its item type and what it carries to the stream (an event, a rank move). Reading an item back into its record leaves them out.
 */
export const TABLE_ATTRIBUTES: ReadonlySet<string> = new Set([
  TABLE_KEY.partition,
  TABLE_KEY.sort,
  ...TABLE_INDEXES.flatMap((index) => [index.partition, index.sort]),
  'type',
  'stream_event',
  'rank_move',
]);

/**
 * An item that reports a change carries its event's id and instant here (a ledger entry its
 * points event) instead of an outbox item of its own: the table's stream readers build the
 * event from the item.
 */
export const STREAM_EVENT_ATTRIBUTE = 'stream_event';

/** A ledger entry whose write moved the member's points total carries the rank move here, for the stream's rank mover. */
export const RANK_MOVE_ATTRIBUTE = 'rank_move';

/** Items carrying this attribute (Unix seconds) are removed by DynamoDB TTL. */
export const TTL_ATTRIBUTE = 'expires_at';

export type IndexName = (typeof TABLE_INDEXES)[number]['name'];
