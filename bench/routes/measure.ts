import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../shared/data/client.js';
import { apiKeyHashKey, RATE_WINDOW_PARTITIONS, type ItemKey } from '../../shared/data/keys.js';
import { CATALOGUE_CACHE_MS, forgetCatalogue } from '../../shared/support/catalogue-cache.js';
import { hashApiKey, KEY_CACHE_SECONDS } from '../../shared/clients/clients.js';
import { nowSeconds } from '../../shared/support/clock.js';
import { dispatch, matchRoute, type LocalRequest } from '../../local/dispatch.js';
import { DynamoMeter, operationOf, type DynamoCost } from '../../local/dynamo-metrics.js';
import type { BenchCase } from './cases.js';

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
 * The per-client rate limit's window writes (shared/clients/rate-limit.ts: one UpdateItem per
 * batch of a client's requests, on its own round trip) are noted apart for every request, so the
 * report can judge a route's own work and show the rate limit's share beside it.
 */

export interface Sample {
  ms: number;
  status: number;
  cost: DynamoCost;
  rows?: number;
  /** The request read its api_key from the table (the cache was cold): reported, should never happen. */
  apiKeyRead: boolean;
  /** The rate limit's part of `cost`: window writes (UpdateItem on a RATE# partition), each its own round trip, and their WCU. */
  rateLimit: RateLimitCost;
}

export interface RateLimitCost {
  calls: number;
  writeUnits: number;
}

export interface CaseRun {
  benchCase: BenchCase;
  samples: Sample[];
  baselineMs: number[];
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

export class RouteBench {
  readonly meter = new DynamoMeter();
  private readonly keyReadAt = new Map<string, number>();
  private readonly catalogueLoadedAt = new Map<string, number>();
  private apiKeyRead = false;
  private rateLimit: RateLimitCost = { calls: 0, writeUnits: 0 };

  constructor(private readonly baselineKey: () => ItemKey) {
    this.meter.attach(documentClient);
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
  async bareGetItem(): Promise<{ ms: number; cost: DynamoCost }> {
    this.meter.reset();
    const started = performance.now();
    await documentClient.send(new GetCommand({ TableName: tableName(), Key: this.baselineKey() }));
    const ms = performance.now() - started;
    return { ms, cost: this.meter.reset() };
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

  private checkRoute(benchCase: BenchCase, request: LocalRequest): void {
    const matched = matchRoute(request.method, request.path);
    const name = typeof matched === 'object' ? matched.route.name : matched;
    if (name !== benchCase.route) throw new Error(`${benchCase.route} (${benchCase.variant}) sent ${request.method} ${request.path}, which is route ${name}`);
  }

  async run(benchCase: BenchCase, warmup: number, measured: number, baselineEvery: number): Promise<CaseRun> {
    await benchCase.prepare?.();
    const run: CaseRun = { benchCase, samples: [], baselineMs: [], failures: [] };
    for (let index = 0; index < warmup + measured; index++) {
      const isMeasured = index >= warmup;
      const request = benchCase.request(index);
      this.checkRoute(benchCase, request);
      if (isMeasured && benchCase.apiKey) await this.keepApiKeyWarm(benchCase.apiKey);
      if (isMeasured && benchCase.catalogue?.mode === 'warm') await this.keepCatalogueWarm(benchCase.catalogue.clientId, benchCase.catalogue.apiKey);
      if (benchCase.catalogue?.mode === 'miss') forgetCatalogue(benchCase.catalogue.clientId);
      benchCase.beforeRequest?.();

      this.meter.reset();
      this.apiKeyRead = false;
      this.rateLimit = { calls: 0, writeUnits: 0 };
      const started = performance.now();
      const response = await dispatch(request);
      const ms = performance.now() - started;
      const cost = this.meter.reset();
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
      run.samples.push({ ms, status: response.statusCode, cost, rows: ok && benchCase.rows ? benchCase.rows(body) : undefined, apiKeyRead: this.apiKeyRead, rateLimit });
      if ((index - warmup) % baselineEvery === 0) run.baselineMs.push((await this.bareGetItem()).ms);
    }
    return run;
  }
}
