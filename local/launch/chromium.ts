import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import chromiumPackage from '@sparticuz/chromium';
import puppeteer, { type Browser } from 'puppeteer-core';

/** Debian's chromium package, used where it is installed (or the browser CHROMIUM_PATH names). */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

let extracted: Promise<string> | undefined;

/**
 * The browser to drive: CHROMIUM where it exists, else the headless Chromium that the
 * @sparticuz/chromium package ships, extracted from node_modules once (to the temporary directory,
 * where it stays for the next run), so a machine with Node and nothing else runs the browser tests.
 */
export async function chromiumExecutable(): Promise<{ path: string; shipped: boolean }> {
  if (existsSync(CHROMIUM)) return { path: CHROMIUM, shipped: false };
  extracted ??= chromiumPackage.executablePath();
  return { path: await extracted, shipped: true };
}

/**
 * Headless Chromium with a profile of its own, quiet on the network: without these flags it
 * reaches for updates, sync and QUIC and stalls on a machine without outbound access. Throws
 * (never skips) when no browser starts.
 */
export async function launchChromium(): Promise<{ browser: Browser; close: () => Promise<void> }> {
  const { path, shipped } = await chromiumExecutable();
  const profile = mkdtempSync(join(tmpdir(), 'rewards-chromium-'));
  let browser: Browser;
  try {
    browser = await puppeteer.launch({
      executablePath: path,
      // The shipped build is Chromium's headless shell, which has no other mode.
      headless: shipped ? 'shell' : true,
      timeout: 20_000,
      // The shipped build's own fonts, for a machine that has none.
      env: shipped && !existsSync('/etc/fonts/fonts.conf') ? { ...process.env, FONTCONFIG_PATH: join(tmpdir(), 'fonts') } : process.env,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
        `--user-data-dir=${profile}`,
      ],
    });
  } catch (error) {
    rmSync(profile, { recursive: true, force: true });
    const extractedHint = shipped ? `; if an earlier extraction was cut short, remove ${path} and run again` : '';
    throw new Error(`Chromium could not be started from ${path}${extractedHint}: ${(error as Error).message}`);
  }
  return {
    browser,
    close: async () => {
      await browser.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
