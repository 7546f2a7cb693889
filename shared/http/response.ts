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
