import type { Browser } from 'puppeteer-core';
import { apiCall, apiKeyHeader, auditBothSizes, click, type ConsoleAddress, fill, noViolations, PHONE, seriousViolations, text } from '../../local/launch/console-session.js';
import { invitedPassword, sharedConsole, signedInPage } from './shared-console.js';

/**
 * The console on a phone (390x844) with a program whose name is 60 characters long: no page
 * scrolls sideways, the menu button stays on the screen, the picker keeps the whole name in its
 * title, and tables become cards that name each value. Checked with axe-core on the pages with
 * tables at both sizes. And after following a link, focus is on the new page's heading.
 */

/** The page's globals, for the functions that run in the browser (the project compiles without the DOM library). */
declare const document: {
  activeElement: { tagName: string; textContent: string | null } | null;
  documentElement: { scrollWidth: number };
  querySelector(selector: string): { getBoundingClientRect(): { right: number }; getAttribute(name: string): string | null } | null;
  querySelectorAll(selector: string): ArrayLike<{ getAttribute(name: string): string | null }>;
};

const LONG_NAME = 'The Extraordinarily Long-Named Neighbourhood Coffee Club Ltd';

describe('the console on a phone, with a long program name', () => {
  let server: ConsoleAddress;
  let browser: Browser;
  let clientId = '';
  let memberId = 0;
  let segmentId = '';
  const errors: string[] = [];
  // Signed out by the session test: an operator of its own, as a sign-out ends every session of the account.
  const leaver = { email: 'lee.layout@example.com', password: '' };
  const LEAVER_PASSWORD = 'A long password of my own 2';

  beforeAll(async () => {
    ({ server, browser } = await sharedConsole());
    const program = await apiCall<{ client_id: string; api_key: string }>(server, 'POST', '/admin/v1/clients', { name: LONG_NAME });
    clientId = program.client_id;
    const base = `/admin/v1/clients/${clientId}`;
    await apiCall(server, 'POST', `${base}/activities`, { name: 'visit', title: 'A store visit with a rather long title', num_points: 10 });
    await apiCall(server, 'POST', `${base}/rewards`, { title: 'Free latte', num_points: 100, total_quantity: 250 });
    leaver.password = await invitedPassword(server, leaver.email, 'manager');
    memberId = (
      await apiCall<{ id: number }>(
        server,
        'POST',
        '/v2/users',
        { first_name: 'Ada', last_name: 'Byron', email_address: 'ada.layout@example.com', date_of_birth: 631152000, postal_code: '10001' },
        apiKeyHeader(program.api_key),
      )
    ).id;
    // A segment with a long name and the member in it: the segment's page lists them as a card.
    segmentId = (await apiCall<{ segment_id: string }>(server, 'POST', `${base}/segments`, { name: 'Regulars who came to every single tasting evening this year' }))
      .segment_id;
    await apiCall(server, 'POST', `${base}/segments/${segmentId}/members`, { add: [memberId] });
    // A request over the approval threshold: the Approvals page lists it.
    await apiCall(server, 'POST', `${base}/members/${memberId}/points_adjustments`, { points: 20_000, reason: 'A prize for the longest visit streak of the year' });
  }, 60_000);
  afterAll(async () => {
    await browser?.disconnect();
  });

  it('has no page wider than the phone, and the menu button on the screen', async () => {
    expect(LONG_NAME).toHaveLength(60);
    const { context, page } = await signedInPage(browser, server, errors);
    await page.setViewport(PHONE);
    const paths = [
      '/programs',
      ...['settings', 'reports', 'activities', 'rewards', 'segments', 'campaigns', 'webhooks', 'imports', 'exports', 'members', 'orders', 'audit', 'receipts', 'approvals', 'keys'].map(
        (section) => `/programs/${clientId}/${section}`,
      ),
      `/programs/${clientId}/members/${memberId}`,
      `/programs/${clientId}/segments/${segmentId}`,
      '/audit',
      '/operators',
    ];
    const wide: string[] = [];
    for (const path of paths) {
      await page.goto(`${server.base}/console${path}`, { waitUntil: 'load' });
      await page.waitForSelector('main h1', { visible: true });
      await page.waitForFunction(`document.querySelectorAll('.loading').length === 0`);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      const menuRight = await page.evaluate(() => document.querySelector('.menu-button')?.getBoundingClientRect().right ?? 0);
      if (width > PHONE.width || menuRight > PHONE.width) wide.push(`${path}: page ${width} px, menu button ends at ${Math.round(menuRight)} px`);
    }
    await page.goto(`${server.base}/console/programs/${clientId}/settings`, { waitUntil: 'load' });
    await page.waitForSelector('main h1', { visible: true });
    // The picker names its programs once their list has loaded.
    await page.waitForFunction(`Boolean(document.querySelector('.picker select')?.getAttribute('title'))`);
    const title = await page.evaluate(() => document.querySelector('.picker select')?.getAttribute('title'));
    await context.close();

    expect(wide).toEqual([]);
    expect(title).toBe(LONG_NAME);
    expect(errors).toEqual([]);
  }, 120_000);

  it('turns tables into cards that name each value, axe-core clean at both sizes', async () => {
    const { context, page } = await signedInPage(browser, server, errors);
    const audits: Record<string, unknown[]> = {};
    const labels: Record<string, string[]> = {};
    for (const section of ['activities', 'rewards']) {
      await page.goto(`${server.base}/console/programs/${clientId}/${section}`, { waitUntil: 'load' });
      await page.waitForSelector('.table-wrap tbody td');
      await auditBothSizes(page, section, audits, { settled: true });
      await page.setViewport(PHONE);
      labels[section] = await page.evaluate(() => Array.from(document.querySelectorAll('.table-wrap tbody tr:first-child td'), (cell) => cell.getAttribute('data-label') ?? ''));
    }
    await context.close();

    expect(audits).toEqual(noViolations(audits));
    for (const section of ['activities', 'rewards']) expect({ section, unlabelled: labels[section]!.filter((label) => label === '').length }).toEqual({ section, unlabelled: 0 });
    expect(labels.rewards).toEqual(expect.arrayContaining(['Title']));
  }, 120_000);

  it("moves focus to the new page's heading after following a link, so the keyboard starts there", async () => {
    const { context, page } = await signedInPage(browser, server, errors);
    await page.goto(`${server.base}/console/programs/${clientId}/rewards`, { waitUntil: 'load' });
    await page.waitForSelector('main h1', { visible: true });
    await click(page, 'Activities', 'link');
    await page.waitForFunction(`document.activeElement?.tagName === 'H1'`);
    const focused = await page.evaluate(() => document.activeElement?.textContent);
    await context.close();

    expect(focused).toBe('Activities');
  }, 60_000);

  it('signs in again over the page when a call finds the session over, keeping what was typed, so the form is sent as it was', async () => {
    const { context, page } = await signedInPage(browser, server, [], { as: leaver, newPassword: LEAVER_PASSWORD });
    await page.goto(`${server.base}/console/programs/${clientId}/activities`, { waitUntil: 'load' });
    await click(page, 'New activity');
    await fill(page, 'Name', 'late_visit');
    await fill(page, 'Title', 'A visit after the session ran out');
    await fill(page, 'Points', '15');
    // The session ends elsewhere (a sign-out on another device): this tab's next call finds it over.
    await page.evaluate(`(async () => {
      const session = JSON.parse(sessionStorage.getItem('rewards-console.session') ?? '{}');
      await fetch('/admin/v1/sign_out', { method: 'POST', headers: { authorization: 'Bearer ' + session.accessToken } });
    })()`);
    await click(page, 'Create activity');
    const notice = await text(page, 'dialog.session-ended p.notice[role="status"]');
    const offered = await page.$eval('dialog.session-ended input[type="email"]', (input) => (input as unknown as { value: string }).value);
    const violations = await seriousViolations(page);
    await fill(page, 'Password', LEAVER_PASSWORD);
    await click(page, 'Sign in');
    await page.waitForFunction(`!document.querySelector('dialog.session-ended')`);
    const kept = await page.$$eval('main input', (inputs) => inputs.map((input) => (input as unknown as { value: string }).value));
    await click(page, 'Create activity');
    await page.waitForSelector('::-p-text(A visit after the session ran out)');
    const here = new URL(page.url()).pathname;
    await context.close();

    expect(notice).toBe('Sign in again to carry on: what you typed on this page is kept.');
    expect(offered).toBe(leaver.email);
    expect(violations).toEqual([]);
    expect(kept).toEqual(expect.arrayContaining(['late_visit', 'A visit after the session ran out', '15']));
    expect(here).toBe(`/console/programs/${clientId}/activities`);
  }, 60_000);
});
