import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { logger } from './logger.js';
import { BUSINESS_METRICS, METRICS_NAMESPACE, SERVICE_NAME, type BusinessMetric } from './telemetry-names.js';

/**
 * The service's business counters, written as CloudWatch embedded metric format (EMF) lines on
 * stdout: CloudWatch Logs turns them into metrics, no API call is made. One Metrics instance per
 * container; callers count at the place where the event is certain (after the transaction that
 * makes it true has committed), and the invocation's counts are flushed once at its end
 * (flushMetrics: the route stack, the job and stream wrappers). POWERTOOLS_METRICS_DISABLED=true
 * (the tests) keeps them off stdout.
 */
export const metrics = new Metrics({ namespace: METRICS_NAMESPACE, serviceName: SERVICE_NAME });

/**
 * Counting never fails the work it counts: a count Powertools refuses is logged and dropped, and
 * so is a value that is not a finite number (Powertools would store it, and the EMF line would
 * carry a null CloudWatch cannot read).
 */
function count(name: BusinessMetric, value = 1): void {
  if (!Number.isFinite(value)) {
    logger.warn('metric not counted', { metric: name, value: String(value) });
    return;
  }
  try {
    metrics.addMetric(name, MetricUnit.Count, value);
  } catch (error) {
    logger.warn('metric not counted', { metric: name, value, error: error as Error });
  }
}

export const countPointsCredited = (points: number): void => count(BUSINESS_METRICS.pointsCredited, points);
export const countPointsRedeemed = (points: number): void => count(BUSINESS_METRICS.pointsRedeemed, points);
export const countPointsExpired = (points: number): void => count(BUSINESS_METRICS.pointsExpired, points);
export const countRedemption = (): void => count(BUSINESS_METRICS.redemptions);
export const countIdempotentReplay = (): void => count(BUSINESS_METRICS.idempotentReplays);
export const countRateLimited = (): void => count(BUSINESS_METRICS.rateLimited);
export const countTransactionRetry = (): void => count(BUSINESS_METRICS.transactionRetries);

/**
 * Writes the counts stored so far as one EMF line and empties the store. An invocation that
 * counted nothing writes nothing (Powertools' own flush would log a warning on every read request).
 */
export function flushMetrics(): void {
  if (metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
}
