import { randomInt, randomUUID } from 'node:crypto';
import type { LocalRequest } from '../../local/dispatch.js';
import type { BenchMember } from './program.js';

/** What every benchmark case is, and the small helpers the client and operator cases build requests with. */
/** How a case's reads of the catalogue cache (catalogue-cache.ts, 5 s per container) are treated. */
export type CatalogueCacheMode = 'warm' | 'miss';

export interface BenchCase {
  /** Route name in lib/routes.ts. */
  route: string;
  variant: string;
  /** Reads by member (spec endpoints 1, 4, 6, 7-13): round-trip and latency targets apply. */
  memberRead?: 'id' | 'email';
  /** A write that moves points, stock or codes: it must be exactly one transaction. */
  movesValue?: boolean;
  /** Rows of a list answer: the route is a list route, whose cost may grow with what it returns. */
  rows?: (body: any) => number;
  /** The api_key whose 30 s cache entry is kept populated while measuring (operator routes have none). */
  apiKey?: string;
  catalogue?: { clientId: string; apiKey: string; mode: CatalogueCacheMode };
  /** Runs before every request, unmeasured (for example to empty a per-container cache). */
  beforeRequest?: () => void;
  /**
   * Why the route's CPU here is the local stack's, not the deployed function's (the CPU target is
   * then not judged on it; the report says why).
   */
  localCpu?: string;
  /** Runs once before the case's first request (setup through domain functions, not measured). */
  prepare?: () => Promise<void>;
  request: (index: number) => LocalRequest;
  onResponse?: (body: any, index: number) => void;
}

export const ADMIN = { authorization: `Bearer ${process.env.ADMIN_TOKEN}` };

export function req(method: string, path: string, options: { query?: Record<string, string>; body?: unknown; headers?: Record<string, string> } = {}): LocalRequest {
  return {
    method,
    path,
    query: options.query,
    headers: { ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}), ...options.headers },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  };
}

export const idempotencyKey = () => ({ 'idempotency-key': `bench-${randomUUID()}` });
export const pick = <T>(items: T[]): T => items[randomInt(items.length)]!;
export const userSegment = (member: Pick<BenchMember, 'id' | 'email'>, idType: 'id' | 'email') => encodeURIComponent(idType === 'id' ? String(member.id) : member.email);
export const arrayRows = (body: unknown) => (Array.isArray(body) ? body.length : 0);

/** Collects what create routes answered, for the routes that then replace or delete it. */
export class Created<T> {
  readonly items: T[] = [];
  at(index: number): T {
    const item = this.items[index % this.items.length];
    if (item === undefined) throw new Error('nothing was created to work on');
    return item;
  }
}
