import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ViteDevServer } from 'vite';

/**
 * The operator console on the local server: console/ served under /console by Vite in middleware
 * mode, so `npm start` needs no build step, and /console/config.json, the runtime configuration a
 * deployed console reads from its bucket, answered here (the API is this server, operators sign in
 * at /local/auth/sign-in). Vite loads on the first /console request, not at start: its import and
 * dev server take about 0.3 s of a two-core machine and the first page about 1 s more (its
 * dependencies bundled once into console/node_modules/.vite), which a start that never opens the
 * console does not pay, and which would otherwise compete with DynamoDB Local's start for the cores.
 */

export const CONSOLE_BASE = '/console';
export const CONSOLE_CONFIG_PATH = `${CONSOLE_BASE}/config.json`;

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CONSOLE_ROOT = resolve(ROOT, 'console');

/** Answers true when it took the request (a path under /console), false for any other path. */
export type RawHandler = (request: IncomingMessage, response: ServerResponse) => Promise<boolean>;

const send = (response: ServerResponse, status: number, headers: Record<string, string>, body = '') => {
  response.writeHead(status, headers);
  response.end(body);
};

/** The console's configuration on this server: the API at the origin the page was loaded from, local sign-in. */
function localConfig(request: IncomingMessage): string {
  const host = request.headers.host ?? 'localhost';
  return JSON.stringify({ apiUrl: `http://${host}`, auth: { kind: 'local' } });
}

export interface LocalConsole {
  handle: RawHandler;
  /** The HTTP server the console's hot-reload socket rides on; set before the first request. */
  attach(server: Server): void;
  close(): Promise<void>;
}

export function localConsole(): LocalConsole {
  let server: Server | undefined;
  let vite: Promise<ViteDevServer> | undefined;
  const start = () =>
    (vite ??= import('vite').then(({ createServer }) =>
      createServer({
        configFile: resolve(CONSOLE_ROOT, 'vite.config.ts'),
        root: CONSOLE_ROOT,
        base: `${CONSOLE_BASE}/`,
        appType: 'spa',
        logLevel: 'warn',
        clearScreen: false,
        server: { middlewareMode: true, hmr: server ? { server } : false },
      }),
    ));

  const handle: RawHandler = async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (path !== CONSOLE_BASE && !path.startsWith(`${CONSOLE_BASE}/`)) return false;
    if (path === CONSOLE_CONFIG_PATH) {
      send(response, 200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache' }, localConfig(request));
      return true;
    }
    if (path === CONSOLE_BASE) {
      send(response, 302, { location: `${CONSOLE_BASE}/` });
      return true;
    }
    const dev = await start();
    await new Promise<void>((done) => {
      response.once('close', done);
      dev.middlewares(request, response, () => {
        send(response, 404, { 'content-type': 'application/json; charset=utf-8' }, JSON.stringify({ error: 'page_not_found', message: 'no such page' }));
      });
    });
    return true;
  };

  return {
    handle,
    attach: (httpServer) => {
      server = httpServer;
    },
    close: async () => {
      if (vite) await (await vite).close();
    },
  };
}
