import { readFileSync } from 'node:fs';
import { routes } from '../../lib/routes.js';
import { API_REFERENCE_PATHS, OPENAPI_FILE } from '../../local/api-reference.js';
import { matchRoute } from '../../local/dispatch.js';
import { launchChromium } from '../../local/launch/chromium.js';
import { startLocalHttpServer } from '../helpers/local-server.js';

/**
 * The local server's API reference: /docs renders docs/openapi.json with Redoc from
 * node_modules, in a real browser, with every route of the route table on the page and no
 * request leaving the server.
 */

interface Operation {
  operationId?: string;
}
type OpenApi = { paths: Record<string, Record<string, Operation>> };
/** The page's document, for the functions that run in the browser (the project compiles without the DOM library). */
declare const document: { getElementById(id: string): { textContent: string | null } | null };

const committed = (): string => readFileSync(OPENAPI_FILE, 'utf8');

describe('API reference on the local server', () => {
  let base: string;
  let closeServer: () => Promise<void>;

  beforeAll(async () => {
    ({ base, close: closeServer } = await startLocalHttpServer());
  });
  afterAll(() => closeServer());

  it('renders every route of the route table at /docs, with nothing loaded from outside the server', async () => {
    const openapi = JSON.parse(committed()) as OpenApi;
    const expected = routes.map((route) => {
      const operation = openapi.paths[route.path]?.[route.method.toLowerCase()];
      return { route: `${route.method} ${route.path}`, sectionId: operation?.operationId === undefined ? undefined : `operation/${operation.operationId}` };
    });
    expect(expected.filter(({ sectionId }) => sectionId === undefined)).toEqual([]);
    // No skip: a machine without Chromium fails here, with the reason.
    const browser = await launchChromium();
    const page = await browser.browser.newPage();
    const local = (url: string) => url.startsWith(`${base}/`) || url.startsWith('data:') || url.startsWith('blob:');
    const outside: string[] = [];
    const blocked: string[] = [];
    const failures: string[] = [];
    page.on('request', (request) => local(request.url()) || outside.push(request.url()));
    page.on('requestfailed', (request) => local(request.url()) && failures.push(`${request.url()}: ${request.failure()?.errorText}`));
    page.on('pageerror', (error) => failures.push(String(error)));
    page.on('console', (message) => {
      const violation = /^Loading the \w+ '([^']+)' violates the following Content Security Policy/.exec(message.text());
      if (violation) blocked.push(violation[1] as string);
      else if (message.type() === 'error') failures.push(message.text());
    });

    await page.goto(`${base}${API_REFERENCE_PATHS.page}`, { waitUntil: 'load', timeout: 15_000 });
    const ids = expected.map(({ sectionId }) => sectionId as string);
    await page
      .waitForFunction((all: string[]) => all.every((id) => document.getElementById(id) !== null), { timeout: 15_000, polling: 200 }, ids)
      .catch(() => undefined); // the comparison below names what is missing
    // Each operation's section shows its HTTP verb and path (Redoc's endpoint box), whatever its summary.
    const rendered = await page.evaluate(
      (all: { route: string; sectionId: string }[]) =>
        all.map(({ route, sectionId }) => {
          const section = document.getElementById(sectionId);
          const [method, path] = route.split(' ') as [string, string];
          const text = section?.textContent ?? '';
          return { route, shown: section !== null && text.toLowerCase().includes(method.toLowerCase()) && text.includes(path) };
        }),
      expected as { route: string; sectionId: string }[],
    );
    await browser.close();

    expect(rendered.filter(({ shown }) => !shown).map(({ route }) => route)).toEqual([]);
    expect(rendered).toHaveLength(routes.length);
    // Redoc's sidebar shows a logo from its CDN: the page's content security policy blocks it, and
    // anything else from outside.
    expect(outside).toEqual(blocked);
    expect(blocked.filter(local)).toEqual([]);
    expect(failures).toEqual([]);
  }, 40_000);

  it('answers the committed OpenAPI document at /openapi.json', async () => {
    const res = await fetch(`${base}${API_REFERENCE_PATHS.document}`);

    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.text()).toBe(committed());
  });

  it('serves Redoc from node_modules, answers HEAD, and keeps 404 page_not_found for other methods and paths', async () => {
    const bundle = await fetch(`${base}${API_REFERENCE_PATHS.bundle}`);
    const head = await fetch(`${base}${API_REFERENCE_PATHS.page}`, { method: 'HEAD' });
    const post = await fetch(`${base}${API_REFERENCE_PATHS.page}`, { method: 'POST' });
    const below = await fetch(`${base}/docs/other.js`);

    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect((await bundle.text()).length).toBeGreaterThan(100_000);
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await head.text()).toBe('');
    for (const res of [post, below]) {
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: 'page_not_found', message: 'no such route' });
    }
    for (const path of Object.values(API_REFERENCE_PATHS)) expect(matchRoute('GET', path)).toBeUndefined();
  });
});
