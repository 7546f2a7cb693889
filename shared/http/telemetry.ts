import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { logger } from '../support/logger.js';
import { flushMetrics } from '../support/metrics.js';
import { reportDataEventsToMetrics } from '../telemetry/data-event-reports.js';

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
 * A route's invocation, its business counts sent as one EMF line when it ends however it ends:
 * outside the middleware stack, since a before stage that answers early (a replayed deletion)
 * skips every after stage.
 */
export function flushingMetrics<E, C, R>(invoke: (event: E, context: C) => Promise<R>): (event: E, context: C) => Promise<R> {
  return async (event, context) => {
    try {
      return await invoke(event, context);
    } finally {
      flushMetrics();
    }
  };
}

/**
 * The observability middlewares of the route stack, outermost: the Lambda context (function
 * name, request id, cold start) and correlation_id on every log line, keys reset when the
 * request ends, the event itself never logged (its query string holds the api_key). The
 * business counts are flushed around the stack (flushingMetrics).
 */
export const requestTelemetry = () => {
  reportDataEventsToMetrics();
  return [injectLambdaContext(logger, { resetKeys: true, logEvent: false }), correlationId()];
};
