import { Logger } from '@aws-lambda-powertools/logger';
import { SERVICE_NAME } from './telemetry-names.js';

/**
 * One structured JSON logger per container. Its level comes from POWERTOOLS_LOG_LEVEL, which the
 * stack sets on every function, beside a sample rate of invocations logged at DEBUG. Request data is
 * never logged whole: request lines carry the route key, status and client only
 * (shared/http/api-handler.ts), so no api_key or member identifier leaks.
 * During an invocation every line also carries the Lambda context (function_name,
 * function_request_id, cold_start, ...) and a correlation_id: the API Gateway request id on
 * routes (shared/http/telemetry.ts), the EventBridge event id on scheduled jobs.
 */
export const logger = new Logger({ serviceName: SERVICE_NAME });
