/**
 * The SDK's own cost of a request's DynamoDB calls: a process of its own holding nothing but the
 * AWS SDK's document client (keep-alive, as the service's), which sends the calls one request of
 * a class makes (round by round; writes made repeatable: conditions dropped, puts under fresh
 * keys) in closed loops and answers what each loop measured, its own CPU per request included.
 * bench:load starts it beside the local server; it reads one JSON job a line on stdin and writes
 * one JSON answer a line on stdout.
 */
import { randomUUID } from 'node:crypto';
import { Agent } from 'node:http';
import { createInterface } from 'node:readline';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import * as lib from '@aws-sdk/lib-dynamodb';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import { closedLoop } from './closed-loop.js';

/** One DynamoDB call as the service made it: its operation and its document-client input. */
export type Call = { operation: string; input: Record<string, unknown> };
/** A loop to run: the calls of one request, round by round, `count` times from `concurrency` clients. */
export type BareJob = { rounds: Call[][]; concurrency: number; count: number };

const client = lib.DynamoDBDocumentClient.from(
  new DynamoDBClient({
    region: 'us-east-1',
    endpoint: process.env.DYNAMODB_ENDPOINT,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    requestHandler: new NodeHttpHandler({ httpAgent: new Agent({ keepAlive: true, maxSockets: 64 }) }),
  }),
  { marshallOptions: { removeUndefinedValues: true } },
);

const PLACEHOLDER = /[:#][A-Za-z0-9_]+/g;
/** A write made repeatable: its condition dropped (with the names and values only it used), a Put under a fresh key. */
function repeatable(write: Record<string, unknown>, freshKey: boolean): Record<string, unknown> {
  const { ConditionExpression: _condition, ...rest } = write;
  const used = new Set(['UpdateExpression', 'ProjectionExpression'].flatMap((field) => String(rest[field] ?? '').match(PLACEHOLDER) ?? []));
  const names = Object.fromEntries(Object.entries((rest.ExpressionAttributeNames as Record<string, string>) ?? {}).filter(([name]) => used.has(name)));
  const values = Object.fromEntries(Object.entries((rest.ExpressionAttributeValues as Record<string, unknown>) ?? {}).filter(([value]) => used.has(value)));
  const item = freshKey && rest.Item ? { Item: { ...(rest.Item as Record<string, unknown>), PK: `LOAD#${randomUUID()}` } } : {};
  return {
    ...rest,
    ...item,
    ExpressionAttributeNames: Object.keys(names).length > 0 ? names : undefined,
    ExpressionAttributeValues: Object.keys(values).length > 0 ? values : undefined,
  };
}

const COMMANDS: Record<string, new (input: never) => unknown> = {
  GetItem: lib.GetCommand,
  Query: lib.QueryCommand,
  BatchGetItem: lib.BatchGetCommand,
  PutItem: lib.PutCommand,
  UpdateItem: lib.UpdateCommand,
  DeleteItem: lib.DeleteCommand,
  TransactWriteItems: lib.TransactWriteCommand,
  BatchWriteItem: lib.BatchWriteCommand,
};

function replayable({ operation, input }: Call): () => Promise<unknown> {
  const Command = COMMANDS[operation];
  if (!Command) throw new Error(`no replay for ${operation}`);
  const { ReturnConsumedCapacity: _capacity, ...plain } = input;
  return () => {
    const fresh =
      operation === 'TransactWriteItems'
        ? {
            ...plain,
            ClientRequestToken: undefined,
            TransactItems: (plain.TransactItems as Array<Record<string, Record<string, unknown>>>).map((item) =>
              Object.fromEntries(Object.entries(item).map(([kind, write]) => [kind, repeatable(write, kind === 'Put')])),
            ),
          }
        : ['PutItem', 'UpdateItem', 'DeleteItem'].includes(operation)
          ? repeatable(plain, operation === 'PutItem')
          : plain;
    return client.send(new Command(fresh as never) as never);
  };
}

/** One request's calls sent straight, round after round (the calls of a round at once). */
const replayRounds = (replays: Array<Array<() => Promise<unknown>>>) => async () => {
  for (const round of replays) await Promise.all(round.map((call) => call()));
  return 200;
};

// The job's calls as JSON lose their Sets; the service's calls here carry none.
for await (const line of createInterface({ input: process.stdin })) {
  const job = JSON.parse(line) as BareJob;
  const replays = job.rounds.map((round) => round.map(replayable));
  const run = await closedLoop(job.concurrency, job.count, replayRounds(replays));
  process.stdout.write(`${JSON.stringify(run)}\n`);
}
