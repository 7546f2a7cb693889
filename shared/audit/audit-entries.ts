import type { Operator } from '../operators/index.js';

/** An audit entry as the request that writes it knows it. */
export interface AuditedRequest {
  operator: Operator;
  /** The route's operation name (its contract's name). */
  operation: string;
  /** Method and path template. */
  route: string;
  requestId: string;
  /** Epoch milliseconds the request arrived. */
  at: number;
  /** The program the route acts on; none for what belongs to no program. */
  clientId?: string;
  /** The ids the request named (its path parameters, the member it resolved). */
  targets: Record<string, string>;
  /** The request's body, as validated. */
  body: unknown;
}

/** Audit entries are kept 400 days. */
export const AUDIT_RETENTION_SECONDS = 400 * 24 * 3600;

/** Fields whose values never go into the log. */
const SECRET_FIELD = /password|secret|token|api_key|private/i;
const MAX_TEXT = 256;
const MAX_LIST = 20;
const MAX_DEPTH = 5;

/**
 * The fields a request set, as they are kept: secrets replaced by "[redacted]", texts cut to 256
 * characters, lists longer than 20 kept as their count (a batch of 10,000 codes is one number,
 * not 10,000 entries), nesting cut at five levels.
 */
export function changesOf(body: unknown, depth = 0): unknown {
  if (body === undefined || body === null) return null;
  if (typeof body === 'string') return body.length > MAX_TEXT ? `${body.slice(0, MAX_TEXT)}…` : body;
  if (typeof body !== 'object') return body;
  if (depth >= MAX_DEPTH) return '…';
  if (Array.isArray(body)) return body.length > MAX_LIST ? { count: body.length } : body.map((value) => changesOf(value, depth + 1));
  return Object.fromEntries(
    Object.entries(body as Record<string, unknown>)
      .filter(([, value]) => value !== undefined)
      .map(([field, value]) => [field, SECRET_FIELD.test(field) ? '[redacted]' : changesOf(value, depth + 1)]),
  );
}

/** Path parameters as targets, every one a string. */
export function targetsOf(path: unknown): Record<string, string> {
  if (!path || typeof path !== 'object') return {};
  return Object.fromEntries(
    Object.entries(path as Record<string, unknown>)
      .filter(([, value]) => typeof value === 'string' || typeof value === 'number')
      .map(([name, value]) => [name, String(value)]),
  );
}

/**
 * The ids a creation's answer gives that the request did not name (in its path, noted targets or
 * body): what it created. Only a POST creates; other methods answer ids they were given.
 */
export function createdTargets(method: string, answerBody: string | undefined, named: Record<string, string>, requestBody: unknown): Record<string, string> {
  if (method !== 'POST' || !answerBody) return {};
  let answer: unknown;
  try {
    answer = JSON.parse(answerBody);
  } catch {
    return {};
  }
  if (!answer || typeof answer !== 'object' || Array.isArray(answer)) return {};
  const sent = requestBody && typeof requestBody === 'object' ? (requestBody as Record<string, unknown>) : {};
  const knownValues = new Set(Object.values(named));
  return Object.fromEntries(
    Object.entries(answer as Record<string, unknown>)
      .filter(([name]) => (name === 'id' || name.endsWith('_id')) && !(name in named) && !(name in sent))
      .filter(([, value]) => (typeof value === 'string' || typeof value === 'number') && !knownValues.has(String(value)))
      .map(([name, value]) => [name, String(value)]),
  );
}
