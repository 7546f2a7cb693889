import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { _Record } from '@aws-sdk/client-dynamodb-streams';
import { documentClient } from '../../shared/data/client.js';
import { ensureTable } from '../../local/dynamo-local.js';
import { TableStreamReader } from '../../local/stream-reader.js';
import { unique } from '../../local/walks/api.js';

/**
 * The local stream reader, as the local server's stream consumers use it: from its start on,
 * every record of its table once and in order, whatever other tables DynamoDB Local holds.
 */
describe('table stream reader', () => {
  const endpoint = process.env.DYNAMODB_ENDPOINT!;
  const put = (table: string, pk: string) => documentClient.send(new PutCommand({ TableName: table, Item: { PK: pk, SK: 'item' } }));
  const keysOf = (records: _Record[]) => records.map((record) => record.dynamodb?.Keys?.PK?.S);

  async function readAll(reader: TableStreamReader): Promise<_Record[]> {
    const records: _Record[] = [];
    while ((await reader.readOnce(async (batch) => records.push(...batch))) > 0);
    return records;
  }

  /** A new table, created before another (as the test tables are), `before` written to it ahead of a reader started on it. */
  async function readerOfNewTable(before: string[], read: (reader: TableStreamReader, table: string) => Promise<void>): Promise<void> {
    const table = unique('stream');
    await ensureTable(endpoint, table);
    // DynamoDB Local refuses iterators taken on an empty shard of a table once another table is created after it.
    await ensureTable(endpoint, unique('stream-other'));
    for (const pk of before) await put(table, pk);
    const reader = new TableStreamReader(endpoint, table);
    try {
      await reader.start();
      await read(reader, table);
    } finally {
      reader.stop();
    }
  }

  it('hands over what is written after its start, on a table created before another, and nothing written before', () =>
    readerOfNewTable(['before'], async (reader, table) => {
      for (const pk of ['first', 'second', 'third']) await put(table, pk);
      expect(keysOf(await readAll(reader))).toEqual(['first', 'second', 'third']);
      await put(table, 'fourth');
      expect(keysOf(await readAll(reader))).toEqual(['fourth']);
    }));

  it('reads from its start on an empty table created before another', () =>
    readerOfNewTable([], async (reader, table) => {
      await put(table, 'only');
      expect(keysOf(await readAll(reader))).toEqual(['only']);
      await put(table, 'next');
      expect(keysOf(await readAll(reader))).toEqual(['next']);
    }));

  it('hands a batch whose handler failed over again on the next read', () =>
    readerOfNewTable([], async (reader, table) => {
      await put(table, 'retried');
      await expect(reader.readOnce(async () => Promise.reject(new Error('consumer failed')))).rejects.toThrow('consumer failed');
      expect(keysOf(await readAll(reader))).toEqual(['retried']);
    }));
});
