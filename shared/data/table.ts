/**
 * The single table's physical shape. The CDK data stack and the local launcher both build
 * the table from this description, so the two never drift apart.
 */
export const TABLE_KEY = { partition: 'PK', sort: 'SK' } as const;

/** Overloaded secondary indexes; docs/data-model.md lists what each item type puts in them. */
export const TABLE_INDEXES = [
  { name: 'GSI1', partition: 'GSI1PK', sort: 'GSI1SK' },
  { name: 'GSI2', partition: 'GSI2PK', sort: 'GSI2SK' },
] as const;

/**
 * The attributes an item carries for the table rather than for its record: its key, its index
 * keys and its item type. Reading an item back into its record leaves them out.
 */
export const TABLE_ATTRIBUTES: ReadonlySet<string> = new Set([
  TABLE_KEY.partition,
  TABLE_KEY.sort,
  ...TABLE_INDEXES.flatMap((index) => [index.partition, index.sort]),
  'type',
]);

/** Items carrying this attribute (Unix seconds) are removed by DynamoDB TTL. */
export const TTL_ATTRIBUTE = 'expires_at';

export type IndexName = (typeof TABLE_INDEXES)[number]['name'];
