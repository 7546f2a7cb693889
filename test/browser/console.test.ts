import type { Browser } from 'puppeteer-core';
import { auditBothSizes, choose, click, type ConsoleAddress, control, fill, noViolations, operatorPage, PHONE, signIn, text } from '../../local/launch/console-session.js';
import { sharedConsole } from './shared-console.js';

/**
 * The operator console in headless Chromium against `npm start`'s server and DynamoDB Local: an
 * owner invites a manager, a support operator and a viewer; each signs in (setting a password of
 * their own); the manager creates a program and builds its catalogue; the viewer sees no write control and the
 * API refuses a write sent anyway. Every page is checked with axe-core at desktop and phone sizes,
 * and no page logs an error.
 */

/** The page's globals, for the functions that run in the browser (the project compiles without the DOM library). */
declare const document: { querySelector(selector: string): unknown };
declare const sessionStorage: { getItem(key: string): string | null };
declare function getComputedStyle(element: unknown): { display: string };

const NEW_PASSWORD = 'A long password of my own 1';

describe('operator console', () => {
  let server: ConsoleAddress;
  let browser: Browser;
  const errors: string[] = [];
  const invited: Record<'manager' | 'support' | 'viewer', { email: string; password: string }> = {
    manager: { email: 'mara@example.com', password: '' },
    support: { email: 'sam@example.com', password: '' },
    viewer: { email: 'vic@example.com', password: '' },
  };
  let clientId = '';

  beforeAll(async () => {
    ({ server, browser } = await sharedConsole());
  }, 60_000);
  afterAll(async () => {
    await browser?.disconnect();
  });

  it('lets the owner sign in, create a program, issue a key shown once, invite a manager, a support operator and a viewer, disable and enable an account and change a role', async () => {
    const { context, page } = await operatorPage(browser, errors);
    const audits: Record<string, unknown[]> = {};
    await page.goto(`${server.base}/console/`, { waitUntil: 'load' });
    await page.waitForSelector('form.sign-in');
    await auditBothSizes(page, 'sign-in', audits);

    await signIn(page, server.base, server.owner.email, server.owner.password);
    await auditBothSizes(page, 'programs (at sign-in)', audits);
    await fill(page, 'Program name', 'Coffee Club');
    await click(page, 'Create program');
    const created = await text(page, 'section[aria-labelledby="create-program"] [role="status"]');
    clientId = /client_id (\S+)\)/.exec(created)?.[1] ?? '';
    const firstKey = await text(page, '[data-secret]');
    await auditBothSizes(page, 'programs', audits);

    await page.goto(`${server.base}/console/programs/${clientId}/keys`, { waitUntil: 'load' });
    await click(page, 'Issue an API key');
    const issued = await text(page, '[data-secret]');
    await auditBothSizes(page, 'keys', audits);

    await click(page, 'Operators', 'link');
    for (const role of ['manager', 'support', 'viewer'] as const) {
      await fill(page, 'E-mail address', invited[role].email);
      await choose(page, 'Role', role);
      await click(page, 'Invite');
      invited[role].password = await text(page, '[data-secret]');
      await click(page, 'I have saved it');
    }
    await page.waitForSelector('::-p-aria(Role of vic@example.com)');
    // An account disabled (asked once more) and enabled again from the outcome's undo, and a role
    // change asked about, first kept, then made and changed back.
    await click(page, 'Disable vic@example.com');
    const disableQuestion = await text(page, 'main td .actions span');
    await click(page, 'Yes, disable');
    await page.waitForSelector('main p.notice[role="status"] ::-p-text(is disabled)');
    const disabled = await text(page, 'main p.notice[role="status"]');
    await click(page, 'Enable again');
    await page.waitForSelector('::-p-aria([name="Disable vic@example.com"][role="button"])');
    await choose(page, 'Role of sam@example.com', 'owner');
    const roleQuestion = await text(page, 'main td .actions span');
    await click(page, 'Keep support');
    await page.waitForFunction(() => !document.querySelector('main td .actions span'));
    const keptRole = await page.$eval('::-p-aria(Role of sam@example.com)', (select) => (select as unknown as { value: string }).value);
    await choose(page, 'Role of sam@example.com', 'viewer');
    await click(page, 'Yes, make viewer');
    await page.waitForSelector('main p.notice[role="status"] ::-p-text(sam@example.com now has)');
    const roleChanged = await text(page, 'main p.notice[role="status"]');
    await page.waitForFunction(() => !document.querySelector('main select:disabled'));
    const changedRole = await page.evaluate(async () => {
      const session = JSON.parse(sessionStorage.getItem('rewards-console.session') ?? '{}') as { accessToken: string };
      const answer = await fetch('/admin/v1/operators', { headers: { authorization: `Bearer ${session.accessToken}` } });
      return ((await answer.json()) as { operators: { email: string; role: string; status: string }[] }).operators.map(({ email, role, status }) => ({ email, role, status }));
    });
    await choose(page, 'Role of sam@example.com', 'support');
    await click(page, 'Yes, make support');
    await page.waitForFunction(() => !document.querySelector('main select:disabled'));
    await auditBothSizes(page, 'operators', audits);
    await context.close();

    expect(disableQuestion).toBe('Disable vic@example.com? They are signed out everywhere at once and cannot sign in until enabled again.');
    expect(disabled).toMatch(/^vic@example\.com is disabled and was signed out everywhere\./);
    expect(roleQuestion).toBe('Give sam@example.com the owner role in place of support? An owner may do everything, including operators, API keys and programs.');
    expect(keptRole).toBe('support');
    expect(roleChanged).toBe('sam@example.com now has the viewer role. A viewer reads everything and changes nothing.');
    expect(clientId).toMatch(/\S/);
    expect(firstKey).toMatch(/^rk_/);
    expect(issued).toMatch(/^rk_/);
    expect(Object.values(invited).every(({ password }) => password.length > 10)).toBe(true);
    expect(changedRole).toEqual(
      expect.arrayContaining([
        { email: 'sam@example.com', role: 'viewer', status: 'invited' },
        { email: 'vic@example.com', role: 'viewer', status: 'invited' },
      ]),
    );
    expect(audits).toEqual(noViolations(audits));
  }, 60_000);

  it('lets the manager set a password, see the owner\'s program listed, create a program of their own with an activity with a cap and a reward with stock and variations, and shows the API\'s field messages', async () => {
    const { context, page } = await operatorPage(browser, errors);
    const audits: Record<string, unknown[]> = {};
    await signIn(page, server.base, invited.manager.email, invited.manager.password, NEW_PASSWORD);
    // The owner's program is listed for every operator of the deployment.
    await page.waitForSelector('::-p-aria([name="Settings of Coffee Club"][role="link"])');
    await fill(page, 'Program name', 'Tea House');
    await click(page, 'Create program');
    clientId = /client_id (\S+)\)/.exec(await text(page, 'section[aria-labelledby="create-program"] [role="status"]'))?.[1] ?? '';
    await click(page, 'Activities of Tea House', 'link');

    await page.waitForSelector('::-p-text(No activities yet.)');
    await click(page, 'New activity');
    await fill(page, 'Name', 'visit');
    await fill(page, 'Title', 'Store visit');
    await fill(page, 'Points', '10');
    await fill(page, 'At most (credits)', '1');
    // A cap without its period: the API's message shows beside the period.
    await click(page, 'Create activity');
    const periodMessage = await text(page, 'form .form-error, form .field-error');
    await choose(page, 'Per', '2');
    await click(page, 'Create activity');
    await page.waitForSelector('::-p-text(1 per one calendar day)');
    await auditBothSizes(page, 'activities', audits);

    await click(page, 'Rewards', 'link');
    await fill(page, 'New reward category', 'Drinks');
    await click(page, 'Add reward category');
    await page.waitForSelector('.card li::-p-text(Drinks)');
    await click(page, 'New reward');
    await fill(page, 'Title', 'Free latte');
    await fill(page, 'Points', '100');
    await fill(page, 'Stock', '25');
    const drinks = await page.$eval('form[aria-labelledby="reward-form"] select option:nth-child(2)', (option) => (option as unknown as { value: string }).value);
    await choose(page, 'Category', drinks);
    await click(page, 'Create reward');
    await page.waitForSelector('::-p-text(25 of 25)');
    await auditBothSizes(page, 'rewards', audits);

    await click(page, 'Settings', 'link');
    await fill(page, 'Most points per credit', '-5');
    await click(page, 'Save limits');
    const limitMessage = await text(page, '.field.invalid .field-error');
    await fill(page, 'Most points per credit', '500');
    await click(page, 'Save limits');
    await page.waitForSelector('::-p-text(Saved.)');
    // Tiers: switched on with a first level, a second level added, saved.
    await (await control(page, 'Members earn tiers')).click();
    await click(page, 'Add a level');
    await fill(page, 'Level 2 id', 'gold');
    await fill(page, 'Level 2 title', 'Gold');
    await fill(page, 'Level 2 from', '1000');
    await click(page, 'Save tiers');
    await page.waitForSelector('form[aria-labelledby="settings-tiers"] [role="status"]');
    const tiers = await page.evaluate(async (client: string) => {
      const session = JSON.parse(sessionStorage.getItem('rewards-console.session') ?? '{}') as { accessToken: string };
      const response = await fetch(`/admin/v1/clients/${client}/settings`, { headers: { authorization: `Bearer ${session.accessToken}` } });
      return ((await response.json()) as { tiers: { levels: { id: string; min_value: number }[] } }).tiers.levels;
    }, clientId);
    await auditBothSizes(page, 'settings', audits);

    // On a phone the navigation is behind the menu button.
    await page.setViewport(PHONE);
    const navHidden = await page.$eval('#nav', (nav) => getComputedStyle(nav).display === 'none');
    await click(page, 'Menu');
    const navShown = await page.$eval('#nav', (nav) => getComputedStyle(nav).display !== 'none');
    await context.close();

    expect(periodMessage).toMatch(/freq_period_id|period/);
    expect(limitMessage).toMatch(/0/);
    expect(tiers.map(({ id, min_value }) => [id, min_value])).toEqual([
      ['base', 0],
      ['gold', 1000],
    ]);
    expect({ navHidden, navShown }).toEqual({ navHidden: true, navShown: true });
    expect(audits).toEqual(noViolations(audits));
  }, 60_000);

  it('shows support and viewers no write controls, and the API refuses a viewer\'s write sent anyway with 403', async () => {
    const support = await operatorPage(browser, errors);
    await signIn(support.page, server.base, invited.support.email, invited.support.password, NEW_PASSWORD);
    await support.page.goto(`${server.base}/console/programs/${clientId}/activities`, { waitUntil: 'load' });
    await support.page.waitForSelector('::-p-text(Store visit)');
    const supportWrites = await support.page.$$('::-p-aria([name="New activity"][role="button"])');
    await support.context.close();

    const { context, page } = await operatorPage(browser, errors);
    await signIn(page, server.base, invited.viewer.email, invited.viewer.password, NEW_PASSWORD);
    const writeButtons: Record<string, number> = {};
    for (const section of ['activities', 'rewards', 'settings']) {
      await page.goto(`${server.base}/console/programs/${clientId}/${section}`, { waitUntil: 'load' });
      await page.waitForSelector('main h1');
      await page.waitForFunction(() => !document.querySelector('.loading'));
      writeButtons[section] = (await page.$$('main button')).length;
    }
    await page.goto(`${server.base}/console/programs`, { waitUntil: 'load' });
    const createProgram = await page.$$('::-p-aria([name="Create program"][role="button"])');
    const operatorsLink = await page.$$('::-p-aria([name="Operators"][role="link"])');
    const refused = await page.evaluate(async (client: string) => {
      const session = JSON.parse(sessionStorage.getItem('rewards-console.session') ?? '{}') as { accessToken: string };
      const response = await fetch(`/admin/v1/clients/${client}/activities`, {
        method: 'POST',
        headers: { authorization: `Bearer ${session.accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'sneaky', title: 'Sneaky', num_points: 1 }),
      });
      return { status: response.status, body: await response.json() };
    }, clientId);
    await context.close();

    expect(supportWrites).toHaveLength(0);
    expect(writeButtons).toEqual({ activities: 0, rewards: 0, settings: 0 });
    expect(createProgram).toHaveLength(0);
    expect(operatorsLink).toHaveLength(0);
    expect(refused).toEqual({ status: 403, body: { error: 'forbidden', message: expect.any(String) } });
  }, 60_000);

  it('is keyboard navigable: the first Tab reaches the skip link, shown with a visible focus ring, which moves focus to the main content', async () => {
    const { context, page } = await operatorPage(browser, errors);
    await signIn(page, server.base, server.owner.email, server.owner.password);
    await page.keyboard.press('Tab');
    const skip = await page.evaluate(`(() => { const el = document.activeElement; const style = getComputedStyle(el); return { text: el.textContent, outline: style.outlineStyle, top: el.getBoundingClientRect().top }; })()`);
    await page.keyboard.press('Enter');
    const focused = await page.evaluate('document.activeElement.id');
    await page.keyboard.press('Tab');
    const next = await page.evaluate(`document.activeElement.closest('main') !== null`);
    await context.close();

    expect(skip).toEqual({ text: 'Skip to content', outline: 'solid', top: expect.any(Number) });
    expect((skip as { top: number }).top).toBeGreaterThanOrEqual(0);
    expect(focused).toBe('main');
    // The next Tab goes on inside the main content, past the header and navigation.
    expect(next).toBe(true);
  }, 30_000);

  it('logs no errors on any page', () => {
    // Chromium logs every 4xx answer; these are the refusals the walk provokes on purpose (two
    // invalid forms, the viewer's write).
    const provoked = /Failed to load resource: the server responded with a status of (400|403)/;
    expect(errors.filter((error) => !provoked.test(error))).toEqual([]);
  });
});
