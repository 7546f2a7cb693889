import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'puppeteer-core';
import { apiCall, apiKeyHeader, auditBothSizes, click, type ConsoleAddress, control, noViolations, operatorPage, ownerCall, signIn, text } from '../../local/launch/console-session.js';
import { sharedConsole } from './shared-console.js';

/**
 * The Reports page in headless Chromium against `npm start`'s server: members join, earn points
 * for an activity, redeem a reward and get an adjustment through the API; once the stream has
 * counted them, a manager reads the same totals on the page as the API answers, the top lists,
 * and the charts' day-by-day tables over a quick range and a range typed in the date fields; a
 * refused range shows the API's message beside the dates; Download CSV saves the daily series;
 * a rebuild is confirmed and shown queued; a viewer sees no rebuild button. axe-core at desktop
 * and phone sizes, the range controls reached by keyboard, and no page logs an error.
 */

/** The page's globals, for the functions that run in the browser (the project compiles without the DOM library). */
declare const document: {
  activeElement: { textContent: string | null; getAttribute(name: string): string | null } | null;
  querySelectorAll(selector: string): ArrayLike<{ textContent: string | null }>;
};
declare const HTMLInputElement: { prototype: object };
declare const Event: new (type: string, init: { bubbles: boolean }) => unknown;

const NEW_PASSWORD = 'A long password of my own 1';
const TIERS = {
  version: 2,
  levels: [
    { id: 'bronze', title: 'Bronze', min_value: 0 },
    { id: 'silver', title: 'Silver', min_value: 500 },
    { id: 'gold', title: 'Gold', min_value: 1000 },
  ],
};
const MEMBERS = ['ada', 'alan', 'grace'];

interface Summary {
  members: number;
  outstanding_points: number;
  points_issued: number;
  points_redeemed: number;
  points_expired: number;
}

/** A UTC day `back` days before today. */
const dayBefore = (back: number) => new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);
const digits = (value: string) => Number(value.replace(/[^\d-]/g, ''));

describe('the Reports page of the console', () => {
  let server: ConsoleAddress;
  let browser: Browser;
  const errors: string[] = [];
  const audits: Record<string, unknown[]> = {};
  const operators = { manager: { email: 'mia@example.com', password: '' }, viewer: { email: 'vince@example.com', password: '' } };
  let clientId = '';
  let manager: { context: BrowserContext; page: Page };
  const downloads = mkdtempSync(join(tmpdir(), 'console-reports-'));

  const admin = <T = Record<string, unknown>>(method: string, path: string, body?: unknown, expected?: number) =>
    ownerCall<T>(server, method, `/admin/v1/clients/${clientId}${path}`, body, expected);
  const open = (page: Page) => page.goto(`${server.base}/console/programs/${clientId}/reports`, { waitUntil: 'load' });
  /** The totals on the page, by the figure's key. */
  const figures = (page: Page) =>
    page.$$eval('[data-figure]', (nodes) => Object.fromEntries(nodes.map((node) => [node.getAttribute('data-figure'), node.querySelector('dd')?.textContent ?? ''])));
  /** The rows of a chart's day-by-day table. */
  const chartRows = (page: Page, chart: string) => page.$$eval(`figure[aria-labelledby="${chart}-caption"] tbody tr`, (rows) => rows.map((row) => row.textContent ?? ''));
  const tableRows = (page: Page, label: string) => page.$$eval(`section[aria-label="${label}"] tbody tr`, (rows) =>
      rows.map((row) => Array.from(row.children as ArrayLike<{ textContent: string | null }>, (cell) => cell.textContent)),
    );
  /** Sets a date field as the browser's picker does (one input event), so the test needs no locale's typing order. */
  const setDate = async (page: Page, label: string, day: string) =>
    (await control(page, label)).evaluate((input, value) => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }) as never);
    }, day);

  beforeAll(async () => {
    ({ server, browser } = await sharedConsole());
    const program = await ownerCall<{ client_id: string; api_key: string }>(server, 'POST', '/admin/v1/clients', { name: 'Tea Garden' }, 201);
    clientId = program.client_id;
    const app = apiKeyHeader(program.api_key);
    await admin('PATCH', '/settings', { tiers: TIERS });
    const activity = await admin<{ id: number }>('POST', '/activities', { name: 'visit', title: 'Store visit', num_points: 300 });
    const reward = await admin<{ id: number }>('POST', '/rewards', { title: 'Free pot of tea', num_points: 100, total_quantity: 50 });
    const members: number[] = [];
    for (const name of MEMBERS) {
      const member = { first_name: name, last_name: 'Tester', email_address: `${name}@example.com`, date_of_birth: 631152000, postal_code: '10001' };
      members.push((await apiCall<{ id: number }>(server, 'POST', '/v2/users', member, app)).id);
    }
    // Four credits of 300, an adjustment of 700 and one redemption of 100.
    for (const memberId of [members[0], members[0], members[1], members[2]]) await apiCall(server, 'POST', `/v2/users/${memberId}/activities`, { activity_id: activity.id }, app);
    await apiCall(server, 'POST', `/v2/users/${members[0]}/redemption`, { reward_id: String(reward.id) }, app);
    await admin('POST', `/members/${members[1]}/points_adjustments`, { points: 700, reason: 'Opening gift' });
    for (const [role, operator] of Object.entries(operators)) {
      const invited = await ownerCall<{ temporary_password: string }>(server, 'POST', '/admin/v1/operators', { email: operator.email, role }, 201);
      operator.password = invited.temporary_password;
    }
    // The stream consumer counts every 500 ms: wait until the totals hold every write above.
    for (let tries = 0; ; tries++) {
      const summary = await admin<Summary>('GET', '/reports/summary');
      if (summary.members === MEMBERS.length && summary.points_issued === 1900 && summary.points_redeemed === 100) break;
      if (tries > 100) throw new Error(`the reports never counted the writes: ${JSON.stringify(summary)}`);
      await new Promise((done) => setTimeout(done, 200));
    }
    manager = await operatorPage(browser, errors, { downloadPath: downloads });
    await signIn(manager.page, server.base, operators.manager.email, operators.manager.password, NEW_PASSWORD);
  }, 90_000);

  afterAll(async () => {
    await manager?.context.close();
    await browser?.disconnect();
    rmSync(downloads, { recursive: true, force: true });
  });

  it("shows a manager the API's totals, members by tier and the top rewards and activities", async () => {
    const { page } = manager;
    await open(page);
    await page.waitForSelector('[data-figure="members"]');
    await page.waitForSelector('section[aria-label="Top rewards"] tbody tr');
    await page.waitForSelector('section[aria-label="Top activities"] tbody tr');
    const shown = await figures(page);
    const summary = await admin<Summary>('GET', '/reports/summary');
    const tiers = await tableRows(page, 'Members by tier');
    const rewards = await tableRows(page, 'Top rewards');
    const activities = await tableRows(page, 'Top activities');
    await (await page.waitForSelector('figure[aria-labelledby="chart-liability-caption"] summary'))?.click();
    await auditBothSizes(page, 'reports', audits, { settled: true });

    expect({
      members: digits(shown.members ?? ''),
      outstanding_points: digits(shown.outstanding_points ?? ''),
      points_issued: digits(shown.points_issued ?? ''),
      points_redeemed: digits(shown.points_redeemed ?? ''),
    }).toEqual({ members: summary.members, outstanding_points: summary.outstanding_points, points_issued: summary.points_issued, points_redeemed: summary.points_redeemed });
    expect(summary).toMatchObject({ members: 3, outstanding_points: 1800, points_issued: 1900, points_redeemed: 100 });
    expect(shown.as_of).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d UTC$/);
    // Ada has 600 earned, Alan 1,000, Grace 300.
    expect(tiers).toEqual([
      ['No tier', '0'],
      ['Bronze', '1'],
      ['Silver', '1'],
      ['Gold', '1'],
    ]);
    expect(rewards).toEqual([['Free pot of tea', '1', '100']]);
    expect(activities).toEqual([['visit', '4', '1,200']]);
  });

  it("changes the range with a quick button and with the date fields, and shows the API's message for a refused range", async () => {
    const { page } = manager;
    await open(page);
    await page.waitForSelector('figure[aria-labelledby="chart-liability-caption"]');
    expect(await chartRows(page, 'chart-liability')).toHaveLength(30);

    await click(page, 'Last 7 days');
    await page.waitForFunction(`document.querySelectorAll('figure[aria-labelledby="chart-points-caption"] tbody tr').length === 7`);
    const pressed = await page.$eval('::-p-aria([name="Last 7 days"][role="button"])', (node) => node.getAttribute('aria-pressed'));
    const week = await chartRows(page, 'chart-liability');

    await setDate(page, 'From', dayBefore(13));
    await setDate(page, 'To', dayBefore(3));
    await page.waitForFunction(`document.querySelectorAll('figure[aria-labelledby="chart-members-caption"] tbody tr').length === 11`);
    const typed = await chartRows(page, 'chart-members');

    await setDate(page, 'To', dayBefore(5));
    await setDate(page, 'From', dayBefore(1));
    const message = await text(page, '.field.invalid .field-error');
    const refused = await admin<{ error: string; message: string }>('GET', `/reports/daily?from=${dayBefore(1)}&to=${dayBefore(5)}`, undefined, 400);
    await auditBothSizes(page, 'reports (refused range)', audits, { settled: true });

    expect(pressed).toBe('true');
    expect(week.at(-1)).toMatch(new RegExp(`^${dayBefore(0)}1,800$`));
    expect(typed[0]).toMatch(new RegExp(`^${dayBefore(13)}`));
    expect(typed.at(-1)).toMatch(new RegExp(`^${dayBefore(3)}`));
    expect(refused.error).toBe('param_error');
    expect(`from: ${message}`).toBe(refused.message);
  });

  it('reaches the range buttons and Download CSV by keyboard, and saves the daily series as a CSV file', async () => {
    const { page } = manager;
    await open(page);
    await page.waitForSelector('figure[aria-labelledby="chart-liability-caption"]');
    await (await control(page, 'To')).focus();
    const focused: string[] = [];
    for (let presses = 0; presses < 12 && !focused.includes('Download CSV'); presses++) {
      await page.keyboard.press('Tab');
      focused.push(await page.evaluate(() => document.activeElement?.textContent ?? ''));
    }
    await page.keyboard.press('Enter');
    const file = join(downloads, `reports-${clientId}-${dayBefore(29)}-${dayBefore(0)}.csv`);
    for (let tries = 0; !existsSync(file) && tries < 100; tries++) await new Promise((done) => setTimeout(done, 100));
    const csv = readFileSync(file, 'utf8');

    expect(focused.filter((name) => /^(Last \d+ days|Download CSV)$/.test(name))).toEqual(['Last 7 days', 'Last 30 days', 'Last 90 days', 'Last 400 days', 'Download CSV']);
    expect(csv.startsWith('date,')).toBe(true);
    expect(csv.trim().split('\n')).toHaveLength(31);
  });

  it('lets a manager rebuild the reports after a confirm, the rebuild then shown queued', async () => {
    const { page } = manager;
    await open(page);
    // Lists still loading above would move the button between finding it and clicking it.
    await page.waitForFunction(`document.querySelectorAll('.loading').length === 0`);
    await click(page, 'Rebuild from ledgers');
    await click(page, 'Yes, rebuild');
    const status = await text(page, '.rebuild-status::-p-text(Rebuild queued)');
    await auditBothSizes(page, 'reports (rebuild queued)', audits, { settled: true });
    const buttons = await page.$$eval('main button', (nodes) => nodes.map((node) => node.textContent ?? ''));

    expect(status).toMatch(/^Rebuild queued \(asked for .+ UTC\): \d+ members counted so far\.$/);
    expect(buttons).not.toContain('Rebuild from ledgers');
  });

  it('shows a viewer the reports and the running rebuild without the rebuild button', async () => {
    const { context, page } = await operatorPage(browser, errors);
    await signIn(page, server.base, operators.viewer.email, operators.viewer.password, NEW_PASSWORD);
    await open(page);
    await page.waitForSelector('section[aria-label="Top rewards"] tbody tr');
    const status = await text(page, '.rebuild-status');
    const buttons = await page.$$eval('main button', (nodes) => nodes.map((node) => node.textContent ?? ''));
    await context.close();

    expect(status).toMatch(/^Rebuild queued/);
    expect(buttons).toEqual(['Last 7 days', 'Last 30 days', 'Last 90 days', 'Last 400 days', 'Download CSV']);
  });

  it('finds no serious or critical accessibility problem at either size, and no page logs an error', () => {
    expect(audits).toEqual(noViolations(audits));
    // Chromium logs every 4xx answer; these are the refusals the walk provokes on purpose: the
    // two first sign-ins (a new password needed) and the refused range (its series and two top lists).
    const provoked = /Failed to load resource: the server responded with a status of (400|403)/;
    expect(errors.filter((error) => !provoked.test(error))).toEqual([]);
    expect(errors.filter((error) => provoked.test(error))).toHaveLength(5);
  });
});
