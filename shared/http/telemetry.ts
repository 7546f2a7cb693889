import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { logger } from '../support/logger.js';
import { countIdempotentReplay, countTransactionRetry, flushMetrics } from '../support/metrics.js';
import { dataEvents } from '../data/data-events.js';

/** What the data layer notices (it measures nothing itself) is counted with the business counters. */
export function countDataEvents(): void {
  dataEvents.transactionRetried = countTransactionRetry;
  dataEvents.idempotentReplay = countIdempotentReplay;
}

/**
 * Every log line of a request carries the API Gateway request id as correlation_id: the id the
 * access log shows (ACCESS_LOG_FIELDS.requestId in lib/api-stack.ts), so a request's lines in
 * the function's log and its access log line join on it.
 */
const correlationId = (): MiddlewareObj<APIGatewayProxyEventV2> => ({
  before: async ({ event }) => {
    const requestId = event.requestContext?.requestId;
    if (requestId) logger.setCorrelationId(requestId);
  },
});

/**
 * The invocation's business counts go out as one EMF line when it ends, answered or failed. A
 * before stage sends what an earlier invocation left behind (one that answered early from a
 * before middleware skips every after stage, this one's included).
 */
const metricsFlush = (): MiddlewareObj<APIGatewayProxyEventV2> => ({
  before: async () => flushMetrics(),
  after: async () => flushMetrics(),
  onError: async () => flushMetrics(),
});

/**
 * The observability middlewares of the route stack, outermost: the Lambda context (function
 * name, request id, cold start) and correlation_id on every log line, keys reset when the
 * request ends, the event itself never logged (its query string holds the api_key); and the
 * business counts flushed per invocation.
 */
export const requestTelemetry = () => {
  countDataEvents();
  return [injectLambdaContext(logger, { resetKeys: true, logEvent: false }), correlationId(), metricsFlush()];
};
