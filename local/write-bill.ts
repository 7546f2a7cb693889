import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, type DynamoDBDocumentClient, DynamoDBDocumentClient as DocumentClient } from '@aws-sdk/lib-dynamodb';
import { RANK_MOVE_ATTRIBUTE, STREAM_EVENT_ATTRIBUTE, TABLE_INDEXES, TABLE_KEY } from '../shared/data/table.js';

/**
 * Write units as DynamoDB bills them, item by item: DynamoDB Local answers a flat figure for a
 * whole transaction and says nothing of index writes, so the bill is worked out from each written
 * item's image before and after the call (read beside the call with a client of its own, never
 * metered). Used by the write-unit benchmark; never bundled into a function.
 *
 * The rules (DynamoDB developer guide, "Capacity unit consumption" and "Global secondary indexes"):
 * - a write consumes 1 WCU per KB (rounded up) of the larger of the item's size before and after
 *   it; inside TransactWriteItems each item, a ConditionCheck included, consumes 2;
 * - a global secondary index entry written consumes 1 WCU per KB of its size (its projected
 *   attributes, the table's and the index's keys, and 100 bytes); an index is written when the
 *   item enters it (a put), leaves it (a delete), moves in it (delete and put), or stays with a
 *   projected attribute changed (a put). A keys-only index is not written when only other
 *   attributes change. Index writes are standard writes, transaction or not.
 */

type Item = Record<string, unknown>;

/** One item a write call touched, and what it cost. */
export interface BilledItem {
  /** The item's `type` attribute (after, or before for a delete), else its sort key's first part. */
  type: string;
  /** The item's partition key. */
  partition: string;
  operation: 'Put' | 'Update' | 'Delete' | 'ConditionCheck';
  transactional: boolean;
  bytesBefore: number;
  bytesAfter: number;
  tableUnits: number;
  indexUnits: number;
  /** The indexes written and how: GSI1 put, GSI3 move ... */
  indexWrites: string[];
  /** What the item carries to the stream's readers (STREAM_EVENT_ATTRIBUTE, RANK_MOVE_ATTRIBUTE), when written with it. */
  carries: string[];
}

const CARRIED = [STREAM_EVENT_ATTRIBUTE, RANK_MOVE_ATTRIBUTE];

const KB = 1024;
const INDEX_ENTRY_OVERHEAD = 100;

/** Bytes of a number as DynamoDB stores it: its significant digits, two to a byte, and one more. */
function numberBytes(value: number | bigint): number {
  const digits = String(value).replace(/^-/, '').replace(/e.*$/i, '').replace('.', '').replace(/^0+/, '').replace(/0+$/, '');
  return Math.ceil(Math.max(1, digits.length) / 2) + 1;
}

/** Bytes of an attribute value (the document client's JS form). */
export function valueBytes(value: unknown): number {
  if (value === null || value === undefined || typeof value === 'boolean') return 1;
  if (typeof value === 'string') return Buffer.byteLength(value);
  if (typeof value === 'number' || typeof value === 'bigint') return numberBytes(value);
  if (value instanceof Uint8Array) return value.byteLength;
  if (value instanceof Set) return [...value].reduce((sum: number, member) => sum + valueBytes(member), 0);
  if (Array.isArray(value)) return 3 + value.reduce((sum: number, element) => sum + valueBytes(element) + 1, 0);
  if (typeof value === 'object') return 3 + Object.entries(value).reduce((sum, [name, inner]) => sum + Buffer.byteLength(name) + valueBytes(inner) + 1, 0);
  return Buffer.byteLength(String(value));
}

/** An item's size as DynamoDB counts it: every attribute's name and value. */
export function itemBytes(item: Item | undefined): number {
  if (!item) return 0;
  return Object.entries(item).reduce((sum, [name, value]) => sum + Buffer.byteLength(name) + valueBytes(value), 0);
}

/** Units of one write of `bytes`: 1 per KB, rounded up, at least 1. */
export const units = (bytes: number): number => Math.max(1, Math.ceil(bytes / KB));
const same = (a: unknown, b: unknown) => JSON.stringify(a, setsAsArrays) === JSON.stringify(b, setsAsArrays);
function setsAsArrays(_key: string, value: unknown) {
  return value instanceof Set ? [...value].sort() : value;
}

export type Index = (typeof TABLE_INDEXES)[number];
const inIndex = (item: Item | undefined, index: Index) => item !== undefined && item[index.partition] !== undefined && item[index.sort] !== undefined;
const indexKeyNames = (index: Index) => [TABLE_KEY.partition, TABLE_KEY.sort, index.partition, index.sort];

function indexEntry(item: Item, index: Index): Item {
  if (index.projection === 'ALL') return item;
  return Object.fromEntries(indexKeyNames(index).map((name) => [name, item[name]]));
}

/** Units of writing `item`'s entry in `index` once: its projection, with the keys, and 100 bytes. */
export const indexEntryUnits = (item: Item, index: Index): number => units(itemBytes(indexEntry(item, index)) + INDEX_ENTRY_OVERHEAD);

/** The index writes a change of an item from `before` to `after` makes, and their units. */
export function indexWrites(before: Item | undefined, after: Item | undefined): { units: number; writes: string[] } {
  let total = 0;
  const writes: string[] = [];
  const size = indexEntryUnits;
  for (const index of TABLE_INDEXES) {
    const was = inIndex(before, index) ? before : undefined;
    const is = inIndex(after, index) ? after : undefined;
    if (was && is) {
      if (!same(was[index.partition], is[index.partition]) || !same(was[index.sort], is[index.sort])) {
        total += size(was, index) + size(is, index);
        writes.push(`${index.name} move`);
      } else if (!same(indexEntry(was, index), indexEntry(is, index))) {
        total += size(is, index);
        writes.push(`${index.name} rewrite`);
      }
    } else if (is) {
      total += size(is, index);
      writes.push(`${index.name} put`);
    } else if (was) {
      total += size(was, index);
      writes.push(`${index.name} delete`);
    }
  }
  return { units: total, writes };
}

interface Touched {
  table: string;
  key: Item;
  operation: BilledItem['operation'];
  transactional: boolean;
}

const keyOf = (item: Item): Item => ({ [TABLE_KEY.partition]: item[TABLE_KEY.partition], [TABLE_KEY.sort]: item[TABLE_KEY.sort] });

/** The items a write command names, in its order. */
function touchedBy(commandName: string, input: Item): Touched[] {
  // The document client's commands and the base client's name the same operations.
  const single = (operation: BilledItem['operation'], transactional: boolean, body: Item): Touched => ({
    table: body.TableName as string,
    key: keyOf(operation === 'Put' ? (body.Item as Item) : (body.Key as Item)),
    operation,
    transactional,
  });
  switch (commandName) {
    case 'PutCommand':
    case 'PutItemCommand':
      return [single('Put', false, input)];
    case 'UpdateCommand':
    case 'UpdateItemCommand':
      return [single('Update', false, input)];
    case 'DeleteCommand':
    case 'DeleteItemCommand':
      return [single('Delete', false, input)];
    case 'TransactWriteCommand':
    case 'TransactWriteItemsCommand':
      return (input.TransactItems as Item[]).map((entry) => {
        const [operation, body] = Object.entries(entry)[0] as [BilledItem['operation'], Item];
        return single(operation, true, body);
      });
    case 'BatchWriteCommand':
    case 'BatchWriteItemCommand':
      return Object.entries(input.RequestItems as Record<string, Item[]>).flatMap(([table, requests]) =>
        requests.map((request) =>
          request.PutRequest
            ? { table, key: keyOf((request.PutRequest as Item).Item as Item), operation: 'Put' as const, transactional: false }
            : { table, key: keyOf((request.DeleteRequest as Item).Key as Item), operation: 'Delete' as const, transactional: false },
        ),
      );
    default:
      return [];
  }
}

const identity = (touched: Touched) => `${touched.table}\u0000${JSON.stringify(touched.key)}`;

/** Bills the writes sent through a document client while `billing` is on; `take()` answers them and starts again. */
export class WriteBill {
  private items: BilledItem[] = [];
  billing = false;
  private readonly reader: DynamoDBDocumentClient;

  constructor(endpoint: string | undefined, region: string) {
    this.reader = DocumentClient.from(
      new DynamoDBClient({ region, endpoint, credentials: endpoint ? { accessKeyId: 'local', secretAccessKey: 'local' } : undefined }),
    );
  }

  attach(client: DynamoDBDocumentClient): void {
    client.middlewareStack.add(
      (next, context) => async (args) => {
        const touched = this.billing ? touchedBy(context.commandName ?? '', args.input as Item) : [];
        if (touched.length === 0) return next(args);
        const before = await this.images(touched);
        const result = await next(args);
        const after = await this.images(touched);
        for (const item of touched) this.items.push(this.bill(item, before.get(identity(item)), after.get(identity(item))));
        return result;
      },
      { step: 'initialize', name: 'writeBill' },
    );
  }

  take(): BilledItem[] {
    const taken = this.items;
    this.items = [];
    return taken;
  }

  private bill(touched: Touched, before: Item | undefined, after: Item | undefined): BilledItem {
    const bytesBefore = itemBytes(before);
    const bytesAfter = touched.operation === 'ConditionCheck' ? bytesBefore : itemBytes(after);
    const index = touched.operation === 'ConditionCheck' ? { units: 0, writes: [] } : indexWrites(before, after);
    const sort = String(touched.key[TABLE_KEY.sort] ?? '');
    return {
      type: String((after ?? before)?.type ?? sort.split('#')[0]),
      partition: String(touched.key[TABLE_KEY.partition]),
      operation: touched.operation,
      transactional: touched.transactional,
      bytesBefore,
      bytesAfter,
      tableUnits: (touched.transactional ? 2 : 1) * units(Math.max(bytesBefore, bytesAfter)),
      indexUnits: index.units,
      indexWrites: index.writes,
      carries: touched.operation === 'Delete' || !after ? [] : CARRIED.filter((name) => after[name] !== undefined),
    };
  }

  /** The current image of each touched item, read consistently (BatchGetItem, 100 keys a call). */
  private async images(touched: Touched[]): Promise<Map<string, Item>> {
    const found = new Map<string, Item>();
    const distinct = [...new Map(touched.map((item) => [identity(item), item])).values()];
    for (let start = 0; start < distinct.length; start += 100) {
      const slice = distinct.slice(start, start + 100);
      const byTable = new Map<string, Item[]>();
      for (const item of slice) byTable.set(item.table, [...(byTable.get(item.table) ?? []), item.key]);
      let request: Record<string, { Keys: Item[]; ConsistentRead: boolean }> | undefined = Object.fromEntries(
        [...byTable].map(([table, keys]) => [table, { Keys: keys, ConsistentRead: true }]),
      );
      while (request && Object.keys(request).length > 0) {
        const answer = await this.reader.send(new BatchGetCommand({ RequestItems: request }));
        for (const [table, items] of Object.entries(answer.Responses ?? {})) {
          for (const item of items) found.set(`${table}\u0000${JSON.stringify(keyOf(item))}`, item);
        }
        request = answer.UnprocessedKeys as typeof request;
      }
    }
    return found;
  }
}
