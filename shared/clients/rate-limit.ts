import { takeRateToken } from './rate-limit-repository.js';
import { ApiError } from '../errors.js';
import { nowMillis } from '../support/clock.js';
import { countRateLimited } from '../support/metrics.js';
import type { ClientRecord } from './clients.js';

/** Each shard item takes at most this many increments a second, far below a partition's write limit. */
const REQUESTS_PER_SHARD = 250;

/**
 * Enforces the client's rate_limit_per_second, when the operator set one, with a counter per
 * second split over shards. Over the limit: 429 rate_limited with Retry-After.
 * A random shard can fill before the others, so a burst may be refused slightly below the limit.
 */
export async function enforceRateLimit(client: ClientRecord, nowMs: number = nowMillis()): Promise<void> {
  const limit = client.settings.rate_limit_per_second;
  if (!limit) return;
  const shards = Math.max(1, Math.ceil(limit / REQUESTS_PER_SHARD));
  const shardLimit = Math.max(1, Math.floor(limit / shards));
  const second = Math.floor(nowMs / 1000);
  const shard = Math.floor(Math.random() * shards);
  if (!(await takeRateToken(client.clientId, second, shard, shardLimit))) {
    countRateLimited();
    throw new ApiError('rate_limited', `rate limit of ${limit} requests per second exceeded`, { 'retry-after': '1' });
  }
}
