import type { Browser, Page } from 'puppeteer-core';
import { apiCall, apiKeyHeader, auditBothSizes, choose, click, type ConsoleAddress, fill, noViolations, PHONE, text } from '../../local/launch/console-session.js';
import { countButtons, expectOnlyProvokedErrors, invitedPassword, phoneScrollWidth, sharedConsole, signedInPage } from './shared-console.js';

/**
 * Earning rules in the operator console, in headless Chromium against `npm start`'s server: the
 * owner makes an event type with a number attribute, builds a rule on it (one condition on the
 * attribute, fixed points) and saves it as a draft, activates it once the confirmation has said
 * what that does to members, changes its points and finds the change among its versions. A viewer
 * reads the rules and event types with no control that writes. Checked with axe-core at desktop
 * and phone sizes, with no sideways scrolling on the phone and no page logging an error.
 */

/** The page's globals, for the functions that run in the browser (the project compiles without the DOM library). */
declare const document: {
  activeElement: { textContent: string | null } | null;
};

const NEW_PASSWORD = 'A long password of my own 1';

describe('earning rules and event types in the console', () => {
  let server: ConsoleAddress;
  let browser: Browser;
  const errors: string[] = [];
  const audits: Record<string, unknown[]> = {};
  const viewer = { email: 'rita.viewer@example.com', password: '' };
  let clientId = '';
  let apiKey = '';
  let memberId = 0;

  const texts = (page: Page, selector: string) => page.$$eval(selector, (nodes) => nodes.map((node) => (node.textContent ?? '').trim()));
  /** Presses Tab until the focused element reads `name`; answers how many presses it took (0 when never). */
  const tabTo = async (page: Page, name: string, most = 40) => {
    for (let presses = 1; presses <= most; presses++) {
      await page.keyboard.press('Tab');
      if ((await page.evaluate(() => document.activeElement?.textContent ?? '')) === name) return presses;
    }
    return 0;
  };

  beforeAll(async () => {
    ({ server, browser } = await sharedConsole());
    ({ client_id: clientId, api_key: apiKey } = await apiCall<{ client_id: string; api_key: string }>(server, 'POST', '/admin/v1/clients', { name: 'Parcel Club' }));
    memberId = (
      await apiCall<{ id: number }>(
        server,
        'POST',
        '/v2/users',
        { first_name: 'Ida', last_name: 'Parcel', email_address: 'ida.parcel@example.com', date_of_birth: 631152000, postal_code: '10001' },
        apiKeyHeader(apiKey),
      )
    ).id;
    viewer.password = await invitedPassword(server, viewer.email, 'viewer');
  }, 60_000);
  afterAll(async () => {
    await browser?.disconnect();
  });

  it('lets the owner make an event type, build a rule on it as a draft, activate it after a confirmation, and change it into a new version', async () => {
    const { context, page } = await signedInPage(browser, server, errors);
    await page.goto(`${server.base}/console/programs/${clientId}/event-types`, { waitUntil: 'load' });
    await page.waitForSelector('::-p-text(No active event types yet.)');
    await click(page, 'New event type');
    await fill(page, 'Name', 'order_shipped');
    await fill(page, 'Title', 'Order shipped');
    await click(page, 'Add attribute');
    await fill(page, 'Attribute 1 key', 'amount');
    await choose(page, 'Attribute 1 type', 'number');
    await click(page, 'Create event type');
    const typeCreated = await text(page, 'main > p.notice[role="status"]');
    const typeRow = await text(page, 'table tbody tr');
    await auditBothSizes(page, 'event types', audits, { settled: true });

    await click(page, 'Rules', 'link');
    await page.waitForSelector('::-p-text(No rules yet.)');
    const newRuleKeys = await tabTo(page, 'New rule');
    await page.keyboard.press('Enter');
    await click(page, 'Save as draft');
    const blank = await text(page, 'form[aria-labelledby="rule-form"] > p.form-error');
    await fill(page, 'Name', 'Big shipments');
    await page.waitForSelector('option[value="order_shipped"]');
    await choose(page, 'Event type', 'order_shipped');
    await click(page, 'Add a condition');
    await choose(page, 'Condition 1 field', 'event.attributes.amount');
    await choose(page, 'Condition 1 test', 'gt');
    await fill(page, 'Condition 1 value', 'fifty');
    await fill(page, 'Points', '25');
    await click(page, 'Save as draft');
    const refused = await text(page, 'form[aria-labelledby="rule-form"] p.form-error[role="alert"]');
    const besideTest = await text(page, '.condition-row .field-error');
    await choose(page, 'Condition 1 test', 'gte');
    await fill(page, 'Condition 1 value', '50');
    await fill(page, 'Member id', String(memberId));
    await fill(page, 'Event amount', '60');
    await click(page, 'Try it');
    const triedTotal = await text(page, 'section[aria-label="What the trigger would earn"] p[role="status"]');
    const triedRule = await text(page, 'section[aria-label="What the trigger would earn"] li');
    await auditBothSizes(page, 'rule builder', audits, { settled: true });
    const builderWidth = await phoneScrollWidth(page);
    await click(page, 'Save as draft');
    await page.waitForSelector('::-p-text(as a draft)');
    const drafted = await text(page, 'main > p.notice[role="status"]');
    const draftStatus = await text(page, '[data-fact="status"]');
    const facts = await texts(page, '.rule-facts dd');

    await click(page, 'Activate');
    const question = await text(page, '.card .actions span');
    const yes = await page.waitForSelector('::-p-aria([name="Yes, activate it"][role="button"])', { visible: true });
    await yes?.focus();
    await page.keyboard.press('Enter');
    await page.waitForSelector('::-p-text(Activated:)');
    const activated = await text(page, 'main > p.notice[role="status"]');
    await page.waitForSelector('[data-fact="status"] ::-p-text(active)');
    const activeStatus = await text(page, '[data-fact="status"]');
    await apiCall(server, 'POST', '/v2/events', { event_id: 'shipment-1', user_id: memberId, type: 'order_shipped', attributes: { amount: 80 } }, apiKeyHeader(apiKey));
    const ruleUrl = page.url();
    await page.goto(`${server.base}/console/programs/${clientId}/members/${memberId}`, { waitUntil: 'load' });
    await page.waitForSelector('table.ledger');
    await page.click('table.ledger tbody tr:first-child button');
    const explained = await text(page, 'section[aria-label^="Why:"] li');
    await auditBothSizes(page, 'ledger explanation', audits, { settled: true });
    await page.goto(ruleUrl, { waitUntil: 'load' });

    await click(page, 'Edit');
    await fill(page, 'Points', '30');
    await click(page, 'Save rule');
    await page.waitForSelector('::-p-text(version 3)');
    const saved = await text(page, 'main > p.notice[role="status"]');
    await page.waitForFunction(`document.querySelectorAll('section[aria-label="Versions, newest first"] tbody tr').length === 3`);
    const versions = await page.$$eval('section[aria-label="Versions, newest first"] tbody tr', (rows) =>
      rows.map((row) => [...row.querySelectorAll('td')].slice(0, 3).map((cell) => (cell.textContent ?? '').trim()).join(' | ')),
    );
    await auditBothSizes(page, 'rule', audits, { settled: true });
    const ruleWidth = await phoneScrollWidth(page);
    await click(page, 'All rules', 'link');
    // The rule's page also names the rule: wait for the list's own row, the versions gone.
    await page.waitForFunction(
      `!document.querySelector('section[aria-label="Versions, newest first"]') && [...document.querySelectorAll('table tbody tr')].some((row) => row.textContent.includes('Big shipments'))`,
    );
    const listRow = await text(page, 'table tbody tr');
    await auditBothSizes(page, 'rules', audits, { settled: true });
    const listWidth = await phoneScrollWidth(page);
    await context.close();

    expect(typeCreated).toBe('Created Order shipped (order_shipped).');
    expect(typeRow).toContain('amount (number)');
    expect(newRuleKeys).toBeGreaterThan(0);
    expect(blank).toBe('3 fields need a change before this can be saved.');
    expect(refused).toBe('conditions.all.0.op: gt takes a number or a date');
    expect(besideTest).toBe('gt takes a number or a date');
    expect(drafted).toBe('Saved Big shipments as a draft: members earn nothing from it until it is activated.');
    expect(draftStatus).toBe('draft');
    expect(facts).toEqual(expect.arrayContaining(['Event order_shipped', 'event.attributes.amount is at least 50', '25 points']));
    expect(question).toBe('Activate Big shipments? Members earn from this rule from now on.');
    expect(activated).toBe('Activated: members earn from this rule from now on.');
    expect(activeStatus).toBe('active');
    expect(triedTotal).toBe('25 points in all: 0 base points and 25 points from rules.');
    expect(triedRule).toMatch(/^Big shipments \(rule draft-1, version \d+\): Fired: 25 points\.$/);
    expect(explained).toMatch(/^Big shipments \(rule \d+, version 2\): Fired: 25 points\.$/);
    expect(saved).toBe('Saved Big shipments: version 3, active.');
    expect(versions).toEqual(['3 | active | 30 points', '2 | active | 25 points', '1 | draft | 25 points']);
    expect(listRow).toContain('Event order_shipped');
    expect(listRow).toContain('30 points');
    expect(Math.max(builderWidth, ruleWidth, listWidth)).toBeLessThanOrEqual(PHONE.width);
  }, 90_000);

  it("builds a birthday rule: the builder offers every trigger, and the rule's page names it", async () => {
    const { context, page } = await signedInPage(browser, server, errors);
    await page.goto(`${server.base}/console/programs/${clientId}/rules`, { waitUntil: 'load' });
    await page.waitForSelector('::-p-text(Rules are on)');
    await click(page, 'New rule');
    await page.waitForSelector('::-p-text(Save as draft)');
    const triggers = await page.$$eval('label', (labels) => {
      const earnedOn = labels.find((label) => label.textContent === 'Earned on');
      const select = earnedOn ? earnedOn.ownerDocument.getElementById(earnedOn.htmlFor) : null;
      return [...(select?.querySelectorAll('option') ?? [])].map((option) => (option.textContent ?? '').trim());
    });
    await fill(page, 'Name', 'Happy birthday');
    await choose(page, 'Earned on', 'birthday');
    await fill(page, 'Points', '100');
    await click(page, 'Save as draft');
    await page.waitForSelector('::-p-text(as a draft)');
    await page.waitForSelector('.rule-facts dd');
    const facts = await texts(page, '.rule-facts dd');
    await context.close();

    expect(triggers).toEqual(['An event', 'A purchase', 'An activity', 'A member joins', 'A member reaches a tier', "A member's birthday"]);
    expect(facts).toEqual(expect.arrayContaining(["A member's birthday", '100 points']));
  }, 60_000);

  it('lets the owner pause every rule with a reason, after a confirmation, and switch them on again', async () => {
    const { context, page } = await signedInPage(browser, server, errors);
    await page.goto(`${server.base}/console/programs/${clientId}/rules`, { waitUntil: 'load' });
    await page.waitForSelector('::-p-text(Rules are on)');
    await click(page, 'Pause every rule');
    await fill(page, 'Reason, for the other operators', 'Budget review');
    const question = await text(page, 'section[aria-labelledby="rules-switch"] .actions span');
    await click(page, 'Yes, pause every rule');
    await page.waitForSelector('::-p-text(Every rule is paused)');
    const paused = await text(page, 'section[aria-labelledby="rules-switch"] p[role="status"]');
    await auditBothSizes(page, 'rules paused', audits, { settled: true });
    const width = await phoneScrollWidth(page);
    const stored = await apiCall(server, 'GET', `/admin/v1/clients/${clientId}/rules/switch`);
    await click(page, 'Switch rules on');
    await click(page, 'Yes, switch them on');
    await page.waitForSelector('::-p-text(Rules are on)');
    await context.close();

    expect(question).toBe('Pause every rule? No rule credits anything until they are switched on again.');
    expect(paused).toMatch(/^Every rule is paused since .+: Budget review\. Members earn only each trigger's own points until rules are switched on again\.$/);
    expect(stored).toMatchObject({ paused: true, reason: 'Budget review' });
    expect(width).toBeLessThanOrEqual(PHONE.width);
  }, 60_000);

  it('shows a viewer the rules, a rule with its versions and the event types, with no control that writes', async () => {
    const { context, page } = await signedInPage(browser, server, errors, { as: viewer, newPassword: NEW_PASSWORD });
    await page.goto(`${server.base}/console/programs/${clientId}/rules`, { waitUntil: 'load' });
    await page.waitForSelector('::-p-text(Big shipments)');
    const onList = await countButtons(page, 'New rule');
    await click(page, 'Big shipments', 'link');
    await page.waitForSelector('[data-fact="status"]');
    const status = await text(page, '[data-fact="status"]');
    const onRule = await countButtons(page, 'Edit', 'Activate', 'Pause', 'Archive');
    await auditBothSizes(page, 'rule (viewer)', audits, { settled: true });
    const width = await phoneScrollWidth(page);
    await page.goto(`${server.base}/console/programs/${clientId}/event-types`, { waitUntil: 'load' });
    await page.waitForSelector('::-p-text(Order shipped)');
    const onTypes = await countButtons(page, 'New event type', 'Edit Order shipped', 'Archive Order shipped');
    await context.close();

    expect(onList).toEqual({ 'New rule': 0 });
    expect(status).toBe('active');
    expect(onRule).toEqual({ Edit: 0, Activate: 0, Pause: 0, Archive: 0 });
    expect(width).toBeLessThanOrEqual(PHONE.width);
    expect(onTypes).toEqual({ 'New event type': 0, 'Edit Order shipped': 0, 'Archive Order shipped': 0 });
  }, 60_000);

  it('finds no serious or critical accessibility problem at either size, and no page logs an error', () => {
    expect(audits).toEqual(noViolations(audits));
    // Chromium logs every 4xx answer: the rule refused for its condition, and the viewer's first sign-in (a new password needed).
    expectOnlyProvokedErrors(errors, [400, 403], 2);
  });
});
