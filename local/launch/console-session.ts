import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, ElementHandle, Page } from 'puppeteer-core';
import { ctrlC, startLocalServer, startScript } from './server-process.js';

/**
 * The operator console as an operator meets it: `npm start`'s server (its own DynamoDB Local, in
 * memory) on a free port, and the steps every browser walk repeats: sign in, run axe-core.
 */

export interface ConsoleServer {
  base: string;
  owner: { email: string; password: string };
  adminToken: string;
  /** The server's process (its CPU time is in /proc/<pid>/stat) and its DynamoDB Local. */
  pid: number;
  dynamoEndpoint: string;
  stop: () => Promise<void>;
}

/** `env` adds to or overrides the server's environment (logs are silent unless it says otherwise). */
export async function startConsoleServer(nodeOptions: string[] = [], env: Record<string, string> = {}): Promise<ConsoleServer> {
  const [node, ...script] = startScript;
  const server = await startLocalServer(
    [node, ...nodeOptions, ...script],
    { IN_MEMORY: '1', JOBS_EVERY_SECONDS: '0', POWERTOOLS_LOG_LEVEL: 'SILENT', ...env },
    { keepOutput: false },
  );
  const [, email = '', password = ''] = /operator:\s+(\S+) \/ (\S+)/.exec(server.output()) ?? [];
  return {
    base: server.base,
    owner: { email, password },
    adminToken: server.banner('admin token'),
    pid: server.child.pid as number,
    dynamoEndpoint: server.banner('DynamoDB Local'),
    stop: async () => {
      await ctrlC(server);
    },
  };
}

/** What a browser suite needs of the server: where it answers and who owns it. */
export type ConsoleAddress = Pick<ConsoleServer, 'base' | 'owner' | 'adminToken'>;

export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 390, height: 844 } as const;

/** The form control labelled `label` (not a column header or heading of the same words). */
export async function control(page: Page, label: string): Promise<ElementHandle> {
  const until = Date.now() + 15_000;
  for (;;) {
    for (const handle of await page.$$(`::-p-aria(${label})`)) {
      if (
        await handle.evaluate(
          (node) => ['INPUT', 'SELECT', 'TEXTAREA'].includes(node.nodeName) && (node as unknown as { offsetParent: unknown }).offsetParent !== null,
        )
      )
        return handle;
    }
    if (Date.now() > until) throw new Error(`no visible control labelled ${label}`);
    await new Promise((done) => setTimeout(done, 50));
  }
}

/** Fills a labelled control the way a person types. */
export async function fill(page: Page, label: string, value: string): Promise<void> {
  // A busy machine can read a triple click as a double one, or the page can fill the field just after
  // the first click: type again until the field holds exactly what was typed.
  for (let attempt = 1; ; attempt++) {
    const input = await control(page, label);
    await input.click({ count: 3 });
    await input.evaluate((node) => {
      try {
        (node as unknown as { select?: () => void }).select?.();
      } catch {
        // Some input types take no selection; the triple click has done what it could.
      }
    });
    await input.press('Backspace');
    if (value) await input.type(value);
    const typed = await input.evaluate((node) => (node as unknown as { value: string }).value);
    if (typed === value || attempt === 3) return;
  }
}

/** Chooses an option of a labelled select. */
export async function choose(page: Page, label: string, value: string): Promise<void> {
  await (await control(page, label)).select(value);
}

export async function click(page: Page, name: string, role: 'button' | 'link' = 'button'): Promise<void> {
  const target = await page.waitForSelector(`::-p-aria([name="${name}"][role="${role}"])`, { visible: true });
  await target?.click();
}

export async function text(page: Page, selector: string): Promise<string> {
  const element = await page.waitForSelector(selector, { visible: true });
  return (await element?.evaluate((node) => node.textContent ?? '')) ?? '';
}

/** Signs in on the console's form; with `newPassword`, through the invited operator's first sign-in. */
export async function signIn(page: Page, base: string, email: string, password: string, newPassword?: string): Promise<void> {
  await page.goto(`${base}/console/`, { waitUntil: 'load' });
  await fill(page, 'E-mail address', email);
  await fill(page, 'Password', password);
  await click(page, 'Sign in');
  if (newPassword) {
    await fill(page, 'New password', newPassword);
    await click(page, 'Set password and sign in');
  }
  await page.waitForSelector('::-p-aria([name="Sign out"][role="button"])', { visible: true });
}

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface Violation {
  id: string;
  impact: string | null;
  nodes: string[];
}

/** axe-core's serious and critical violations on the page as it stands. */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.addScriptTag({ content: AXE });
  const violations = (await page.evaluate(
    `axe.run(document, { resultTypes: ['violations'] }).then((result) => result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')) })))`,
  )) as Violation[];
  return violations.filter(({ impact }) => impact === 'serious' || impact === 'critical');
}

/**
 * A fresh browser profile (its own storage) for one operator at desktop size, its page's errors
 * and console errors pushed to `errors`; with `acceptDialogs`, the page's confirm dialogs are
 * accepted; with `downloadPath`, the files the page downloads are saved there.
 */
export async function operatorPage(
  browser: Browser,
  errors: string[],
  { acceptDialogs = false, downloadPath }: { acceptDialogs?: boolean; downloadPath?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.createBrowserContext(downloadPath ? { downloadBehavior: { policy: 'allow', downloadPath } } : {});
  const page = await context.newPage();
  await page.setViewport(DESKTOP);
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => message.type() === 'error' && errors.push(`${page.url()}: ${message.text()}`));
  if (acceptDialogs) page.on('dialog', (dialog) => void dialog.accept());
  return { context, page };
}

/**
 * axe-core's serious and critical findings on the page at desktop and phone sizes, kept in `found`
 * under `${label} desktop` and `${label} phone`; with `settled`, read once no list is still loading.
 */
export async function auditBothSizes(page: Page, label: string, found: Record<string, unknown[]>, { settled = false } = {}): Promise<void> {
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewport(viewport);
    await page.waitForSelector('main h1', { visible: true });
    if (settled) await page.waitForFunction(`document.querySelectorAll('.loading').length === 0`);
    found[`${label} ${size}`] = await seriousViolations(page);
  }
  await page.setViewport(DESKTOP);
}

/** What `found` holds when no page had a finding: each label with none. */
export const noViolations = (found: Record<string, unknown[]>): Record<string, unknown[]> => Object.fromEntries(Object.keys(found).map((key) => [key, []]));

/**
 * A setup call to the server's API, as a test or script arranges its data: with the admin token
 * unless other headers are given (a program's api_key for the member API); throws unless the API
 * answers 2xx (or `expected`, when given), and answers the body.
 */
export async function apiCall<T = Record<string, unknown>>(
  server: Pick<ConsoleServer, 'base' | 'adminToken'>,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = { authorization: `Bearer ${server.adminToken}` },
  expected?: number,
): Promise<T> {
  const response = await fetch(`${server.base}${path}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (expected ? response.status !== expected : !response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The operator API as the server's owner (its admin token), for the data a browser walk needs but does not test. */
export const ownerCall = <T = Record<string, unknown>>(
  server: Pick<ConsoleServer, 'base' | 'adminToken'>,
  method: string,
  path: string,
  body?: unknown,
  expected?: number,
): Promise<T> => apiCall<T>(server, method, path, body, undefined, expected);

/** The member API's header for a program's api_key. */
export const apiKeyHeader = (apiKey: string): Record<string, string> => ({ 'x-ct-authorization': `CTApiKey ${apiKey}` });
