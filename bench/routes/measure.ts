import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../shared/data/client.js';
import { apiKeyHashKey, RATE_WINDOW_PARTITIONS } from '../../shared/programs/keys.js';
import type { ItemKey } from '../../shared/data/keys.js';
import { CATALOGUE_CACHE_MS, forgetCatalogue } from '../../shared/support/catalogue-cache.js';
import { hashApiKey, KEY_CACHE_SECONDS } from '../../shared/programs/clients.js';
import { nowSeconds } from '../../shared/support/clock.js';
import { dispatch, matchRoute, type LocalRequest } from '../../local/dispatch.js';
import { DynamoMeter, operationOf, type DynamoCost } from '../../local/dynamo-metrics.js';
import type { RouteCase } from './cases.js';
import { WireReplay, type Recording } from './wire-replay.js';
import type { BilledItem, WriteBill } from '../../local/write-bill.js';
import type { LogSink } from './log-sink.js';
import { profiled } from '../support/profiled.js';

/**
 * Runs the cases one request at a time through the route table (local/dispatch.ts, the
 * path of the local server and the tests), timing each and counting its DynamoDB cost with a
 * DynamoMeter on the shared document client. Bare GetItems are interleaved with the measured
 * requests, so every case has its own baseline taken under the same machine load.
 *
 * Caches are measured warm: before a measured request, an api_key cache entry about to lapse
 * (30 s, clients.ts) is let lapse and refilled by an unmeasured request, and so is the catalogue
 * cache (rewards, reward categories, activities: 5 s, catalogue-cache.ts) of cases that read it
 * warm. Cases in 'miss' mode clear the catalogue cache before every measured request instead.
 *
 * The per-client rate limit's window writes (shared/programs/rate-limit.ts: one UpdateItem per
 * batch of a client's requests, on its own round trip) are noted apart for every request, so the
 * report can judge a route's own work and show the rate limit's share beside it.
 */

export interface Sample {
  ms: number;
  /** CPU time of this process (user + system) over the request: what Lambda bills beside the waits on DynamoDB. */
  cpuMs: number;
  /** Bytes of log lines (JSON log and EMF metric lines) the request wrote: what CloudWatch Logs ingests. */
  logBytes: number;
  /** Each item the request wrote, billed as DynamoDB bills it (only when the bench bills writes). */
  billed?: BilledItem[];
  /** The same request run again with DynamoDB's answers served from memory (see WireReplay); none when no replay answered as the live request did without the network. */
  replay?: ReplayCpu;
  status: number;
  cost: DynamoCost;
  rows?: number;
  /** The request read its api_key from the table (the cache was cold): reported, should never happen. */
  apiKeyRead: boolean;
  /** The rate limit's part of `cost`: window writes (UpdateItem on a RATE# partition), each its own round trip, and their WCU. */
  rateLimit: RateLimitCost;
}

/** CPU of a request whose DynamoDB answers came from memory: all the work Lambda bills but the network. */
export interface ReplayCpu {
  /** The whole request: the route's code and the SDK's building, signing and parsing of each call. */
  cpuMs: number;
  /** Outside DynamoDB calls: the route's own code (middleware, validation, logic, logging, the answer). */
  ownCpuMs: number;
}

export interface RateLimitCost {
  calls: number;
  writeUnits: number;
}

export interface CaseRun {
  benchCase: RouteCase;
  samples: Sample[];
  baselineMs: number[];
  /** CPU of each bare GetItem: the SDK's floor for one call. */
  baselineCpuMs: number[];
  failures: Array<{ status: number; body: string }>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const API_KEY_PARTITION_PREFIX = apiKeyHashKey('').PK;
const RATE_WINDOW_PREFIX = RATE_WINDOW_PARTITIONS.replace('*', '');

function partitionKeyOf(input: Record<string, unknown>): string | undefined {
  const pk = (input.Key as Record<string, unknown> | undefined)?.PK;
  if (typeof pk === 'string') return pk;
  return (pk as { S?: string } | undefined)?.S;
}

/** Replays of each measured request; its CPU, and its calls' alone, are the least of them. */
const REPLAYS = 5;

/** CPU (user + system, ms) this process spent on `work`. */
async function cpuOf<T>(work: () => Promise<T>): Promise<{ total: number; result: T }> {
  const before = process.cpuUsage();
  const result = await work();
  const spent = process.cpuUsage(before);
  return { total: (spent.user + spent.system) / 1000, result };
}

export class RouteBench {
  readonly meter = new DynamoMeter();
  private readonly wire = new WireReplay(documentClient);
  private readonly keyReadAt = new Map<string, number>();
  private readonly catalogueLoadedAt = new Map<string, number>();
  private apiKeyRead = false;
  private rateLimit: RateLimitCost = { calls: 0, writeUnits: 0 };

  /**
   * With `bill`, each measured request's writes are billed item by item (their images read beside
   * each write call, which lengthens the request) and nothing is replayed: a run for write units, not for time.
   */
  constructor(
    private readonly baselineKey: () => ItemKey,
    private readonly logs: LogSink,
    private readonly bill?: WriteBill,
  ) {
    this.meter.attach(documentClient);
    bill?.attach(documentClient);
    // Notes the rate limit's window writes and what they consumed (the meter, outside, asks every call for its capacity).
    documentClient.middlewareStack.add(
      (next, context) => async (args) => {
        const pk = operationOf(context.commandName) === 'UpdateItem' ? partitionKeyOf(args.input as Record<string, unknown>) : undefined;
        const result = await next(args);
        if (pk?.startsWith(RATE_WINDOW_PREFIX)) {
          this.rateLimit.calls += 1;
          this.rateLimit.writeUnits += (result.output as { ConsumedCapacity?: { CapacityUnits?: number } }).ConsumedCapacity?.CapacityUnits ?? 0;
        }
        return result;
      },
      { step: 'initialize', name: 'benchRateWindowWrites' },
    );
    // Notes when an api_key is read from the table, to know when its cache entry lapses.
    documentClient.middlewareStack.add(
      (next, context) => async (args) => {
        const pk = operationOf(context.commandName) === 'GetItem' ? partitionKeyOf(args.input as Record<string, unknown>) : undefined;
        if (pk?.startsWith(API_KEY_PARTITION_PREFIX)) {
          this.keyReadAt.set(pk, nowSeconds());
          this.apiKeyRead = true;
        }
        return next(args);
      },
      { step: 'initialize', name: 'benchApiKeyReads' },
    );
  }

  /** One bare GetItem of a member through the shared document client: the latency yardstick. */
  async bareGetItem(): Promise<{ ms: number; cpuMs: number; cost: DynamoCost }> {
    const command = new GetCommand({ TableName: tableName(), Key: this.baselineKey() });
    this.meter.reset();
    const started = performance.now();
    const { recording } = await this.wire.record(() => documentClient.send(command));
    const ms = performance.now() - started;
    const cost = this.meter.reset();
    const cpu = await cpuOf(() => this.wire.replayCalls(recording));
    this.meter.reset();
    return { ms, cpuMs: cpu.total, cost };
  }

  private async keepApiKeyWarm(apiKey: string): Promise<void> {
    const pk = apiKeyHashKey(hashApiKey(apiKey)).PK;
    const readAt = this.keyReadAt.get(pk);
    if (readAt !== undefined && nowSeconds() < readAt + KEY_CACHE_SECONDS - 1) return;
    if (readAt !== undefined) while (nowSeconds() < readAt + KEY_CACHE_SECONDS) await sleep(50);
    await dispatch({ method: 'GET', path: '/v2/reward_categories', query: { api_key: apiKey } });
  }

  private async keepCatalogueWarm(clientId: string, apiKey: string): Promise<void> {
    const loadedAt = this.catalogueLoadedAt.get(clientId);
    if (loadedAt !== undefined && Date.now() - loadedAt < CATALOGUE_CACHE_MS - 1_500) return;
    forgetCatalogue(clientId);
    for (const path of ['/v2/rewards', '/v2/reward_categories', '/v2/activities/extended']) await dispatch({ method: 'GET', path, query: { api_key: apiKey } });
    this.catalogueLoadedAt.set(clientId, Date.now());
  }

  private checkRoute(benchCase: RouteCase, request: LocalRequest): void {
    const matched = matchRoute(request.method, request.path);
    const name = typeof matched === 'object' ? matched.route.name : matched;
    if (name !== benchCase.route) throw new Error(`${benchCase.route} (${benchCase.variant}) sent ${request.method} ${request.path}, which is route ${name}`);
  }

  /** What a request needs before it is sent, live or replayed: caches as the case wants them. */
  private async ready(benchCase: RouteCase, isMeasured: boolean): Promise<void> {
    if (isMeasured && benchCase.apiKey) await this.keepApiKeyWarm(benchCase.apiKey);
    if (isMeasured && benchCase.catalogue?.mode === 'warm') await this.keepCatalogueWarm(benchCase.catalogue.clientId, benchCase.catalogue.apiKey);
    if (benchCase.catalogue?.mode === 'miss') forgetCatalogue(benchCase.catalogue.clientId);
    benchCase.beforeRequest?.();
  }

  /**
   * The CPU of a request sent again with its recorded answers, and of its DynamoDB calls sent
   * again on their own: the difference is the route's own work.
   */
  private async replayCpu(benchCase: RouteCase, request: LocalRequest, recording: Recording, liveStatus: number): Promise<ReplayCpu | undefined> {
    // The least of a few runs of each, taken apart: a collection or the database's own threads landing on one run is not the request's.
    let least: { whole: number; calls: number } | undefined;
    for (let attempt = 0; attempt < REPLAYS; attempt++) {
      await this.ready(benchCase, true);
      const misses = this.wire.misses;
      const { total, result } = await cpuOf(() => this.wire.replay(recording, () => dispatch(request)));
      const calls = await cpuOf(() => this.wire.replayCalls(recording));
      // A run that answered otherwise, or sent a call the recording had no answer for over the network, measured something else.
      if (result.statusCode !== liveStatus || this.wire.misses > misses) continue;
      least = { whole: Math.min(total, least?.whole ?? total), calls: Math.min(calls.total, least?.calls ?? calls.total) };
    }
    this.meter.reset();
    this.rateLimit = { calls: 0, writeUnits: 0 };
    return least && { cpuMs: least.whole, ownCpuMs: least.whole - least.calls };
  }

  async run(benchCase: RouteCase, warmup: number, measured: number, baselineEvery: number): Promise<CaseRun> {
    await benchCase.prepare?.();
    const run: CaseRun = { benchCase, samples: [], baselineMs: [], baselineCpuMs: [], failures: [] };
    const recorded: Array<{ request: LocalRequest; recording: Recording; status: number }> = [];
    for (let index = 0; index < warmup + measured; index++) {
      const isMeasured = index >= warmup;
      const request = benchCase.request(index);
      this.checkRoute(benchCase, request);
      await this.ready(benchCase, isMeasured);

      this.meter.reset();
      this.apiKeyRead = false;
      this.rateLimit = { calls: 0, writeUnits: 0 };
      this.logs.take();
      const cpuBefore = process.cpuUsage();
      const started = performance.now();
      if (this.bill) this.bill.billing = isMeasured;
      const { result: response, recording } = await this.wire.record(() => dispatch(request)).finally(() => {
        if (this.bill) this.bill.billing = false;
      });
      const ms = performance.now() - started;
      const billed = this.bill?.take();
      const cpu = process.cpuUsage(cpuBefore);
      const cost = this.meter.reset();
      const logBytes = this.logs.take();
      const rateLimit = this.rateLimit;
      // Window writes of the unmeasured requests that keep caches warm are nobody's.
      this.rateLimit = { calls: 0, writeUnits: 0 };

      const ok = response.statusCode >= 200 && response.statusCode < 300;
      // A report asked for as CSV answers text; every other answer is JSON.
      const isJson = !String(response.headers?.['content-type'] ?? '').startsWith('text/csv');
      const body = ok && response.body ? (isJson ? JSON.parse(response.body) : response.body) : undefined;
      if (ok) benchCase.onResponse?.(body, index);
      if (!isMeasured) {
        if (!ok) run.failures.push({ status: response.statusCode, body: `(warm-up) ${response.body ?? ''}` });
        continue;
      }
      if (!ok) run.failures.push({ status: response.statusCode, body: response.body ?? '' });
      recorded.push({ request, recording, status: response.statusCode });
      run.samples.push({ ms, cpuMs: (cpu.user + cpu.system) / 1000, logBytes, status: response.statusCode, cost, rows: ok && benchCase.rows ? benchCase.rows(body) : undefined, apiKeyRead: this.apiKeyRead, rateLimit, billed });
      if ((index - warmup) % baselineEvery === 0) {
        const bare = await this.bareGetItem();
        run.baselineMs.push(bare.ms);
        run.baselineCpuMs.push(bare.cpuMs);
      }
    }
    if (this.bill) return run;
    // Replayed after the live requests, so what they wrote is not missing from the reads that follow.
    await profiled(`${benchCase.route} ${benchCase.variant}`, async () => {
      for (const [i, { request, recording, status }] of recorded.entries()) run.samples[i]!.replay = await this.replayCpu(benchCase, request, recording, status);
    });
    return run;
  }
}
