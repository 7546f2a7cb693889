import { Logger } from '@aws-lambda-powertools/logger';

/**
 * One structured JSON logger per container. Its level comes from POWERTOOLS_LOG_LEVEL, which the
 * stack sets on every function. Request data is never logged whole: request lines carry the route
 * key and request ids only (shared/http/api-handler.ts), so no api_key or member identifier leaks.
 */
export const logger = new Logger({ serviceName: 'rewards-api' });
