import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { HttpResponse } from '../shared/http/response.js';
import { apiReference } from './api-reference.js';
import type { RawHandler } from './console-app.js';
import type { LocalRequest } from './dispatch.js';
import { isAbortedRequest, readBoundedBody, TOO_LARGE_HEADERS } from './request-body.js';

/**
 * The local server's HTTP side: turns requests into what API Gateway (HTTP API, payload 2.0)
 * hands a function, and answers every failure, its own included, as JSON {error, message}.
 * It also serves the rendered API reference (api-reference.ts) and the operator console
 * (console-app.ts), which only the local server has.
 */

/** API Gateway HTTP APIs take payloads up to 10 MB. */
export const MAX_REQUEST_BYTES = 10 * 1024 * 1024;

const json = (status: number, error: string, message: string, headers: Record<string, string> = {}): HttpResponse => ({
  statusCode: status,
  headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  body: JSON.stringify({ error, message }),
});

/** Query parameters as API Gateway gives them: a repeated name's values joined with commas. */
export function queryParameters(search: URLSearchParams): Record<string, string> {
  const query: Record<string, string> = {};
  for (const name of new Set(search.keys())) query[name] = search.getAll(name).join(',');
  return query;
}

class TooLarge extends Error {}

async function readBody(request: IncomingMessage): Promise<string | undefined> {
  const read = await readBoundedBody(request, MAX_REQUEST_BYTES);
  if ('tooLarge' in read) throw new TooLarge();
  return read.text;
}

/** What the local server answers besides the routes: the file store's signed uploads and downloads (local/file-uploads.ts, local/file-downloads.ts). */
type UploadHandler = (method: string, url: URL, request: IncomingMessage) => Promise<HttpResponse | undefined>;

export function createLocalHttpServer(handle: (request: LocalRequest) => Promise<HttpResponse>, uploads?: UploadHandler, pages?: RawHandler): Server {
  const server = createServer(async (request, response) => {
    let result: HttpResponse;
    try {
      // The console's pages are answered by its dev server, which writes the response itself.
      if (await pages?.(request, response)) return;
      const url = new URL(request.url ?? '/', 'http://localhost');
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(',') : (value ?? '')]),
      );
      const method = request.method ?? 'GET';
      result =
        apiReference(method, url.pathname) ??
        (await uploads?.(method, url, request)) ??
        (await handle({
          method,
          path: url.pathname,
          query: queryParameters(url.searchParams),
          rawQuery: url.search.slice(1),
          headers,
          body: await readBody(request),
        }));
    } catch (error) {
      if (isAbortedRequest(error)) {
        // Nobody is left to answer; one line says so, without a stack.
        console.warn(`${request.method} request abandoned: the client closed the connection before its body arrived`);
        return;
      }
      if (error instanceof TooLarge) result = json(413, 'input_error', `request body must be at most ${MAX_REQUEST_BYTES / 1024 / 1024} MB`, TOO_LARGE_HEADERS);
      else {
        console.error(error);
        result = json(500, 'internal_error', 'an internal error occurred');
      }
    }
    response.writeHead(result.statusCode, result.headers as Record<string, string>);
    response.end(result.isBase64Encoded ? Buffer.from(result.body, 'base64') : result.body);
  });
  // Requests Node cannot even parse (an oversized request line or header, bad framing) are
  // answered in the API's own shape instead of Node's bare status line.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) return socket.destroy();
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
    const answer = tooLarge ? json(431, 'input_error', 'request line and headers must be at most 16 KB') : json(400, 'input_error', 'malformed HTTP request');
    const status = tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request';
    socket.end(
      `HTTP/1.1 ${status}\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(answer.body ?? '')}\r\nconnection: close\r\n\r\n${answer.body}`,
    );
  });
  return server;
}
