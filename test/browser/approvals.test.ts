import type { Browser } from 'puppeteer-core';
import { apiCall, apiKeyHeader, auditBothSizes, type ConsoleAddress, click, fill, noViolations, PHONE, text } from '../../local/launch/console-session.js';
import { expectOnlyProvokedErrors, invitedPassword, phoneScrollWidth, sharedConsole, signedInPage } from './shared-console.js';

/**
 * A second pair of eyes on large adjustments in the operator console, in headless Chromium against
 * `npm start`'s server: support asks for more points than its cap allows and is told the
 * adjustment waits for approval (the balance unchanged); support sees the request in the Approvals
 * page with no way to approve it; a manager approves it (asked once more, naming member, points
 * and requester) and the member's balance shows it. Checked with axe-core at desktop and phone
 * sizes, with no sideways scrolling on the phone and no page logging an error.
 */

/** The page's globals, for the functions that run in the browser (the project compiles without the DOM library). */
declare const document: { querySelectorAll(selector: string): ArrayLike<{ textContent: string | null }> };

const NEW_PASSWORD = 'A long password of my own 1';

describe('approvals of large adjustments in the console', () => {
  let server: ConsoleAddress;
  let browser: Browser;
  const errors: string[] = [];
  const audits: Record<string, unknown[]> = {};
  const operators = { support: { email: 'april.support@example.com', password: '' }, manager: { email: 'mark.manager@example.com', password: '' } };
  let clientId = '';
  let apiKey = '';
  let memberId = 0;
  const request = () => `the request to give 5000 points to member ${memberId}`;
  const approveButtons = (page: import('puppeteer-core').Page) => page.$$(`::-p-aria([name="Approve ${request()}"][role="button"])`);

  beforeAll(async () => {
    ({ server, browser } = await sharedConsole());
    const program = await apiCall<{ client_id: string; api_key: string }>(server, 'POST', '/admin/v1/clients', { name: 'Tea House' });
    clientId = program.client_id;
    apiKey = program.api_key;
    memberId = (
      await apiCall<{ id: number }>(
        server,
        'POST',
        '/v2/users',
        { first_name: 'Grace', last_name: 'Hopper', email_address: 'grace.tea@example.com', date_of_birth: 631152000, postal_code: '10001' },
        apiKeyHeader(apiKey),
      )
    ).id;
    for (const role of ['support', 'manager'] as const) {
      operators[role].password = await invitedPassword(server, operators[role].email, role);
    }
  }, 60_000);
  afterAll(async () => {
    await browser?.disconnect();
  });

  it('tells support an adjustment over its cap waits for approval, shows it in the queue, and gives support no way to approve it', async () => {
    const { context, page } = await signedInPage(browser, server, errors, { as: operators.support, newPassword: NEW_PASSWORD });
    await page.goto(`${server.base}/console/programs/${clientId}/members/${memberId}`, { waitUntil: 'load' });
    await page.waitForSelector('::-p-text(Grace Hopper)');
    await fill(page, 'Points', '5000');
    await fill(page, 'Reason', 'Lost parcel, large goodwill');
    await click(page, 'Adjust points');
    const sent = await text(page, 'p.adjust-result[role="status"]');
    const redeemable = await text(page, '[data-balance="redeemable"]');
    await auditBothSizes(page, 'member after a request', audits, { settled: true });

    await click(page, 'Approvals', 'link');
    await page.waitForSelector('::-p-text(Give 5000 points to member)');
    await auditBothSizes(page, 'approvals (support)', audits, { settled: true });
    const width = await phoneScrollWidth(page);
    const card = await text(page, 'li.card');
    const approve = await approveButtons(page);
    await context.close();

    expect(sent).toMatch(/^Sent for approval: giving 5000 points is waiting for approval by another manager or owner until .+\. The balance has not changed yet\.$/);
    expect(redeemable).toBe('0');
    expect(width).toBeLessThanOrEqual(PHONE.width);
    expect(card).toContain(operators.support.email);
    expect(card).toContain('Lost parcel, large goodwill');
    expect(approve).toHaveLength(0);
  }, 60_000);

  it('lets a manager approve it after a confirmation naming member, points and requester, and the balance shows it', async () => {
    const { context, page } = await signedInPage(browser, server, errors, { as: operators.manager, newPassword: NEW_PASSWORD });
    await page.goto(`${server.base}/console/programs/${clientId}/approvals`, { waitUntil: 'load' });
    await page.waitForSelector('::-p-text(Give 5000 points to member)');
    await auditBothSizes(page, 'approvals (manager)', audits, { settled: true });
    const width = await phoneScrollWidth(page);

    await click(page, `Approve ${request()}`);
    const question = await text(page, 'li.card form .actions span');
    const yes = await page.waitForSelector('::-p-aria([name="Yes, approve"][role="button"])', { visible: true });
    await yes?.focus();
    await page.keyboard.press('Enter');
    const approved = await text(page, 'p.notice[role="status"]');
    await page.waitForSelector('::-p-text(No adjustments are waiting for approval.)');
    await auditBothSizes(page, 'approvals (none waiting)', audits, { settled: true });
    await page.goto(`${server.base}/console/programs/${clientId}/members/${memberId}`, { waitUntil: 'load' });
    await page.waitForFunction(() => document.querySelectorAll('[data-balance="redeemable"]')[0]?.textContent === '5000');
    const redeemable = await text(page, '[data-balance="redeemable"]');
    await context.close();
    const points = await apiCall<{ redeemable_points: number }>(server, 'GET', `/v2/users/${memberId}/points`, undefined, apiKeyHeader(apiKey));

    expect(width).toBeLessThanOrEqual(PHONE.width);
    expect(question).toBe(`Give 5000 points to member ${memberId}, as ${operators.support.email} asked? This cannot be undone.`);
    expect(approved).toBe(`Approved: the adjustment is applied. Member ${memberId} has 5000 redeemable points now.`);
    expect(redeemable).toBe('5000');
    expect(points.redeemable_points).toBe(5000);
  }, 60_000);

  it('finds no serious or critical accessibility problem at either size, and no page logs an error', () => {
    expect(audits).toEqual(noViolations(audits));
    // Chromium logs every 4xx answer: the two first sign-ins (a new password needed) are the only ones.
    expectOnlyProvokedErrors(errors, [400, 403], 2);
  });
});
