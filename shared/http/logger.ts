import { Logger } from '@aws-lambda-powertools/logger';

/** One structured JSON logger per container. */
export const logger = new Logger({ serviceName: 'rewards-api' });

const SECRET_KEY = /(api_key|token|secret|password|authorization|salt)/i;

/** Copies an object with secret-looking fields masked, for logging request data. */
export function redact(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object' || depth > 4) return value;
  if (Array.isArray(value)) return value.slice(0, 20).map((item) => redact(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, inner]) => [
      key,
      SECRET_KEY.test(key) ? '***' : redact(inner, depth + 1),
    ]),
  );
}
