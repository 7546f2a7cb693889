import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { HttpResponse } from '../shared/http/response.js';

/**
 * The API reference of the local server: docs/openapi.json (written by `npm run docs`) rendered by
 * Redoc's standalone bundle from node_modules, so the page needs no network. A development aid
 * only: the deployed HTTP API has no such routes.
 */

/** The paths the reference answers on; none of them can match a route of lib/routes.ts (all under /v2 or /admin/v1). */
export const API_REFERENCE_PATHS = {
  page: '/docs',
  bundle: '/docs/redoc.standalone.js',
  document: '/openapi.json',
} as const;

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The committed OpenAPI document; read on each request, so a regenerated one shows without a restart. */
export const OPENAPI_FILE = resolve(ROOT, 'docs/openapi.json');

const PAGE = `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Rewards API reference</title>
    <link rel="icon" href="data:,">
    <style>body { margin: 0; }</style>
  </head>
  <body>
    <redoc spec-url="${API_REFERENCE_PATHS.document}"></redoc>
    <script src="${API_REFERENCE_PATHS.bundle}"></script>
  </body>
</html>
`;

let bundle: string | undefined;
const redocBundle = (): string => {
  bundle ??= readFileSync(createRequire(import.meta.url).resolve('redoc/bundles/redoc.standalone.js'), 'utf8');
  return bundle;
};

// The page loads nothing from elsewhere: Redoc's sidebar links a logo on a CDN, which this keeps
// from being fetched (the image hides itself when it fails). Redoc styles with inline <style>
// and runs its search index in a blob: worker.
const PAGE_POLICY = "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; worker-src 'self' blob:; frame-ancestors 'none'";

const answer = (contentType: string, body: string, headers: Record<string, string> = {}): HttpResponse => ({
  statusCode: 200,
  headers: { 'content-type': contentType, 'cache-control': 'no-cache', ...headers },
  body,
});

/**
 * The answer to a GET or HEAD of one of the reference's paths; undefined for any other request,
 * which the route table then answers (404 page_not_found where no route matches).
 */
export function apiReference(method: string, path: string): HttpResponse | undefined {
  if (method !== 'GET' && method !== 'HEAD') return undefined;
  switch (path) {
    case API_REFERENCE_PATHS.page:
      return answer('text/html; charset=utf-8', PAGE, { 'content-security-policy': PAGE_POLICY });
    case API_REFERENCE_PATHS.bundle:
      return answer('text/javascript; charset=utf-8', redocBundle());
    case API_REFERENCE_PATHS.document:
      return answer('application/json; charset=utf-8', readFileSync(OPENAPI_FILE, 'utf8'));
    default:
      return undefined;
  }
}
