import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DescribeStreamCommand, DynamoDBStreamsClient, GetRecordsCommand, GetShardIteratorCommand, type _Record } from '@aws-sdk/client-dynamodb-streams';

/**
 * Reads DynamoDB Local's stream of the table as Lambda's event source mapping reads the real one:
 * shard by shard, in order, handing each batch to a handler. A batch whose handler throws is
 * handed over again on the next read (the iterator does not move), so a consumer that dies
 * mid-batch loses nothing. New shards are found as they open.
 */
/** Where a shard iterator starts. */
type Position = { ShardIteratorType: 'LATEST' | 'TRIM_HORIZON' } | { ShardIteratorType: 'AFTER_SEQUENCE_NUMBER'; SequenceNumber: string };

export class TableStreamReader {
  private readonly streams: DynamoDBStreamsClient;
  private readonly iterators = new Map<string, string>();
  private readonly finished = new Set<string>();
  /** The sequence number of the last record handed over, by shard. */
  private readonly lastRead = new Map<string, string>();
  private streamArn: string | undefined;

  constructor(
    private readonly endpoint: string,
    private readonly tableName: string,
  ) {
    this.streams = new DynamoDBStreamsClient({ endpoint, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  }

  /** Starts at the stream's end: what is written from now on is read. */
  async start(): Promise<void> {
    const tables = new DynamoDBClient({ endpoint: this.endpoint, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
    try {
      this.streamArn = (await tables.send(new DescribeTableCommand({ TableName: this.tableName }))).Table?.LatestStreamArn;
    } finally {
      tables.destroy();
    }
    if (!this.streamArn) throw new Error(`table ${this.tableName} has no stream`);
    await this.discoverShards('LATEST');
  }

  private async iteratorAt(shardId: string, position: Position): Promise<string | undefined> {
    const { ShardIterator } = await this.streams.send(new GetShardIteratorCommand({ StreamArn: this.streamArn, ShardId: shardId, ...position }));
    return ShardIterator;
  }

  private async discoverShards(type: 'LATEST' | 'TRIM_HORIZON'): Promise<void> {
    const { StreamDescription } = await this.streams.send(new DescribeStreamCommand({ StreamArn: this.streamArn }));
    for (const shard of StreamDescription?.Shards ?? []) {
      const id = shard.ShardId;
      if (!id) continue;
      if (this.iterators.has(id) || this.finished.has(id)) continue;
      const iterator = await this.iteratorAt(id, { ShardIteratorType: type });
      if (iterator) this.iterators.set(id, iterator);
    }
  }

  /**
   * One batch of a shard. DynamoDB Local refuses an iterator taken while its shard was empty,
   * once records came and another table exists (TrimmedDataAccessException). The batch is then
   * read from a new iterator: after the last record read, or at the shard's start when none was
   * (the shard was empty when its iterator was taken, so all it holds came after).
   */
  private async batchOf(shardId: string, iterator: string) {
    try {
      return await this.streams.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: 100 }));
    } catch (error) {
      if ((error as Error).name !== 'TrimmedDataAccessException') throw error;
      const after = this.lastRead.get(shardId);
      const position: Position = after ? { ShardIteratorType: 'AFTER_SEQUENCE_NUMBER', SequenceNumber: after } : { ShardIteratorType: 'TRIM_HORIZON' };
      return this.streams.send(new GetRecordsCommand({ ShardIterator: await this.iteratorAt(shardId, position), Limit: 100 }));
    }
  }

  /** Reads every shard once and hands each non-empty batch to `handle`; answers the records handled. */
  async readOnce(handle: (records: _Record[]) => Promise<unknown>): Promise<number> {
    // Shards opened since the last read hold only records written after start: read them whole.
    await this.discoverShards('TRIM_HORIZON');
    let handled = 0;
    for (const [id, iterator] of [...this.iterators]) {
      const { Records = [], NextShardIterator } = await this.batchOf(id, iterator);
      if (Records.length > 0) {
        await handle(Records);
        handled += Records.length;
        const last = Records.at(-1)?.dynamodb?.SequenceNumber;
        if (last) this.lastRead.set(id, last);
      }
      if (NextShardIterator) this.iterators.set(id, NextShardIterator);
      else {
        this.iterators.delete(id);
        this.finished.add(id);
      }
    }
    return handled;
  }

  stop(): void {
    this.streams.destroy();
  }
}
