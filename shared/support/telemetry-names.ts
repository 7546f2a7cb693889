/**
 * The names the service's logs and metrics go by, in one place: the functions emit under them
 * (shared/support/logger.ts, shared/support/metrics.ts) and the stack sets them on every function
 * and charts them (lib/constructs/service-function.ts, lib/constructs/dashboard.ts).
 * Imports nothing, so the CDK app reads it without loading Powertools.
 */

/** Powertools service name: the `service` field of every log line and the `service` dimension of every metric. */
export const SERVICE_NAME = 'rewards-api';

/** Log levels a deployment may choose (CDK context `logLevel`); INFO logs refused and failed requests, DEBUG every request. */
export const LOG_LEVELS = ['DEBUG', 'INFO', 'WARN', 'ERROR'] as const;
export const DEFAULT_LOG_LEVEL = 'INFO';

/**
 * The share of invocations that log at DEBUG (POWERTOOLS_LOGGER_SAMPLE_RATE), among them the
 * request line of answers that went through (shared/http/api-handler.ts). Powertools draws a
 * whole percent and keeps it when at most this rate, so 0.01 samples about 2 in 100.
 */
export const LOG_SAMPLE_RATE = 0.01;

/** CloudWatch namespace of the business metrics (EMF). */
export const METRICS_NAMESPACE = 'RewardsApi';

/** The business counters, each a CloudWatch metric of unit Count in METRICS_NAMESPACE with the dimension service=SERVICE_NAME. */
export const BUSINESS_METRICS = {
  /** Points credited to members (activities, purchases, receipts, codes, adjustments, pending points cleared). */
  pointsCredited: 'PointsCredited',
  /** Points spent on reward redemptions. */
  pointsRedeemed: 'PointsRedeemed',
  /** Points expired under a client's expiry policy. */
  pointsExpired: 'PointsExpired',
  /** Reward redemptions (orders), whatever their quantity. */
  redemptions: 'Redemptions',
  /** Requests answered with the answer recorded under their Idempotency-Key. */
  idempotentReplays: 'IdempotentReplays',
  /** Requests refused 429 rate_limited by a client's rate_limit_per_second. */
  rateLimited: 'RateLimited',
  /** Transactions rebuilt and written again after a conflicting writer got there first. */
  transactionRetries: 'TransactionRetries',
} as const;

export type BusinessMetric = (typeof BUSINESS_METRICS)[keyof typeof BUSINESS_METRICS];
