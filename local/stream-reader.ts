import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DescribeStreamCommand, DynamoDBStreamsClient, GetRecordsCommand, GetShardIteratorCommand, type _Record } from '@aws-sdk/client-dynamodb-streams';

/**
 * Reads DynamoDB Local's stream of the table as Lambda's event source mapping reads the real one:
 * each shard in order, the shards side by side, handing each batch to a handler. A batch is what
 * a shard holds up to `batchSize` records the filter keeps (records it drops are passed over, as
 * the mapping's filter drops them), so a backlog is read in few batches instead of a hundred raw
 * records a read. A batch whose handler throws is handed over again on the next read (the
 * iterator does not move), so a consumer that dies mid-batch loses nothing. New shards are found
 * as they open.
 */
/** Where a shard iterator starts. */
type Position = { ShardIteratorType: 'LATEST' | 'TRIM_HORIZON' } | { ShardIteratorType: 'AFTER_SEQUENCE_NUMBER'; SequenceNumber: string };

/** The most records one GetRecords answers. */
const RECORDS_PER_CALL = 1_000;
/** How often shards are looked for while none has ended. */
const DISCOVERY_EVERY_MS = 5_000;

export interface StreamReaderOptions {
  /** The most kept records a batch holds (a whole GetRecords answer more at most); 100 unless set. */
  batchSize?: number;
  /** Records handed over; the others are passed over. Every record unless set. */
  keep?: (record: _Record) => boolean;
}

export class TableStreamReader {
  private readonly streams: DynamoDBStreamsClient;
  private readonly iterators = new Map<string, string>();
  private readonly finished = new Set<string>();
  /** Each shard's parent: a child is read once its parent is read to its end, as the mapping reads them. */
  private readonly parents = new Map<string, string>();
  /** The sequence number of the last record read, by shard. */
  private readonly lastRead = new Map<string, string>();
  private readonly batchSize: number;
  private readonly keep: (record: _Record) => boolean;
  private streamArn: string | undefined;
  private discoveredAt = 0;
  private shardEnded = false;

  constructor(
    private readonly endpoint: string,
    private readonly tableName: string,
    options: StreamReaderOptions = {},
  ) {
    this.streams = new DynamoDBStreamsClient({ endpoint, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
    this.batchSize = options.batchSize ?? 100;
    this.keep = options.keep ?? (() => true);
  }

  /**
   * Starts at the stream's end (what is written from now on is read) or, with 'TRIM_HORIZON', at
   * its start: everything the stream still holds is read too.
   */
  async start(from: 'LATEST' | 'TRIM_HORIZON' = 'LATEST'): Promise<void> {
    const tables = new DynamoDBClient({ endpoint: this.endpoint, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
    try {
      this.streamArn = (await tables.send(new DescribeTableCommand({ TableName: this.tableName }))).Table?.LatestStreamArn;
    } finally {
      tables.destroy();
    }
    if (!this.streamArn) throw new Error(`table ${this.tableName} has no stream`);
    await this.discoverShards(from);
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
      if (shard.ParentShardId) this.parents.set(id, shard.ParentShardId);
      const iterator = await this.iteratorAt(id, { ShardIteratorType: type });
      if (iterator) this.iterators.set(id, iterator);
    }
  }

  /**
   * One GetRecords of a shard. DynamoDB Local refuses an iterator taken while its shard was empty,
   * once records came and another table exists (TrimmedDataAccessException). The records are then
   * read from a new iterator: after the last record read, or at the shard's start when none was
   * (the shard was empty when its iterator was taken, so all it holds came after).
   */
  private async recordsOf(shardId: string, iterator: string, after: string | undefined) {
    try {
      return await this.streams.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: RECORDS_PER_CALL }));
    } catch (error) {
      if ((error as Error).name !== 'TrimmedDataAccessException') throw error;
      const position: Position = after ? { ShardIteratorType: 'AFTER_SEQUENCE_NUMBER', SequenceNumber: after } : { ShardIteratorType: 'TRIM_HORIZON' };
      return this.streams.send(new GetRecordsCommand({ ShardIterator: await this.iteratorAt(shardId, position), Limit: RECORDS_PER_CALL }));
    }
  }

  /**
   * A shard's next batch: read on until it holds `batchSize` kept records or the shard has no more
   * now. Answers where the shard goes on from (undefined once a closed shard is read to its end).
   */
  private async batchOf(shardId: string, iterator: string) {
    const kept: _Record[] = [];
    let next: string | undefined = iterator;
    let last = this.lastRead.get(shardId);
    while (next && kept.length < this.batchSize) {
      const { Records = [], NextShardIterator }: { Records?: _Record[]; NextShardIterator?: string } = await this.recordsOf(shardId, next, last);
      next = NextShardIterator;
      kept.push(...Records.filter(this.keep));
      last = Records.at(-1)?.dynamodb?.SequenceNumber ?? last;
      // A short answer is the shard's end for now: asking again would only come back empty.
      if (Records.length < RECORDS_PER_CALL) break;
    }
    return { kept, next, last };
  }

  /** Reads every shard once, side by side, and hands each non-empty batch to `handle`; answers the records handled. */
  async readOnce(handle: (records: _Record[]) => Promise<unknown>): Promise<number> {
    // Shards opened since the last read hold only records written after start: read them whole. They
    // are looked for when a shard has ended, and every few seconds besides.
    if (this.shardEnded || Date.now() - this.discoveredAt > DISCOVERY_EVERY_MS) {
      this.shardEnded = false;
      this.discoveredAt = Date.now();
      await this.discoverShards('TRIM_HORIZON');
    }
    const readable = [...this.iterators].filter(([id]) => !this.iterators.has(this.parents.get(id) ?? ''));
    const handled = await Promise.all(
      readable.map(async ([id, iterator]) => {
        const { kept, next, last } = await this.batchOf(id, iterator);
        if (kept.length > 0) await handle(kept);
        // Moved on only once the batch is handled: a failed one is read again.
        if (last) this.lastRead.set(id, last);
        if (next) this.iterators.set(id, next);
        else {
          this.iterators.delete(id);
          this.finished.add(id);
          this.shardEnded = true;
        }
        return kept.length;
      }),
    );
    return handled.reduce((sum, count) => sum + count, 0);
  }

  stop(): void {
    this.streams.destroy();
  }
}
