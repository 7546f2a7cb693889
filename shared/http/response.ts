import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

export type HttpResponse = APIGatewayProxyStructuredResultV2 & { statusCode: number; body: string };

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8' };

export function json(statusCode: number, body: unknown, headers: Record<string, string> = {}): HttpResponse {
  return { statusCode, headers: { ...JSON_HEADERS, ...headers }, body: JSON.stringify(body) };
}

export const ok = (body: unknown): HttpResponse => json(200, body);
export const created = (body: unknown): HttpResponse => json(201, body);
export const accepted = (body: unknown): HttpResponse => json(202, body);
export const noContent = (): HttpResponse => ({ statusCode: 204, headers: {}, body: '' });

/** Whether the caller asked for CSV (Accept: text/csv) rather than JSON. */
export const wantsCsv = (headers: Record<string, string | undefined>): boolean => /\btext\/csv\b/i.test(headers.accept ?? '');

/** A report answered as JSON, or as CSV when the caller's Accept asks for it. */
export function okOrCsv<T>(headers: Record<string, string | undefined>, body: T, toCsv: (body: T) => string): HttpResponse {
  if (!wantsCsv(headers)) return ok(body);
  return { statusCode: 200, headers: { 'content-type': 'text/csv; charset=utf-8' }, body: toCsv(body) };
}
