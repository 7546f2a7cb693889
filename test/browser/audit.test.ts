import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Browser, Page } from 'puppeteer-core';
import { apiCall, apiKeyHeader, auditBothSizes, choose, type ConsoleAddress, click, fill, noViolations, operatorPage, PHONE, signIn, text } from '../../local/launch/console-session.js';
import { sharedConsole } from './shared-console.js';

/**
 * The audit log in the operator console, in headless Chromium against `npm start`'s server: a
 * manager sets the program's time zone, then finds that change in the log by their e-mail and the
 * kind of action, as one plain sentence saying what the zone was and became, dated in the
 * program's zone with the UTC instant on hover; then downloads the log so narrowed as a CSV file.
 * Checked with axe-core at desktop and phone sizes, with no sideways scrolling, and no page
 * logging an error.
 */

/** The page's globals, for the functions that run in the browser (the project compiles without the DOM library). */
declare const document: {
  querySelectorAll(selector: string): ArrayLike<{ textContent: string | null; getAttribute(name: string): string | null }>;
  documentElement: { scrollWidth: number };
};

const NEW_PASSWORD = 'A long password of my own 1';
const MANAGER = 'mia.audit@example.com';

describe('the audit log in the console', () => {
  let server: ConsoleAddress;
  let browser: Browser;
  const errors: string[] = [];
  let clientId = '';
  let memberId = 0;
  let password = '';

  const widthAt = async (page: Page, viewport: { width: number; height: number }) => {
    await page.setViewport(viewport);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    await page.setViewport({ width: 1280, height: 800 });
    return width;
  };
  const sentences = (page: Page) => page.$$eval('.audit-sentence', (nodes) => nodes.map((node) => node.textContent ?? ''));

  beforeAll(async () => {
    ({ server, browser } = await sharedConsole());
    const program = await apiCall<{ client_id: string; api_key: string }>(server, 'POST', '/admin/v1/clients', { name: 'Audit Bakery' });
    clientId = program.client_id;
    memberId = (
      await apiCall<{ id: number }>(
        server,
        'POST',
        '/v2/users',
        { first_name: 'Lin', last_name: 'Baker', email_address: 'lin.bakery@example.com', date_of_birth: 631152000, postal_code: '10001' },
        apiKeyHeader(program.api_key),
      )
    ).id;
    // Another operator's entry, of another kind: the filters must leave it out.
    await apiCall(server, 'POST', `/admin/v1/clients/${clientId}/members/${memberId}/points_adjustments`, { points: 250, reason: 'goodwill' });
    password = (await apiCall<{ temporary_password: string }>(server, 'POST', '/admin/v1/operators', { email: MANAGER, role: 'manager' })).temporary_password;
  }, 60_000);
  afterAll(async () => {
    await browser?.disconnect();
  });

  it('finds the time zone change by operator e-mail and kind, in plain words with before and after, dated in the program zone, and downloads it as CSV', async () => {
    const downloads = mkdtempSync(join(tmpdir(), 'audit-csv-'));
    const { context, page } = await operatorPage(browser, errors, { downloadPath: downloads });
    const audits: Record<string, unknown[]> = {};
    await signIn(page, server.base, MANAGER, password, NEW_PASSWORD);
    await page.goto(`${server.base}/console/programs/${clientId}/settings`, { waitUntil: 'load' });
    await choose(page, 'Program time zone', 'Europe/Paris');
    await click(page, 'Save time zone');
    await page.waitForSelector('form[aria-labelledby="settings-zone"] [role="status"]');

    await click(page, 'Audit log', 'link');
    await page.waitForSelector('.audit-entry');
    const everyone = await sentences(page);
    await fill(page, 'Operator e-mail', MANAGER.toUpperCase());
    await choose(page, 'Kind of action', 'settings');
    await click(page, 'Apply filters');
    await page.waitForSelector('::-p-text(Matching entries)');
    await page.waitForFunction(() => document.querySelectorAll('.audit-entry').length === 1 && document.querySelectorAll('.loading').length === 0);
    const narrowed = await sentences(page);
    const time = await page.$eval('.audit-entry time', (node) => ({ shown: node.textContent ?? '', title: node.getAttribute('title') ?? '' }));
    await auditBothSizes(page, 'audit log, filtered', audits, { settled: true });
    await click(page, `Only theirs: entries by ${MANAGER}`);
    await page.waitForSelector(`::-p-text(Entries by ${MANAGER})`);
    await (await page.waitForSelector('.audit-entry summary', { visible: true }))?.click();
    const details = await text(page, '.audit-entry .audit-changes');
    await auditBothSizes(page, 'audit log, entry open', audits, { settled: true });
    const phoneWidth = await widthAt(page, PHONE);
    const desktopWidth = await widthAt(page, { width: 1280, height: 800 });

    await click(page, 'Download CSV');
    const link = await page.waitForSelector('::-p-aria([name="Download the audit CSV (1 entry)"][role="link"])', { visible: true });
    const href = (await link?.evaluate((node) => (node as unknown as { href: string }).href)) ?? '';
    const csv = gunzipSync(Buffer.from(await (await fetch(href)).arrayBuffer())).toString('utf8');
    const saved = await waitForFile(downloads);
    await context.close();

    expect(everyone).toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`gave 250 points to member ${memberId}: goodwill$`))]));
    expect(narrowed).toEqual([`${MANAGER} (manager) changed the program's time zone from UTC to Europe/Paris`]);
    expect(time.shown).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} (CET|CEST)$/);
    expect(time.title).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC$/);
    expect(details).toMatch(/time_zone\s*UTC → Europe\/Paris/);
    expect(phoneWidth).toBeLessThanOrEqual(PHONE.width);
    expect(desktopWidth).toBeLessThanOrEqual(1280);
    const [header, row, end] = csv.split('\r\n');
    expect(header).toBe('time_utc,time_program,operator,role,kind,action,member_id,before,after,request_id');
    expect(row).toContain(`${MANAGER},manager,settings,${MANAGER} (manager) changed the program's time zone from UTC to Europe/Paris,`);
    expect(row).toMatch(/ (CET|CEST),/);
    expect(end).toBe('');
    expect(saved).toMatch(/\.csv\.gz$/);
    expect(audits).toEqual(noViolations(audits));
    // Chromium logs every 4xx answer: the first sign-in (a new password needed) is the only one.
    expect(errors).toEqual([expect.stringMatching(/Failed to load resource: the server responded with a status of 403/)]);
  }, 60_000);
});

/** The name of the first file the browser finished saving in `dir` (none partly written), waiting up to 10 s. */
async function waitForFile(dir: string): Promise<string> {
  for (let tries = 0; tries < 100; tries++) {
    const done = readdirSync(dir).filter((name) => !name.endsWith('.crdownload'));
    if (done.length > 0) return done[0] as string;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return '';
}
