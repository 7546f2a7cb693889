import type { Browser, Page } from 'puppeteer-core';
import { apiCall, apiKeyHeader, auditBothSizes, choose, click, type ConsoleAddress, fill, noViolations, operatorPage, signIn } from '../../local/launch/console-session.js';
import { sharedConsole } from './shared-console.js';

/**
 * The member list in the console, as a support desk uses it: browse a program's members a page
 * at a time, find one by the start of a name and by part of a phone number, open them and come
 * back to the same list, order by points, and be told in plain words when a filter is wrong; at
 * desktop and phone sizes with a long program name, with axe-core's findings and no page wider
 * than the screen.
 */

/** The page's globals, for the functions that run in the browser (the project compiles without the DOM library). */
declare const document: {
  querySelectorAll(selector: string): ArrayLike<{ textContent: string | null }>;
  documentElement: { scrollWidth: number };
};

const NEW_PASSWORD = 'A long password of my own 3';
/** Chromium logs every 4xx answer: an invited operator's first sign-in (403 until they set their password) and the filter refused on purpose. */
const PROVOKED = [/\/console\/: Failed to load resource: the server responded with a status of 403/, /redeemable_points_min=10&redeemable_points_max=5: Failed to load resource: the server responded with a status of 400/];
const unprovoked = (errors: string[]) => errors.filter((error) => !PROVOKED.some((provoked) => provoked.test(error)));
const PROGRAM = 'The Riverside Coffee Roasters Loyalty Club of Greater Portland';
const PHONE = { width: 390, height: 844 };
const PEOPLE = ['Grace Hopper', 'Alan Turing', 'Katherine Johnson', 'Edsger Dijkstra', 'Barbara Liskov', 'Donald Knuth'];

describe('the member list in the console', () => {
  let server: ConsoleAddress;
  let browser: Browser;
  const errors: string[] = [];
  const support = { email: 'lis.members@example.com', password: '' };
  let clientId = '';
  let ada = 0;

  beforeAll(async () => {
    ({ server, browser } = await sharedConsole());
    const program = await apiCall<{ client_id: string; api_key: string }>(server, 'POST', '/admin/v1/clients', { name: PROGRAM });
    clientId = program.client_id;
    const key = apiKeyHeader(program.api_key);
    const join = (first: string, last: string, extra: Record<string, unknown> = {}) =>
      apiCall<{ id: number }>(
        server,
        'POST',
        '/v2/users',
        { first_name: first, last_name: last, date_of_birth: 631152000, postal_code: '97201', email_address: `${first}.${last}@example.com`.replaceAll(' ', '').toLowerCase(), ...extra },
        key,
      );
    ada = (await join('Ada', 'Lovelace', { mobile_phone_number: '555-0101', email_address: 'ada.lovelace@example.com' })).id;
    // 30 more members, enough for a second page of 25.
    for (let i = 0; i < 30; i++) {
      const [first, last] = (PEOPLE[i % PEOPLE.length] as string).split(' ') as [string, string];
      await join(first, `${last} ${i}`);
    }
    await apiCall(server, 'POST', `/admin/v1/clients/${clientId}/members/${ada}/points_adjustments`, { points: 900, reason: 'Opening goodwill' });
    const invited = await apiCall<{ temporary_password: string }>(server, 'POST', '/admin/v1/operators', { email: support.email, role: 'support' });
    support.password = invited.temporary_password;
  }, 120_000);
  afterAll(async () => {
    await browser?.disconnect();
  });

  const rows = (page: Page) => page.$$eval('table.member-list tbody tr', (nodes) => nodes.map((node) => node.querySelector('td')?.textContent ?? ''));
  const widthAtPhone = async (page: Page) => {
    await page.setViewport(PHONE);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    await page.setViewport({ width: 1280, height: 800 });
    return width;
  };

  it('browses the members page by page, finds one by the start of a surname and by part of a phone number, and comes back to the same search', async () => {
    const { context, page } = await operatorPage(browser, errors);
    const audits: Record<string, unknown[]> = {};
    await signIn(page, server.base, support.email, support.password, NEW_PASSWORD);
    await page.goto(`${server.base}/console/programs/${clientId}/members`, { waitUntil: 'load' });
    await page.waitForSelector('table.member-list');
    const firstPage = await rows(page);
    await auditBothSizes(page, 'member list', audits, { settled: true });
    const listWidth = await widthAtPhone(page);
    await click(page, 'Next page');
    await page.waitForSelector('::-p-text(Page 2)');
    await page.waitForFunction(`document.querySelectorAll('table.member-list tbody tr').length === 6`);
    const secondPage = await rows(page);

    await fill(page, 'Name, e-mail, phone or id', 'lovel');
    await click(page, 'Search');
    await page.waitForSelector('::-p-text(Members matching “lovel”)');
    await page.waitForFunction(`document.querySelectorAll('table.member-list tbody tr').length === 1`);
    const bySurname = await rows(page);
    await click(page, 'Ada Lovelace', 'link');
    await page.waitForSelector('::-p-aria([name="Ada Lovelace"][role="heading"])');
    await page.goBack();
    await page.waitForSelector('::-p-text(Members matching “lovel”)');
    const afterBack = await rows(page);

    await fill(page, 'Name, e-mail, phone or id', '555 01');
    await choose(page, 'Search in', 'mobile_phone_number');
    await click(page, 'Search');
    await page.waitForSelector('::-p-text(Members matching “555 01”)');
    await page.waitForFunction(`document.querySelectorAll('table.member-list tbody tr').length === 1`);
    const byPhone = await rows(page);
    await auditBothSizes(page, 'member search', audits, { settled: true });
    await context.close();

    expect(firstPage).toHaveLength(25);
    expect(secondPage).toHaveLength(6);
    // Every member once over the two pages (members who joined in the same second stand in id order).
    expect(new Set([...firstPage, ...secondPage]).size).toBe(31);
    expect([...firstPage, ...secondPage]).toContain('Ada Lovelace');
    expect(bySurname).toEqual(['Ada Lovelace']);
    expect(afterBack).toEqual(['Ada Lovelace']);
    expect(byPhone).toEqual(['Ada Lovelace']);
    expect(listWidth).toBeLessThanOrEqual(PHONE.width);
    expect(audits).toEqual(noViolations(audits));
    expect(unprovoked(errors)).toEqual([]);
  }, 90_000);

  it('orders the members by redeemable points, and says in plain words which filter is wrong', async () => {
    const { context, page } = await operatorPage(browser, errors);
    await signIn(page, server.base, support.email, NEW_PASSWORD);
    await page.goto(`${server.base}/console/programs/${clientId}/members`, { waitUntil: 'load' });
    await page.waitForSelector('table.member-list');

    await page.click('::-p-text(Order and filters)');
    await choose(page, 'Order', 'redeemable_points:desc');
    await click(page, 'Apply');
    await page.waitForSelector('::-p-aria([name="Most redeemable points"][role="heading"])');
    await page.waitForFunction(`document.querySelector('table.member-list tbody tr td')?.textContent === 'Ada Lovelace'`);
    const richest = await rows(page);
    await fill(page, 'Redeemable points from', '10');
    await fill(page, 'Redeemable points up to', '5');
    await click(page, 'Apply');
    const problem = await page.waitForSelector('.field.invalid .field-error', { visible: true });
    const message = await problem?.evaluate((node) => node.textContent);
    const invalid = await page.$$eval('[aria-invalid="true"]', (nodes) => nodes.length);
    await context.close();

    expect(richest[0]).toBe('Ada Lovelace');
    expect(message).toBe('must not be below the lowest number of points asked for');
    expect(message).not.toMatch(/redeemable_points|Invalid input|expected/);
    expect(invalid).toBe(1);
    expect(unprovoked(errors)).toEqual([]);
  }, 60_000);
});
