import type { Browser } from 'puppeteer-core';
import { apiCall, apiKeyHeader, auditBothSizes, click, type ConsoleAddress, fill, noViolations, PHONE, text } from '../../local/launch/console-session.js';
import { RECEIPT_JPEG_BASE64 } from '../../walk-kit/receipt-image.js';
import { expectOnlyProvokedErrors, invitedPassword, phoneScrollWidth, sharedConsole, signedInPage } from './shared-console.js';

/**
 * The receipt review queue in the operator console, in headless Chromium against `npm start`'s
 * server: support sees each receipt a member submitted with its image, approves one with points
 * (asked once more, done from the keyboard) and rejects another with a reason, each confirmed in
 * plain words, until nothing waits; a viewer has no way in. Checked with axe-core at desktop and
 * phone sizes, with no sideways scrolling on the phone and no page logging an error.
 */

/** The page's globals, for the functions that run in the browser (the project compiles without the DOM library). */
declare const document: { querySelectorAll(selector: string): ArrayLike<{ naturalWidth?: number }> };

const NEW_PASSWORD = 'A long password of my own 1';

describe('receipts to review in the console', () => {
  let server: ConsoleAddress;
  let browser: Browser;
  const errors: string[] = [];
  const audits: Record<string, unknown[]> = {};
  const operators = { support: { email: 'rita@example.com', password: '' }, viewer: { email: 'rex@example.com', password: '' } };
  let clientId = '';
  let apiKey = '';
  let memberId = 0;
  const receipts: string[] = [];

  beforeAll(async () => {
    ({ server, browser } = await sharedConsole());
    const program = await apiCall<{ client_id: string; api_key: string }>(server, 'POST', '/admin/v1/clients', { name: 'Corner Shop' });
    clientId = program.client_id;
    apiKey = program.api_key;
    const member = apiKeyHeader(apiKey);
    memberId = (await apiCall<{ id: number }>(server, 'POST', '/v2/users', { first_name: 'Rosa', last_name: 'Parks', email_address: 'rosa@example.com', date_of_birth: 631152000, postal_code: '10001' }, member)).id;
    for (const name of ['milk.jpg', 'bread.jpg']) {
      receipts.push((await apiCall<{ id: string }>(server, 'POST', `/v2/users/${memberId}/receipts/submit`, { image: RECEIPT_JPEG_BASE64, file_name: name }, member)).id);
    }
    for (const role of ['support', 'viewer'] as const) {
      operators[role].password = await invitedPassword(server, operators[role].email, role);
    }
  }, 60_000);
  afterAll(async () => {
    await browser?.disconnect();
  });

  it('lets support approve one receipt with points from the keyboard and reject another with a reason, until none waits', async () => {
    const { context, page } = await signedInPage(browser, server, errors, { as: operators.support, newPassword: NEW_PASSWORD });
    await page.goto(`${server.base}/console/programs/${clientId}/receipts`, { waitUntil: 'load' });
    await page.waitForSelector('::-p-text(Receipt milk.jpg)');
    await page.waitForSelector('img.receipt-image');
    await auditBothSizes(page, 'receipts', audits, { settled: true });
    const phoneWidth = await phoneScrollWidth(page);

    await click(page, `Approve receipt ${receipts[0]}`);
    await fill(page, 'Points to credit', '40');
    await page.keyboard.press('Enter');
    const question = await text(page, 'form .actions span');
    const yes = await page.waitForSelector('::-p-aria([name="Yes, approve"][role="button"])', { visible: true });
    await yes?.focus();
    await page.keyboard.press('Enter');
    const approved = await text(page, 'p.notice[role="status"]');
    await page.waitForFunction(() => document.querySelectorAll('.receipt-image').length === 1);

    await click(page, `Reject receipt ${receipts[1]}`);
    await fill(page, 'Reason the member will read', 'The date is cut off.');
    await click(page, 'Reject…');
    await click(page, 'Yes, reject');
    await page.waitForSelector('::-p-text(No receipts are waiting to be reviewed.)');
    const rejected = await text(page, 'p.notice[role="status"]');
    await auditBothSizes(page, 'receipts (none waiting)', audits, { settled: true });
    await context.close();
    const points = await apiCall<{ redeemable_points: number }>(server, 'GET', `/v2/users/${memberId}/points`, undefined, apiKeyHeader(apiKey));
    const history = await apiCall<{ submitted_receipts: Array<{ scan_result: string; scan_result_text: string }> }>(server, 'GET', `/v2/users/${memberId}/receipts`, undefined, apiKeyHeader(apiKey));

    expect(phoneWidth).toBeLessThanOrEqual(PHONE.width);
    expect(question).toBe(`Credit member ${memberId} 40 points for this receipt? This cannot be undone.`);
    expect(approved).toBe(`Receipt ${receipts[0]} approved: member ${memberId} was credited 40 points.`);
    expect(rejected).toBe(`Receipt ${receipts[1]} rejected. Member ${memberId} will see the reason.`);
    expect(points.redeemable_points).toBe(40);
    expect(history.submitted_receipts.map((receipt) => [receipt.scan_result, receipt.scan_result_text])).toEqual([
      ['REJECTED', 'The date is cut off.'],
      ['AWARDED', 'Your receipt earned 40 points.'],
    ]);
  }, 60_000);

  it('gives a viewer no way to the queue', async () => {
    const { context, page } = await signedInPage(browser, server, errors, { as: operators.viewer, newPassword: NEW_PASSWORD });
    await page.goto(`${server.base}/console/programs/${clientId}/orders`, { waitUntil: 'load' });
    await page.waitForSelector('main h1');
    const links = await page.$$eval('nav a', (nodes) => nodes.map((node) => node.textContent ?? ''));
    await context.close();

    expect(links).toContain('Orders');
    expect(links).not.toContain('Receipts');
  }, 60_000);

  it('finds no serious or critical accessibility problem at either size, and no page logs an error', () => {
    expect(audits).toEqual(noViolations(audits));
    // Chromium logs every 4xx answer: the two first sign-ins (a new password needed) are the only ones.
    expectOnlyProvokedErrors(errors, [400, 403], 2);
  });
});
