import crypto from 'node:crypto';
import { syncBuiltinESMExports } from 'node:module';
import { Readable } from 'node:stream';
import * as documentCommands from '@aws-sdk/lib-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/**
 * DynamoDB's answers to one request, as they came over the wire, so the request can be run again
 * with every answer served from memory: the SDK still builds, signs and parses each call and the
 * route does all its work, but nothing waits on the network. What that run costs in CPU is the
 * request's in-process time as Lambda bills it apart from DynamoDB's own time.
 */
export interface WireExchange {
  /** The operation, as the X-Amz-Target header names it. */
  target: string;
  /** The call as sent: calls of one operation made at once are told apart by it in a replay. */
  requestBody: string;
  statusCode: number;
  headers: Record<string, string>;
  body: Buffer;
}

interface HttpHandler {
  handle(request: { headers: Record<string, string>; body?: unknown }, options?: unknown): Promise<{ response: WireResponse }>;
}

interface WireResponse {
  statusCode: number;
  headers: Record<string, string>;
  body: AsyncIterable<Uint8Array>;
}

/** A document client call as the service made it, to be sent again on its own. */
export interface RecordedCall {
  commandName: string;
  input: Record<string, unknown>;
  /** Sent while another call of the request was in flight: replayed alongside the one before. */
  alongside: boolean;
}

/** What one request said to DynamoDB and heard back, and the random integers it drew (the ids it minted). */
export interface Recording {
  exchanges: WireExchange[];
  calls: RecordedCall[];
  draws: number[];
}

/** The document command of each DynamoDB command (the name a call's middleware context carries). */
const DOCUMENT_COMMAND_OF: Record<string, keyof typeof documentCommands> = {
  GetItemCommand: 'GetCommand',
  PutItemCommand: 'PutCommand',
  UpdateItemCommand: 'UpdateCommand',
  DeleteItemCommand: 'DeleteCommand',
  QueryCommand: 'QueryCommand',
  ScanCommand: 'ScanCommand',
  BatchGetItemCommand: 'BatchGetCommand',
  BatchWriteItemCommand: 'BatchWriteCommand',
  TransactGetItemsCommand: 'TransactGetCommand',
  TransactWriteItemsCommand: 'TransactWriteCommand',
};

type Mode = { kind: 'pass' } | { kind: 'record'; recording: Recording } | { kind: 'replay'; queue: WireExchange[]; draws: number[] };

const responseOf = (exchange: WireExchange): { response: WireResponse & { reason?: string } } => ({
  response: { statusCode: exchange.statusCode, headers: { ...exchange.headers }, body: Readable.from([exchange.body]) },
});

/** Sits in the document client's HTTP handler: passes calls through, records them, or answers them from a recording. */
export class WireReplay {
  private mode: Mode = { kind: 'pass' };
  /** Calls a replay had no recorded answer for, sent to DynamoDB instead (a rate-limit window write falling elsewhere). */
  misses = 0;
  private inFlight = 0;

  constructor(private readonly client: DynamoDBDocumentClient) {
    client.middlewareStack.add(
      (next, context) => async (args) => {
        if (this.mode.kind !== 'record') return next(args);
        this.mode.recording.calls.push({ commandName: String(context.commandName), input: structuredClone(args.input as Record<string, unknown>), alongside: this.inFlight > 0 });
        this.inFlight += 1;
        try {
          return await next(args);
        } finally {
          this.inFlight -= 1;
        }
      },
      { step: 'initialize', priority: 'high', name: 'wireReplayCalls' },
    );
    // A replay mints the ids the live request minted, so what it does after reading its recorded answers is what the live request did.
    const randomInt = crypto.randomInt as (min: number, max?: number) => number;
    (crypto as { randomInt: unknown }).randomInt = (...args: [number, number?]) => {
      const mode = this.mode;
      if (mode.kind === 'replay' && mode.draws.length > 0) return mode.draws.shift();
      const drawn = randomInt(...args);
      if (mode.kind === 'record') mode.recording.draws.push(drawn);
      return drawn;
    };
    syncBuiltinESMExports();
    const handler = (client.config as unknown as { requestHandler: HttpHandler }).requestHandler;
    const send = handler.handle.bind(handler);
    handler.handle = async (request, options) => {
      const target = String(request.headers['x-amz-target'] ?? '');
      const requestBody = String(request.body ?? '');
      const mode = this.mode;
      if (mode.kind === 'replay') {
        // The same call's answer (concurrent reads of one operation may come in another order), else the operation's next one.
        const same = mode.queue.findIndex((exchange) => exchange.target === target && exchange.requestBody === requestBody);
        const index = same >= 0 ? same : mode.queue.findIndex((exchange) => exchange.target === target);
        if (index >= 0) return responseOf(mode.queue.splice(index, 1)[0]!);
        this.misses += 1;
      }
      const { response } = await send(request, options);
      if (mode.kind !== 'record') return { response };
      const chunks: Buffer[] = [];
      for await (const chunk of response.body) chunks.push(Buffer.from(chunk));
      const exchange = { target, requestBody, statusCode: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) };
      mode.recording.exchanges.push(exchange);
      return responseOf(exchange);
    };
  }

  /** Runs `work`, recording every call it makes and every exchange on the wire. */
  async record<T>(work: () => Promise<T>): Promise<{ result: T; recording: Recording }> {
    const recording: Recording = { exchanges: [], calls: [], draws: [] };
    this.mode = { kind: 'record', recording };
    try {
      return { result: await work(), recording };
    } finally {
      this.mode = { kind: 'pass' };
    }
  }

  /**
   * Sends the recorded calls again, answered from the recording, with the request's own
   * concurrency (calls it made at once go together): the SDK's part of the request on its own.
   */
  async replayCalls(recording: Recording): Promise<void> {
    const rounds: RecordedCall[][] = [];
    for (const call of recording.calls) {
      if (call.alongside && rounds.length) rounds.at(-1)!.push(call);
      else rounds.push([call]);
    }
    await this.replay(recording, async () => {
      for (const round of rounds) await Promise.all(round.map((call) => this.send(call)));
    });
  }

  private async send(call: RecordedCall): Promise<void> {
    const Command = documentCommands[DOCUMENT_COMMAND_OF[call.commandName]!] as unknown as (new (input: unknown) => documentCommands.GetCommand) | undefined;
    if (!Command) throw new Error(`no document command ${call.commandName}`);
    // A recorded refusal (a cancelled transaction, a failed condition) is part of the call's cost, not an error here.
    await this.client.send(new Command(call.input)).catch(() => undefined);
  }

  /** Runs `work` with its calls answered from the recording, each operation's answers in the order recorded, and its random draws as recorded. */
  async replay<T>(recording: Recording, work: () => Promise<T>): Promise<T> {
    this.mode = { kind: 'replay', queue: [...recording.exchanges], draws: [...recording.draws] };
    try {
      return await work();
    } finally {
      this.mode = { kind: 'pass' };
    }
  }
}
