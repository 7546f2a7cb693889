/** What the walks' requests share, whoever sends them: the operator's token, unique names, a request and its answer. */

/** The local deployment's operator token, as the walks send it. */
export const ADMIN_HEADERS = { authorization: `Bearer ${process.env.ADMIN_TOKEN ?? 'test-admin-token'}` };

let counter = 0;
/** A unique suffix for e-mails and usernames, so tests sharing one table never collide. */
export const unique = (prefix = 'u'): string => `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A route's answer, its JSON parsed. */
export interface ApiResult<T = any> {
  status: number;
  body: T;
  headers: Record<string, string>;
}

export interface CallOptions {
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  /** A raw body string, sent as is (for malformed-input tests). */
  rawBody?: string;
  headers?: Record<string, string>;
  /** The caller's address as API Gateway reports it (127.0.0.1 by default). */
  sourceIp?: string;
}

/** Sends a request through the route table, as API Gateway would. */
export type Call = <T = any>(method: string, path: string, options?: CallOptions) => Promise<ApiResult<T>>;
