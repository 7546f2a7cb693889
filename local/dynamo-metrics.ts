import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { itemBytes, units } from './write-bill.js';

/**
 * Counts what a request costs in DynamoDB: calls, sequential round trips (calls started while
 * none was in flight; calls made in parallel count once), consumed capacity units (asking every
 * call for ReturnConsumedCapacity TOTAL) split into what reads and what writes consumed, and the
 * writes made: TransactWriteItems calls apart from single-item and batch writes. Used by the
 * benchmarks; never bundled into a function.
 */
export interface DynamoCost {
  calls: number;
  sequentialRoundTrips: number;
  /** Capacity consumed by read calls (GetItem, Query, BatchGetItem, TransactGetItems, Scan). */
  readUnits: number;
  /** Capacity consumed by write calls (PutItem, UpdateItem, DeleteItem, BatchWriteItem, TransactWriteItems). */
  writeUnits: number;
  capacityUnits: number;
  /** TransactWriteItems calls. */
  transactWrites: number;
  /** Write calls outside a transaction: PutItem, UpdateItem, DeleteItem, BatchWriteItem. */
  plainWrites: number;
  /** The operations of each sequential round trip, in order (e.g. [['GetItem'], ['Query', 'BatchGetItem']]). */
  rounds: string[][];
}

const READ_OPERATIONS = new Set(['GetItem', 'Query', 'Scan', 'BatchGetItem', 'TransactGetItems']);
const PLAIN_WRITE_OPERATIONS = new Set(['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem']);
const TRANSACT_WRITE = 'TransactWriteItems';

/** The DynamoDB operation a command runs, whether sent through the document client or the base client. */
const DOCUMENT_COMMANDS: Record<string, string> = {
  GetCommand: 'GetItem',
  PutCommand: 'PutItem',
  UpdateCommand: 'UpdateItem',
  DeleteCommand: 'DeleteItem',
  QueryCommand: 'Query',
  ScanCommand: 'Scan',
  BatchGetCommand: 'BatchGetItem',
  BatchWriteCommand: 'BatchWriteItem',
  TransactGetCommand: 'TransactGetItems',
  TransactWriteCommand: 'TransactWriteItems',
};

export function operationOf(commandName: string | undefined): string {
  const name = commandName ?? 'Unknown';
  return DOCUMENT_COMMANDS[name] ?? name.replace(/Command$/, '');
}

const returnsCapacity = (operation: string) => READ_OPERATIONS.has(operation) || PLAIN_WRITE_OPERATIONS.has(operation) || operation === TRANSACT_WRITE;

type Capacity = { CapacityUnits?: number; ReadCapacityUnits?: number; WriteCapacityUnits?: number };

/**
 * What a committed TransactWriteItems consumes in DynamoDB, near enough for a request's figures:
 * 2 WCU per KB of each item it writes, a Put by its item's size (itemBytes, DynamoDB's rule) and
 * an Update, Delete or ConditionCheck as one KB, as the images they change are not read here. The
 * exact bill, item by item and index writes included, is local/write-bill.ts's
 * (npm run bench:write-units).
 */
function transactionWriteUnits(input: Record<string, unknown>): number {
  const items = (input.TransactItems as Array<Record<string, { Item?: unknown }>> | undefined) ?? [];
  return items.reduce((total, item) => total + 2 * (item.Put ? units(itemBytes(item.Put.Item as Record<string, unknown>)) : 1), 0);
}

export class DynamoMeter {
  private inFlight = 0;
  private cost: DynamoCost = DynamoMeter.zero();

  static zero(): DynamoCost {
    return { calls: 0, sequentialRoundTrips: 0, readUnits: 0, writeUnits: 0, capacityUnits: 0, transactWrites: 0, plainWrites: 0, rounds: [] };
  }

  /** Starts a new measurement and returns the previous one. */
  reset(): DynamoCost {
    const previous = this.cost;
    this.cost = DynamoMeter.zero();
    return previous;
  }

  attach(client: DynamoDBDocumentClient): void {
    client.middlewareStack.add(
      (next, context) => async (args) => {
        const operation = operationOf(context.commandName);
        const input = args.input as Record<string, unknown>;
        if (returnsCapacity(operation)) input.ReturnConsumedCapacity = 'TOTAL';
        const cost = this.cost;
        if (this.inFlight === 0) {
          cost.sequentialRoundTrips += 1;
          cost.rounds.push([]);
        }
        cost.rounds.at(-1)?.push(operation);
        if (operation === TRANSACT_WRITE) cost.transactWrites += 1;
        if (PLAIN_WRITE_OPERATIONS.has(operation)) cost.plainWrites += 1;
        this.inFlight += 1;
        cost.calls += 1;
        try {
          const result = await next(args);
          const consumed = (result.output as { ConsumedCapacity?: Capacity | Capacity[] }).ConsumedCapacity;
          this.record(cost, operation, operation === TRANSACT_WRITE ? { CapacityUnits: transactionWriteUnits(input) } : consumed);
          return result;
        } catch (error) {
          this.record(cost, operation, (error as { ConsumedCapacity?: Capacity | Capacity[] }).ConsumedCapacity);
          throw error;
        } finally {
          this.inFlight -= 1;
        }
      },
      { step: 'initialize', name: 'dynamoMeter' },
    );
  }

  private record(cost: DynamoCost, operation: string, consumed: Capacity | Capacity[] | undefined): void {
    const read = READ_OPERATIONS.has(operation);
    for (const capacity of Array.isArray(consumed) ? consumed : consumed ? [consumed] : []) {
      const units = capacity.CapacityUnits ?? 0;
      cost.capacityUnits += units;
      cost.readUnits += capacity.ReadCapacityUnits ?? (read ? units : 0);
      cost.writeUnits += capacity.WriteCapacityUnits ?? (read ? 0 : units);
    }
  }
}
