import type { Browser } from 'puppeteer-core';
import { apiCall, auditBothSizes, click, type ConsoleAddress, fill, noViolations, operatorPage, signIn } from '../../local/launch/console-session.js';
import { sharedConsole } from './shared-console.js';

/**
 * The console's forms check themselves before they send anything: every field that needs a change
 * is named at once, in plain words, under the field, with the first one focused, and a blank
 * required number stays blank (it is never sent as 0). Checked on the reward and activity forms.
 */

/** The page's globals, for the functions that run in the browser (the project compiles without the DOM library). */
declare const document: {
  activeElement: { id: string } | null;
  querySelectorAll(selector: string): ArrayLike<{ textContent: string | null }>;
  querySelector(selector: string): { id: string } | null;
};

describe('console forms', () => {
  let server: ConsoleAddress;
  let browser: Browser;
  let clientId = '';
  const errors: string[] = [];

  beforeAll(async () => {
    ({ server, browser } = await sharedConsole());
    clientId = (await apiCall<{ client_id: string }>(server, 'POST', '/admin/v1/clients', { name: 'Form Checks' })).client_id;
  }, 60_000);
  afterAll(async () => {
    await browser?.disconnect();
  });

  const fieldErrors = (page: import('puppeteer-core').Page) => page.evaluate(() => Array.from(document.querySelectorAll('form .field-error'), (node) => node.textContent ?? ''));

  it('a reward with a blank title, points and stock is not sent: all three are named at once, the title focused', async () => {
    const { context, page } = await operatorPage(browser, errors);
    await signIn(page, server.base, server.owner.email, server.owner.password);
    await page.goto(`${server.base}/console/programs/${clientId}/rewards`, { waitUntil: 'load' });
    await click(page, 'New reward');
    await click(page, 'Create reward');
    await page.waitForSelector('form .field-error');
    const blank = await fieldErrors(page);
    const focused = await page.evaluate(() => document.activeElement?.id === document.querySelector('form input')?.id);
    const summary = await page.$eval('form p.form-error[role="alert"]', (node) => node.textContent);
    const audits: Record<string, unknown[]> = {};
    await auditBothSizes(page, 'reward form with problems', audits);

    await fill(page, 'Title', 'Free latte');
    await fill(page, 'Points', '1.5');
    await fill(page, 'Stock', '250');
    await click(page, 'Create reward');
    await page.waitForFunction(`document.querySelectorAll('form .field-error').length === 1`);
    const fraction = await fieldErrors(page);
    const stillNone = await apiCall<unknown[]>(server, 'GET', `/admin/v1/clients/${clientId}/rewards`);

    await fill(page, 'Points', '100');
    await click(page, 'Create reward');
    await page.waitForFunction(`!document.querySelector('form[aria-labelledby="reward-form"]')`);
    const created = await apiCall<Array<{ title: string; num_points: number }>>(server, 'GET', `/admin/v1/clients/${clientId}/rewards`);
    await context.close();

    expect(blank).toEqual(['Enter the title.', 'Enter the points.', 'Enter the stock.']);
    expect(focused).toBe(true);
    expect(summary).toBe('3 fields need a change before this can be saved.');
    expect(audits).toEqual(noViolations(audits));
    expect(fraction).toEqual(['Points must be a whole number.']);
    expect(stillNone).toEqual([]);
    expect(created.map(({ title, num_points }) => ({ title, num_points }))).toEqual([{ title: 'Free latte', num_points: 100 }]);
    expect(errors).toEqual([]);
  }, 60_000);

  it('an activity with negative points is refused in plain words before it is sent', async () => {
    const { context, page } = await operatorPage(browser, errors);
    await signIn(page, server.base, server.owner.email, server.owner.password);
    await page.goto(`${server.base}/console/programs/${clientId}/activities`, { waitUntil: 'load' });
    await click(page, 'New activity');
    await fill(page, 'Name', 'visit');
    await fill(page, 'Title', 'Store visit');
    await fill(page, 'Points', '-5');
    await click(page, 'Create activity');
    await page.waitForSelector('form .field-error');
    const problems = await fieldErrors(page);
    const none = await apiCall<unknown[]>(server, 'GET', `/admin/v1/clients/${clientId}/activities`);
    await context.close();

    expect(problems).toEqual(['Points must be 0 or more.']);
    expect(none).toEqual([]);
  }, 60_000);
});
