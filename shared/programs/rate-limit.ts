import { addToRateWindow } from './rate-limit-repository.js';
import { SEP } from '../data/keys.js';
import { outsideRequest } from '../data/request-deadline.js';
import { ApiError } from '../errors.js';
import { nowMillis } from '../support/clock.js';
import { ExpiringCache } from '../support/expiring-cache.js';
import { countRateLimited } from '../support/metrics.js';
import type { ClientRecord } from './clients.js';

/** Requests per second of a client whose settings name no rate_limit_per_second (null). */
export const DEFAULT_RATE_LIMIT_PER_SECOND = 100;

/** The limit a client's requests are held to: its own rate_limit_per_second, or the default. */
export const rateLimitOf = (client: ClientRecord): number => client.settings.rate_limit_per_second ?? DEFAULT_RATE_LIMIT_PER_SECOND;

/** The most admitted requests a container holds before adding them to the client's shared window. */
const MAX_BATCH = 10;

/**
 * How many admitted requests a container adds to the shared window in one write: a tenth of the
 * limit, from 1 to 10. Below 20 requests a second every request is counted as it comes (exact
 * across containers); from 100 a second on, one write per 10 requests.
 */
export const reportBatch = (limit: number): number => Math.min(MAX_BATCH, Math.max(1, Math.floor(limit / 10)));

/** Each shard item takes at most this many window writes a second, far below a partition's write limit. */
const WRITES_PER_SHARD = 250;

/** What one container knows of one client in the current second. */
interface Window {
  /** The second (Unix, service clock) this window is of. */
  second: number;
  /** Requests this container admitted in that second. */
  admitted: number;
  /** Admitted requests not yet added to the shared window (carried into the next second). */
  unreported: number;
  /** The shared window of that second was seen full: the client is refused until it ends, with no write. */
  full: boolean;
}

/**
 * Per-client rate limiting in two layers, so that most requests cost no DynamoDB call. A limit
 * of n allows n requests in each second of the service clock.
 *
 * - In the container: a count per client and second; a container never admits more than n
 *   requests of a client in one second, and refuses the rest without any I/O.
 * - Across containers, a table-backed ceiling: admitted requests are added to the client's
 *   one-second window (sharded counters, rate-limit-repository.ts) in batches of
 *   reportBatch(n), one UpdateItem per batch, which answers the window's count. A container that
 *   sees the window full refuses the client for the rest of that second without asking again.
 *
 * A refused request costs nothing in DynamoDB. A container may hold up to batch - 1 admitted
 * requests it has not counted yet (at most a tenth of the limit), so across k containers a
 * second may admit up to n + k x (batch - 1) requests; a batch counted a second late may refuse
 * as many early. In one container (the local server, the tests) the limit is exact.
 */
export class ClientRateLimiter {
  private readonly windows = new ExpiringCache<Window>({ maxEntries: 10_000, ttlMs: 60_000 });

  constructor(private readonly batchOf: (limit: number) => number = reportBatch) {}

  /** Whether the client may make one more request at `nowMs`; an admitted request is counted. */
  async take(clientId: string, limit: number, nowMs: number): Promise<boolean> {
    const window = this.windowOf(clientId, Math.floor(nowMs / 1000));
    if (window.full || window.admitted >= limit) return false;
    window.admitted += 1;
    window.unreported += 1;
    const batch = this.batchOf(limit);
    if (window.unreported < batch) return true;
    const requests = window.unreported;
    window.unreported = 0;
    const shards = Math.max(1, Math.ceil(limit / batch / WRITES_PER_SHARD));
    const shardLimit = Math.max(1, Math.floor(limit / shards));
    // Bookkeeping, not the request's change: outside its deadline, so a cut-off request can still say it wrote nothing.
    const counted = await outsideRequest(() => addToRateWindow(clientId, window.second, Math.floor(Math.random() * shards), requests));
    if (counted >= shardLimit) window.full = true;
    return counted <= shardLimit;
  }

  private windowOf(clientId: string, second: number): Window {
    const known = this.windows.get(clientId);
    const window = known?.second === second ? known : { second, admitted: 0, unreported: known?.unreported ?? 0, full: false };
    this.windows.set(clientId, window);
    return window;
  }
}

let limiter = new ClientRateLimiter();

/**
 * Test-only: puts another limiter in place of this container's (a fresh container's, or one
 * with another batch size) and answers the one it replaced.
 */
export function replaceRateLimiter(next: ClientRateLimiter): ClientRateLimiter {
  const previous = limiter;
  limiter = next;
  return previous;
}

/**
 * Holds every api_key request to its client's rate limit (rateLimitOf: the client's
 * rate_limit_per_second, or DEFAULT_RATE_LIMIT_PER_SECOND). Over the limit: 429 rate_limited
 * with Retry-After.
 */
export async function enforceRateLimit(client: ClientRecord, nowMs: number = nowMillis()): Promise<void> {
  const limit = rateLimitOf(client);
  if (await limiter.take(client.clientId, limit, nowMs)) return;
  countRateLimited();
  throw new ApiError('rate_limited', `rate limit of ${limit} requests per second exceeded`, { 'retry-after': '1' });
}

/**
 * Holds a member's calls with member tokens to the program's member_rate_limit_per_second, per
 * member: one app instance cannot spend its program's limit. Counted like a client's, in a window
 * of its own.
 */
export async function enforceMemberRateLimit(client: ClientRecord, memberId: number, nowMs: number = nowMillis()): Promise<void> {
  const limit = client.settings.member_rate_limit_per_second;
  if (await limiter.take(`${client.clientId}${SEP}MEMBER${SEP}${memberId}`, limit, nowMs)) return;
  countRateLimited();
  throw new ApiError('rate_limited', `rate limit of ${limit} requests per second per member exceeded`, { 'retry-after': '1' });
}
