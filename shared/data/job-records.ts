import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type * as z from 'zod';
import { queryPage } from './batch-reads.js';
import { documentClient, sendConditionalWrite, tableName } from './client.js';
import { itemDecoder } from './item-decoder.js';
import type { ItemKey } from './keys.js';
import { moveStatus } from './status-moves.js';
import { TTL_ATTRIBUTE } from './table.js';
import type { TransactItem } from './transactions.js';

/** What every job record holds: its client, its lifecycle status and when it was created (its TTL counts from then). */
interface JobRecord {
  client_id: string;
  status: string;
  created_at: number;
}

/** One kind of job record, as its feature declares it: its item type, stored shape, id attribute, keys and lifetime. */
export interface JobKind<R extends JobRecord, Id extends keyof R & string> {
  type: string;
  schema: z.ZodType<R>;
  idField: Id;
  key: (clientId: string, id: string) => ItemKey;
  /** The client's records of this kind; ids sort by creation time, so the newest come first read backwards. */
  prefix: (clientId: string) => { PK: string; SKPrefix: string };
  /** Seconds from creation until TTL removes the record. */
  ttl: number;
}

/**
 * The storage of a long-running job's record (an import, an export): created once, read, paged
 * newest first, and moved from status to status by moveStatus, so a finished job never moves
 * again. The item is the record with its key, its type and its TTL, nothing else.
 */
export function jobRecords<R extends JobRecord, Id extends keyof R & string>(kind: JobKind<R, Id>) {
  const decode = itemDecoder(kind.type, kind.schema);
  const keyOf = (record: Pick<R, 'client_id' | Id>): ItemKey => kind.key(record.client_id, String(record[kind.idField]));
  const item = (record: R) => ({ ...keyOf(record), type: kind.type, ...record, [TTL_ATTRIBUTE]: record.created_at + kind.ttl });
  const once = { ConditionExpression: 'attribute_not_exists(PK)' } as const;

  return {
    /** The write of a new record, for a transaction: it exists once. */
    newItem: (record: R): TransactItem => ({ Put: { ...once, TableName: tableName(), Item: item(record) } }),

    /** Writes a new record; throws when one with its id exists already. */
    async put(record: R): Promise<void> {
      const written = await sendConditionalWrite(new PutCommand({ ...once, TableName: tableName(), Item: item(record) }));
      if (!written) throw new Error(`${kind.type} ${String(record[kind.idField])} already exists`);
    },

    async get(clientId: string, id: string, consistent = false): Promise<R | undefined> {
      const { Item } = await documentClient.send(new GetCommand({ TableName: tableName(), Key: kind.key(clientId, id), ConsistentRead: consistent }));
      return Item ? decode(Item) : undefined;
    },

    /** A page of the client's records, newest first; `next` is the id the following page starts after. */
    async page(clientId: string, limit: number, after?: string): Promise<{ records: R[]; next?: string }> {
      const page = await queryPage(kind.prefix(clientId), { limit, after: after === undefined ? undefined : kind.key(clientId, after), newestFirst: true });
      const records = page.items.map(decode);
      const last = records.at(-1);
      return { records, next: page.more && last ? String(last[kind.idField]) : undefined };
    },

    /** Moves the record to `to` if its status is one of `from`, setting `fields` with it; undefined when it did not move. */
    async move(record: Pick<R, 'client_id' | Id>, from: readonly R['status'][], to: R['status'], fields: Partial<R> = {}): Promise<R | undefined> {
      const moved = await moveStatus(keyOf(record), from, to, fields);
      return moved ? decode(moved) : undefined;
    },
  };
}
