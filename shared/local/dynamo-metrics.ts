import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/**
 * Counts what a request costs in DynamoDB: calls, sequential round trips (calls started while
 * none was in flight; calls made in parallel count once) and consumed capacity units, by asking
 * every call for ReturnConsumedCapacity TOTAL. Used by the benchmarks; never bundled into a function.
 */
export interface DynamoCost {
  calls: number;
  sequentialRoundTrips: number;
  readUnits: number;
  writeUnits: number;
  capacityUnits: number;
}

const CAPACITY_COMMANDS = new Set([
  'GetCommand', 'PutCommand', 'UpdateCommand', 'DeleteCommand', 'QueryCommand', 'ScanCommand',
  'BatchGetCommand', 'BatchWriteCommand', 'TransactGetCommand', 'TransactWriteCommand',
  'GetItemCommand', 'PutItemCommand', 'UpdateItemCommand', 'DeleteItemCommand', 'BatchGetItemCommand',
  'BatchWriteItemCommand', 'TransactGetItemsCommand', 'TransactWriteItemsCommand',
]);

type Capacity = { CapacityUnits?: number; ReadCapacityUnits?: number; WriteCapacityUnits?: number };

export class DynamoMeter {
  private inFlight = 0;
  private cost: DynamoCost = DynamoMeter.zero();

  static zero(): DynamoCost {
    return { calls: 0, sequentialRoundTrips: 0, readUnits: 0, writeUnits: 0, capacityUnits: 0 };
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
        const input = args.input as Record<string, unknown>;
        if (CAPACITY_COMMANDS.has(context.commandName ?? '')) input.ReturnConsumedCapacity = 'TOTAL';
        if (this.inFlight === 0) this.cost.sequentialRoundTrips += 1;
        this.inFlight += 1;
        this.cost.calls += 1;
        try {
          const result = await next(args);
          this.record((result.output as { ConsumedCapacity?: Capacity | Capacity[] }).ConsumedCapacity);
          return result;
        } catch (error) {
          this.record((error as { ConsumedCapacity?: Capacity | Capacity[] }).ConsumedCapacity);
          throw error;
        } finally {
          this.inFlight -= 1;
        }
      },
      { step: 'initialize', name: 'dynamoMeter' },
    );
  }

  private record(consumed: Capacity | Capacity[] | undefined): void {
    for (const capacity of Array.isArray(consumed) ? consumed : consumed ? [consumed] : []) {
      this.cost.capacityUnits += capacity.CapacityUnits ?? 0;
      this.cost.readUnits += capacity.ReadCapacityUnits ?? 0;
      this.cost.writeUnits += capacity.WriteCapacityUnits ?? 0;
    }
  }
}
