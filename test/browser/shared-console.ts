import puppeteer, { type Browser, type BrowserContext, type Page } from 'puppeteer-core';
import { launchChromium } from '../../local/launch/chromium.js';
import { apiCall, type ConsoleAddress, DESKTOP, operatorPage, PHONE, signIn, startConsoleServer } from '../../local/launch/console-session.js';

/** Where global-setup.js tells the browser suites (jest's workers inherit it) the server and Chromium they share. */
const SHARED = 'REWARDS_BROWSER_RUN';

/**
 * Starts the one server and the one Chromium every browser suite of a run shares (a start each
 * cost every suite seconds), says where they are in the environment, and answers what stops both.
 * Suites keep apart by their own programs, operators and browser contexts, never by an empty table.
 */
export async function startSharedConsole(): Promise<() => Promise<void>> {
  const [server, chromium] = await Promise.allSettled([startConsoleServer(), launchChromium()]);
  if (server.status === 'rejected' || chromium.status === 'rejected') {
    if (server.status === 'fulfilled') await server.value.stop();
    if (chromium.status === 'fulfilled') await chromium.value.close();
    throw server.status === 'rejected' ? server.reason : (chromium as PromiseRejectedResult).reason;
  }
  const { base, owner, adminToken } = server.value;
  process.env[SHARED] = JSON.stringify({ server: { base, owner, adminToken }, browserWSEndpoint: chromium.value.browser.wsEndpoint() });
  return async () => {
    await chromium.value.close();
    await server.value.stop();
  };
}

/** The run's shared server, and a connection of this suite's own to the shared Chromium (disconnect it when done). */
export async function sharedConsole(): Promise<{ server: ConsoleAddress; browser: Browser }> {
  const shared = process.env[SHARED];
  if (!shared) throw new Error('no shared console server: the browser project\'s global setup starts it (run with --selectProjects browser)');
  const { server, browserWSEndpoint } = JSON.parse(shared) as { server: ConsoleAddress; browserWSEndpoint: string };
  return { server, browser: await puppeteer.connect({ browserWSEndpoint }) };
}

/** An operator who signs in with an e-mail address and a password. */
export interface Operator {
  email: string;
  password: string;
}

/**
 * Invites an operator of `role` (with the owner's token) and answers the temporary password their
 * first sign-in changes.
 */
export const invitedPassword = async (server: ConsoleAddress, email: string, role: string): Promise<string> =>
  (await apiCall<{ temporary_password: string }>(server, 'POST', '/admin/v1/operators', { email, role })).temporary_password;

/**
 * A fresh operator page (operatorPage: its own profile, its errors pushed to `errors`) signed in as
 * `as`, the server's owner unless given; with `newPassword`, through an invited operator's first
 * sign-in.
 */
export async function signedInPage(
  browser: Browser,
  server: ConsoleAddress,
  errors: string[],
  { as = server.owner, newPassword, ...options }: { as?: Operator; newPassword?: string } & NonNullable<Parameters<typeof operatorPage>[2]> = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await operatorPage(browser, errors, options);
  await signIn(opened.page, server.base, as.email, as.password, newPassword);
  return opened;
}

/** The page's width at phone size (more than the phone's: it scrolls sideways); the page is left at desktop size. */
export async function phoneScrollWidth(page: Page): Promise<number> {
  await page.setViewport(PHONE);
  const width = (await page.evaluate('document.documentElement.scrollWidth')) as number;
  await page.setViewport(DESKTOP);
  return width;
}

/** How many buttons the page shows by each of `names`: `{ Edit: 0, Archive: 1 }`. */
export async function countButtons(page: Page, ...names: string[]): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  for (const name of names) found[name] = (await page.$$(`::-p-aria([name="${name}"][role="button"])`)).length;
  return found;
}

/**
 * Expects the errors the suite's pages logged to be only Chromium's failed loads with `statuses`
 * (the 4xx answers the suite provokes on purpose), `count` of them when given.
 */
export function expectOnlyProvokedErrors(errors: readonly string[], statuses: readonly number[], count?: number): void {
  const provoked = new RegExp(`Failed to load resource: the server responded with a status of (${statuses.join('|')})`);
  expect(errors.filter((error) => !provoked.test(error))).toEqual([]);
  if (count !== undefined) expect(errors.filter((error) => provoked.test(error))).toHaveLength(count);
}
