import puppeteer, { type Browser } from 'puppeteer-core';
import { launchChromium } from '../../local/launch/chromium.js';
import { type ConsoleAddress, startConsoleServer } from '../../local/launch/console-session.js';

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
