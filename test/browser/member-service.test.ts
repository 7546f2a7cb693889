import type { Browser, Page } from 'puppeteer-core';
import {
  apiCall,
  apiKeyHeader,
  auditBothSizes,
  choose,
  click,
  type ConsoleAddress,
  DESKTOP,
  fill,
  noViolations,
  operatorPage,
  PHONE,
  signIn,
  text,
} from '../../local/launch/console-session.js';
import { sharedConsole } from './shared-console.js';

/**
 * Customer service on a member in the operator console, in headless Chromium against `npm
 * start`'s server: support fixes a member's e-mail (every invalid field shown at once first),
 * overrides their tier, deactivates and reactivates them behind a confirmation, adds a note; each
 * confirms it happened, the member's audit tab shows every change, a viewer sees none of the
 * tools, and the page is axe-core clean and never scrolls sideways at desktop and phone sizes.
 */

/** The page's globals, for the functions that run in the browser (the project compiles without the DOM library). */
declare const document: {
  querySelectorAll(selector: string): ArrayLike<{ textContent: string | null }>;
  documentElement: { scrollWidth: number };
  activeElement: { textContent: string | null } | null;
};

const NEW_PASSWORD = 'A long password of my own 2';
const EMAIL = 'grace.hopper@example.com';
const FIXED_EMAIL = 'grace.h@example.com';
/** An invited operator's first sign-in is answered 403 until they set their own password: the browser logs it. */
const FIRST_SIGN_IN = /\/console\/: Failed to load resource: the server responded with a status of 403/;

describe('customer service on a member in the console', () => {
  let server: ConsoleAddress;
  let browser: Browser;
  const errors: string[] = [];
  const operators = { support: { email: 'sam.service@example.com', password: '' }, viewer: { email: 'vic.service@example.com', password: '' } };
  let clientId = '';
  let memberId = 0;

  beforeAll(async () => {
    ({ server, browser } = await sharedConsole());
    const levels = [
      { id: 'base', title: 'Base', min_value: 0 },
      { id: 'gold', title: 'Gold', min_value: 1000 },
    ];
    const program = await apiCall<{ client_id: string; api_key: string }>(server, 'POST', '/admin/v1/clients', { name: 'Help Desk', settings: { tiers: { version: 2, levels } } });
    clientId = program.client_id;
    const member = { first_name: 'Grace', last_name: 'Hopper', email_address: EMAIL, date_of_birth: 631152000, postal_code: '10001' };
    memberId = (await apiCall<{ id: number }>(server, 'POST', '/v2/users', member, apiKeyHeader(program.api_key))).id;
    await apiCall(server, 'POST', `/admin/v1/clients/${clientId}/members/${memberId}/notes`, { text: 'Prefers e-mail contact.' });
    for (const role of ['support', 'viewer'] as const) {
      const invited = await apiCall<{ temporary_password: string }>(server, 'POST', '/admin/v1/operators', { email: operators[role].email, role });
      operators[role].password = invited.temporary_password;
    }
  }, 60_000);
  afterAll(async () => {
    await browser?.disconnect();
  });

  const memberPage = (page: Page) => page.goto(`${server.base}/console/programs/${clientId}/members/${memberId}`, { waitUntil: 'load' });
  const texts = (page: Page, selector: string) => page.$$eval(selector, (nodes) => nodes.map((node) => node.textContent ?? ''));
  const tab = async (page: Page, name: string) => (await page.waitForSelector(`::-p-aria([name="${name}"][role="tab"])`, { visible: true }))?.click();
  const status = (page: Page, words: string) => page.waitForSelector(`[role="status"] ::-p-text(${words})`, { visible: true });
  /** The page's width at desktop and phone sizes: no wider than the screen means no sideways scrolling. */
  const widths = async (page: Page) => {
    const found: Record<string, number> = {};
    for (const [size, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      await page.setViewport(viewport);
      found[size] = await page.evaluate(() => document.documentElement.scrollWidth);
    }
    await page.setViewport(DESKTOP);
    return found;
  };

  it("lets support fix a member's e-mail, override their tier, deactivate and reactivate them and add a note, each confirmed and audited", async () => {
    const { context, page } = await operatorPage(browser, errors);
    const audits: Record<string, unknown[]> = {};
    await signIn(page, server.base, operators.support.email, operators.support.password, NEW_PASSWORD);
    await memberPage(page);
    await page.waitForSelector('::-p-text(Grace Hopper)');
    await page.waitForSelector('::-p-aria([name="Set the override"][role="button"]), ::-p-aria([name="Clear the override"][role="button"])');
    await auditBothSizes(page, 'member service', audits, { settled: true });
    const pageWidths = await widths(page);

    // Every invalid field at once, in plain words, before anything is sent.
    await fill(page, 'First name', '');
    await fill(page, 'E-mail address', 'not an address');
    await click(page, 'Save profile');
    const formProblem = await text(page, 'form[aria-labelledby="edit-profile"] .form-error');
    const fieldProblems = await texts(page, 'form[aria-labelledby="edit-profile"] .field-error');
    await fill(page, 'First name', 'Grace');
    await fill(page, 'E-mail address', FIXED_EMAIL);
    await click(page, 'Save profile');
    await status(page, 'Profile saved.');
    await page.waitForSelector(`.facts ::-p-text(${FIXED_EMAIL})`);

    await choose(page, 'Tier', 'gold');
    await fill(page, 'Reason for the change', 'VIP guest');
    await click(page, 'Set the override');
    await status(page, 'Tier override set: the member is on Gold.');
    await page.waitForFunction(() => document.querySelectorAll('[data-balance="tier"]')[0]?.textContent === 'Gold');

    // Deactivating by keyboard: the reason, Tab to the button, Enter; then the confirmation names the effect.
    await fill(page, 'Reason for deactivating', 'Asked to pause');
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
    await page.keyboard.press('Enter');
    const question = await text(page, 'form[aria-labelledby="member-standing"] .actions span');
    await auditBothSizes(page, 'member deactivation confirmation', audits);
    await click(page, 'Yes, deactivate');
    await status(page, 'Member deactivated');
    await page.waitForSelector('.facts ::-p-text(Inactive)');
    await fill(page, 'Reason for reactivating', 'Back from abroad');
    await click(page, 'Reactivate member');
    await click(page, 'Yes, reactivate');
    await status(page, 'Member reactivated');
    const reactivated = await text(page, 'form[aria-labelledby="member-standing"] [role="status"]');

    await tab(page, 'Notes');
    await fill(page, 'Note', 'Called about a missing stamp; e-mail corrected.');
    await click(page, 'Add note');
    await status(page, 'Note added.');
    await page.waitForSelector('.member-note ::-p-text(Called about a missing stamp)');
    const note = await text(page, '.member-note');
    await auditBothSizes(page, 'member notes', audits, { settled: true });

    await tab(page, 'Audit');
    await page.waitForSelector('.audit-entry ::-p-text(note)');
    const memberAudit = (await texts(page, '.audit-sentence')).join('\n');
    const auditWidths = await widths(page);
    await context.close();

    for (const found of [pageWidths, auditWidths]) {
      expect(found.desktop).toBeLessThanOrEqual(DESKTOP.width);
      expect(found.phone).toBeLessThanOrEqual(PHONE.width);
    }
    expect(formProblem).toBe('2 fields need a change before this can be saved.');
    expect(fieldProblems).toEqual(['Enter the first name.', 'E-mail address must be an e-mail address, like ada@example.com.']);
    expect(focused).toBe('Deactivate member');
    expect(question).toBe(`Deactivate member ${memberId}? They keep their points and history but cannot sign in or claim receipts until reactivated.`);
    expect(reactivated).toBe('Member reactivated: they can sign in and claim receipts again.');
    expect(note).toMatch(/sam\.service@example\.com \(support\).*Called about a missing stamp; e-mail corrected\./s);
    for (const done of [new RegExp(`${FIXED_EMAIL}`), /set tier override/, /deactivated member/, /reactivated member/, /created member note/]) {
      expect(memberAudit).toMatch(done);
    }
    expect(audits).toEqual(noViolations(audits));
    expect(errors.filter((error) => !FIRST_SIGN_IN.test(error))).toEqual([]);
  }, 90_000);

  it('shows a viewer the notes but none of the service tools', async () => {
    const own: string[] = [];
    const { context, page } = await operatorPage(browser, own);
    await signIn(page, server.base, operators.viewer.email, operators.viewer.password, NEW_PASSWORD);
    await memberPage(page);
    await page.waitForSelector('::-p-text(Grace Hopper)');
    await tab(page, 'Notes');
    await page.waitForFunction(`document.querySelectorAll('.loading').length === 0`);
    const tools = await page.$$('form[aria-labelledby="edit-profile"], form[aria-labelledby="tier-override"], form[aria-labelledby="member-standing"], form[aria-labelledby="add-note"]');
    const notes = await texts(page, '.member-note-text');
    await context.close();

    expect(tools).toHaveLength(0);
    expect(notes).toEqual(expect.arrayContaining(['Prefers e-mail contact.']));
    expect(own.filter((error) => !FIRST_SIGN_IN.test(error))).toEqual([]);
  }, 40_000);
});
