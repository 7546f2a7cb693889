import { createHash } from 'node:crypto';
import { addFailedAuths, banSource, sourceBannedUntil } from './failed-auth-repository.js';
import { outsideRequest } from '../data/request-deadline.js';
import { nowMillis, nowSeconds } from '../support/clock.js';
import { ExpiringCache } from '../support/expiring-cache.js';
import { logger } from '../support/logger.js';

/** Failed authentications from one source IP within one minute that get it banned. */
export const FAILED_AUTH_LIMIT_PER_MINUTE = 100;

/** How long a banned source is refused by the API's authorizer, before any function runs. */
export const SOURCE_BAN_SECONDS = 600;

/** Failures from one source a container holds before adding them to the source's minute window. */
const FAILURE_BATCH = 10;

/** A source as stored: a hash of its IP address, so no address is kept in the table. */
export const sourceKey = (sourceIp: string): string => createHash('sha256').update(`source:${sourceIp}`, 'utf8').digest('hex').slice(0, 32);

/** What one container knows of one source's failed authentications. */
interface SourceFailures {
  /** Failures not yet added to the shared minute window. */
  unreported: number;
  /** The ban this container wrote or saw written lasts until then (ms, service clock): nothing more to add. */
  bannedUntil: number;
}

/**
 * Counts failed authentications (invalid_auth answers) per source IP across containers, so that
 * a source flooding the API with bad credentials is banned at the API's authorizer
 * (lib/constructs/failed-auth-guard.ts), which API Gateway answers for it from its cache, before
 * any function runs. A container adds a source's failures to the source's one-minute window in
 * batches of 10 (one UpdateItem per 10 failures; a repeated bad key costs no read either, see
 * clients.ts); when the window reaches FAILED_AUTH_LIMIT_PER_MINUTE, the source is banned for
 * SOURCE_BAN_SECONDS (one more UpdateItem). Successful requests are never counted.
 */
export class FailedAuthCounter {
  private readonly sources = new ExpiringCache<SourceFailures>({ maxEntries: 10_000, ttlMs: 120_000 });

  constructor(private readonly batch = FAILURE_BATCH) {}

  async note(sourceIp: string, nowMs: number): Promise<void> {
    const source = sourceKey(sourceIp);
    const failures = this.sources.get(source) ?? { unreported: 0, bannedUntil: 0 };
    failures.unreported += 1;
    this.sources.set(source, failures);
    if (failures.unreported < this.batch || failures.bannedUntil > nowMs) return;
    const count = failures.unreported;
    failures.unreported = 0;
    // Bookkeeping, not the request's change: outside its deadline, like the rate window's write.
    const inWindow = await outsideRequest(() => addFailedAuths(source, Math.floor(nowMs / 60_000), count));
    if (inWindow < FAILED_AUTH_LIMIT_PER_MINUTE) return;
    const until = Math.floor(nowMs / 1000) + SOURCE_BAN_SECONDS;
    await outsideRequest(() => banSource(source, until));
    failures.bannedUntil = until * 1000;
    logger.warn('source banned for failed authentications', { source, failuresInMinute: inWindow, bannedUntil: until });
  }
}

const counter = new FailedAuthCounter();

/**
 * Notes one failed authentication from `sourceIp` (the connection's address as API Gateway saw
 * it). Never fails the request it is called for: counting is best effort.
 */
export async function noteFailedAuth(sourceIp: string | undefined, nowMs: number = nowMillis()): Promise<void> {
  if (!sourceIp) return;
  try {
    await counter.note(sourceIp, nowMs);
  } catch (error) {
    logger.error('failed authentication could not be counted', { error: error as Error });
  }
}

/**
 * Whether the API's authorizer lets a request from `sourceIp` through: no unexpired ban. It fails
 * open: when the ban cannot be read, the request goes on to its function, which authenticates it
 * as always.
 */
export async function sourceAdmitted(sourceIp: string | undefined, now: number = nowSeconds()): Promise<boolean> {
  if (!sourceIp) return true;
  try {
    const until = await sourceBannedUntil(sourceKey(sourceIp));
    return until === undefined || until <= now;
  } catch (error) {
    logger.error('source ban could not be read; request let through', { error: error as Error });
    return true;
  }
}
