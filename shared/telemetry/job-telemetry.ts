import type { Context } from 'aws-lambda';
import { logger } from '../support/logger.js';
import { flushMetrics } from '../support/metrics.js';
import { reportDataEventsToMetrics } from './data-event-reports.js';

/**
 * Wraps a handler that API Gateway does not invoke (a scheduled job, the stream consumer), as the
 * route stack does for routes: every log line of the invocation carries the Lambda context
 * (function name, request id, cold start) and the correlation id the event gives, and the
 * invocation's business counts are flushed when it ends, however it ends. The context is the
 * Lambda context in AWS; tests may pass only part of it (the clock), and the lines carry what it has.
 */
export function withJobTelemetry<E, C extends Partial<Context>, R>(
  handler: (event: E, context: C) => Promise<R>,
  correlationIdOf: (event: E) => string | undefined = () => undefined,
): (event: E, context: C) => Promise<R> {
  reportDataEventsToMetrics();
  return async (event, context) => {
    logger.addContext(context as Context);
    const correlationId = correlationIdOf(event);
    if (correlationId) logger.setCorrelationId(correlationId);
    try {
      return await handler(event, context);
    } finally {
      flushMetrics();
      logger.resetKeys();
    }
  };
}
