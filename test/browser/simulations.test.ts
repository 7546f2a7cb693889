import type { Browser, Page } from 'puppeteer-core';
import { apiCall, apiKeyHeader, auditBothSizes, click, type ConsoleAddress, DESKTOP, fill, noViolations, PHONE, text } from '../../local/launch/console-session.js';
import { countButtons, expectOnlyProvokedErrors, invitedPassword, phoneScrollWidth, sharedConsole, signedInPage } from './shared-console.js';

/**
 * What-if simulations in the operator console, in headless Chromium against the shared server. A
 * program records purchases under an active coffee rule (2 points per 1 spent on coffee); then a
 * manager asks, on the Simulations page, for the last 30 days without the coffee rule and with a
 * paused basket rule (50 points a purchase, a budget of 120): first leaving out a rule paused since
 * the form was read, refused beside the rules to leave out in words that name it, then as meant.
 * The simulation's page says it runs, then its headline figures, day by day beside what was given,
 * by level, the members whose points change (linked), each rule's firings, the budget's day of
 * running out and the assumptions. From the rule builder the manager simulates the coffee rule
 * at 3 points (an incomplete draft stopped by the form's checks first). A viewer reads the
 * simulations with no form to run one. Keyboard reachable, axe-core clean at desktop and phone
 * sizes, no sideways scrolling on the phone, no page logging an error.
 */

const NEW_PASSWORD = 'A long password of my own 5';
const HEADLINE = 'p[data-headline]';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The name of the focused control: its aria-label, its label's words, else its text. */
const FOCUSED_NAME = `(() => {
  const element = document.activeElement;
  if (!element || element === document.body) return '';
  const name = element.getAttribute('aria-label') || (element.labels && element.labels[0] ? element.labels[0].textContent : '') || element.textContent || '';
  return name.trim().replace(/\\s+/g, ' ');
})()`;

/** Keeps, in window.seenStatuses, each status a simulation's page shows in turn from now on (the page stays: the console moves within it). */
const SEEN_STATUSES = `(() => {
  const seen = (window.seenStatuses = []);
  new MutationObserver(() => {
    const now = document.querySelector('[data-fact="status"]')?.textContent;
    if (now && seen[seen.length - 1] !== now) seen.push(now);
  }).observe(document.body, { subtree: true, childList: true, characterData: true });
})()`;

/** The rows of the table labelled `label`, each its cells' words. */
const tableRows = (page: Page, label: string) =>
  page.$$eval(`section[aria-label="${label}"] tbody tr`, (rows) =>
    rows.map((row) => [...row.querySelectorAll('td, th')].map((cell) => (cell.textContent ?? '').trim().replace(/\s+/g, ' '))),
  );

describe('simulations in the console', () => {
  let server: ConsoleAddress;
  let browser: Browser;
  const errors: string[] = [];
  const audits: Record<string, unknown[]> = {};
  const manager = { email: 'mina.simulations@example.com', password: '' };
  const viewer = { email: 'vic.simulations@example.com', password: '' };
  let clientId = '';
  let admin = '';
  let ann = 0;
  let bob = 0;
  const rules = { coffee: '', reviews: '', baskets: '' };
  let firstSimulation = '';

  /** The names of what Tab reaches, in order, from the skip link on (once round the page at most). */
  const tabWalk = async (page: Page, most = 80) => {
    await page.evaluate(`document.querySelector('.skip-link').focus()`);
    const names: string[] = [];
    for (let presses = 0; presses < most; presses++) {
      await page.keyboard.press('Tab');
      const name = (await page.evaluate(FOCUSED_NAME)) as string;
      if (name === 'Skip to content') break;
      names.push(name);
    }
    return names;
  };
  /**
   * The page's width at phone size (more than the phone's: it scrolls sideways), measured once the
   * charts have been drawn again at that size (they follow their box a frame after it changes).
   */
  const phoneWidth = async (page: Page) => {
    await page.setViewport(PHONE);
    await page.waitForFunction(
      `[...document.querySelectorAll('.chart-area')].every((area) => (area.querySelector('.recharts-wrapper')?.getBoundingClientRect().width ?? 0) <= area.clientWidth)`,
    );
    const width = (await page.evaluate('document.documentElement.scrollWidth')) as number;
    await page.setViewport(DESKTOP);
    return width;
  };
  const check = async (page: Page, name: string) => (await page.waitForSelector(`::-p-aria([name="${name}"][role="checkbox"])`, { visible: true }))?.click();
  /** Waits for the simulation's page to say it is done, and answers the simulation as the API has it. */
  const done = async (page: Page) => {
    await page.waitForFunction(`document.querySelector('[data-fact="status"]')?.textContent === 'Done' && document.querySelector('${HEADLINE}')`);
    const simulationId = /\/simulations\/(\d+)$/.exec(page.url())?.[1] ?? '';
    return apiCall<{ simulation_id: string; result: { budgets: { runs_out_on: string | null }[] } }>(server, 'GET', `${admin}/simulations/${simulationId}`);
  };

  beforeAll(async () => {
    ({ server, browser } = await sharedConsole());
    const made = await apiCall<{ client_id: string; api_key: string }>(server, 'POST', '/admin/v1/clients', {
      name: 'Bean Club',
      settings: { purchase_v1: true, points_per_currency_unit: 1 },
    });
    clientId = made.client_id;
    admin = `/admin/v1/clients/${clientId}`;
    const rule = async (body: Record<string, unknown>) => (await apiCall<{ rule_id: string }>(server, 'POST', `${admin}/rules`, body)).rule_id;
    rules.coffee = await rule({
      name: 'Coffee double',
      status: 'active',
      trigger: { kind: 'purchase' },
      conditions: { all: [{ field: 'purchase.items[].category', op: 'eq', value: 'coffee' }] },
      effect: { kind: 'per_unit', points: 2, per: 1, of: 'purchase.items[category=coffee].amount' },
    });
    await apiCall(server, 'POST', `${admin}/event_types`, { name: 'review', title: 'Review', attributes: [] });
    rules.reviews = await rule({ name: 'Good reviews', status: 'active', trigger: { kind: 'event', event_type: 'review' }, effect: { kind: 'fixed', points: 20 } });
    // Paused before any purchase: it gave nothing.
    rules.baskets = await rule({ name: 'Big baskets', status: 'active', trigger: { kind: 'purchase' }, effect: { kind: 'fixed', points: 50 }, budget: { points_total: 120 } });
    await apiCall(server, 'POST', `${admin}/rules/${rules.baskets}/pause`);
    const join = async (first: string) =>
      (
        await apiCall<{ id: number }>(
          server,
          'POST',
          '/v2/users',
          { first_name: first, last_name: 'Bean', email_address: `${first.toLowerCase()}.bean@example.com`, date_of_birth: 631152000, postal_code: '10001' },
          apiKeyHeader(made.api_key),
        )
      ).id;
    [ann, bob] = [await join('Ann'), await join('Bob')];
    // Coffee of 4, 6 and 3 (26 rule points given), and a cake alone, which the coffee rule skips.
    const purchases: [number, string, number, string][] = [
      [ann, 'bean-1', 4, 'coffee'],
      [ann, 'bean-2', 6, 'coffee'],
      [ann, 'bean-3', 8, 'cake'],
      [bob, 'bean-4', 3, 'coffee'],
    ];
    for (const [member, receipt, price, category] of purchases)
      await apiCall(server, 'POST', `/v2/purchases?api_key=${made.api_key}`, {
        receipt_id: receipt,
        user_id: member,
        total: price,
        items: [{ id: category.toUpperCase(), quantity: 1, price, category }],
      });
    manager.password = await invitedPassword(server, manager.email, 'manager');
    viewer.password = await invitedPassword(server, viewer.email, 'viewer');
  }, 60_000);
  afterAll(async () => {
    await browser?.disconnect();
  });

  it('lets a manager run a simulation from the form, refused in words first, and read what would have happened', async () => {
    const { context, page } = await signedInPage(browser, server, errors, { as: manager, newPassword: NEW_PASSWORD });
    await page.goto(`${server.base}/console/programs/${clientId}/simulations`, { waitUntil: 'load' });
    await page.waitForSelector('::-p-text(No simulations yet.)');
    await page.waitForSelector('::-p-aria([name="Big baskets (paused)"][role="checkbox"])');
    const onForm = await tabWalk(page);
    await auditBothSizes(page, 'simulations', audits, { settled: true });
    const formWidth = await phoneScrollWidth(page);

    // Paused since the form read the rules: leaving it out is refused, in words that name it.
    await apiCall(server, 'POST', `${admin}/rules/${rules.reviews}/pause`);
    await check(page, 'Good reviews');
    await click(page, 'Run simulation');
    const refused = await text(page, '#simulation-left-out-error');
    // The rules are read again: it is now among those to add, and no longer sent.
    await page.waitForSelector('::-p-aria([name="Good reviews (paused)"][role="checkbox"])');
    await check(page, 'Coffee double');
    await check(page, 'Big baskets (paused)');
    await page.evaluate(SEEN_STATUSES);
    await click(page, 'Run simulation');
    const simulation = await done(page);
    firstSimulation = simulation.simulation_id;
    const seen = (await page.evaluate('window.seenStatuses')) as string[];
    const headline = await text(page, HEADLINE);
    const replayed = await text(page, 'section[aria-labelledby="simulation-outcome"] p.hint');
    const ruleWords = await text(page, '[data-fact="rules"]');
    const period = await text(page, '[data-fact="period"]');
    const members = await text(page, '[data-fact="members"]');
    const chart = await page.$eval('figure.chart .chart-area', (area) => area.getAttribute('aria-label'));
    const legend = await page.$$eval('figure.chart .recharts-legend-item-text', (items) => items.map((item) => item.textContent));
    const days = await tableRows(page, 'Rule points given and that would have been given, each day (UTC), day by day');
    const levels = await tableRows(page, 'Rule points by level');
    const top = await tableRows(page, 'Members whose points would have changed most');
    const links = await page.$$eval('section[aria-labelledby="simulation-members"] tbody a', (found) => found.map((link) => link.getAttribute('href')));
    const ruleRows = await tableRows(page, 'Rules simulated');
    const budgets = await tableRows(page, 'Budgets');
    const assumptions = await page.$$eval('ul.assumptions li', (items) => items.length);
    const onPage = await tabWalk(page);
    await auditBothSizes(page, 'simulation', audits, { settled: true });
    const pageWidth = await phoneWidth(page);

    await click(page, 'All simulations', 'link');
    await page.waitForFunction(`document.querySelectorAll('section[aria-labelledby="simulation-list"] tbody tr').length === 1`);
    await page.waitForFunction(`document.querySelector('section[aria-labelledby="simulation-list"] tbody td:last-child')?.textContent === 'Done'`);
    const listed = await tableRows(page, 'Simulations, newest first');
    await context.close();

    const runsOut = simulation.result.budgets[0]?.runs_out_on ?? '';
    const [, month = 1, day = 1] = runsOut.split('-').map(Number);
    expect(onForm).toEqual(expect.arrayContaining(['Simulations', 'Period', 'Members', 'Coffee double', 'Good reviews', 'Big baskets (paused)', 'Run simulation']));
    expect(formWidth).toBeLessThanOrEqual(PHONE.width);
    expect(refused).toBe('Good reviews is not an active rule of the program');
    expect(seen[0]).toMatch(/^Running: [\d,]+ members? replayed$/);
    expect(seen.at(-1)).toBe('Done');
    expect(headline).toBe('Would have given 200 points where 26 were given: 174 more, owed at the end of the period.');
    expect(replayed).toMatch(/^Replayed 4 purchases, no activity credits and no custom events of 2 members: 2 would have had other points\./);
    expect(ruleWords).toBe('The active rules without Coffee double, with Big baskets');
    expect(period).toMatch(/^30 days, \d{1,2} [A-Z][a-z]{2}( \d{4})? to \d{1,2} [A-Z][a-z]{2} \d{4}$/);
    expect(members).toBe('Every member');
    expect(chart).toMatch(/^Rule points given and that would have been given, each day \(UTC\): chart of 3[01] days; the figures are in the table below it$/);
    expect(legend).toEqual(['Given', 'Would have given']);
    // Every day of the period, the purchases' day among them: 26 given in all, 200 simulated.
    const total = (column: number) => days.reduce((sum, row) => sum + Number((row[column] ?? '').replace(/,/g, '')), 0);
    expect(days.every((row) => /^\d{4}-\d{2}-\d{2}$/.test(row[0] ?? ''))).toBe(true);
    expect([total(1), total(2)]).toEqual([26, 200]);
    expect(levels).toEqual([['No level', '2', '26', '200', '+174']]);
    expect(top).toEqual([
      [`Member ${ann}`, '20', '150', '+130'],
      [`Member ${bob}`, '6', '50', '+44'],
    ]);
    expect(links).toEqual([`/console/programs/${clientId}/members/${ann}`, `/console/programs/${clientId}/members/${bob}`]);
    expect(ruleRows).toEqual([['Big baskets', 'Added', '4', '200', 'None']]);
    expect(budgets).toEqual([['Big baskets', '120', '200', `Would run out on ${day} ${MONTHS[month - 1]}`]]);
    expect(assumptions).toBeGreaterThan(0);
    expect(onPage).toEqual(expect.arrayContaining(['All simulations', 'The figures, day by day', `Member ${ann}`, `Member ${bob}`, 'Big baskets']));
    expect(pageWidth).toBeLessThanOrEqual(PHONE.width);
    expect(listed).toEqual([
      [expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} /), expect.stringMatching(/^30 days, /), 'The active rules without Coffee double, with Big baskets', 'Done'],
    ]);
  }, 60_000);

  it("lets a manager simulate a rule builder's draft in place of the rule it changes, once the draft is complete", async () => {
    const { context, page } = await signedInPage(browser, server, errors, { as: { email: manager.email, password: NEW_PASSWORD } });
    await page.goto(`${server.base}/console/programs/${clientId}/rules`, { waitUntil: 'load' });
    // The switch's state comes in above the button: clicked once it is there, the button stays put.
    await page.waitForSelector('::-p-text(Rules are on)');
    await click(page, 'New rule');
    await click(page, 'Simulate over the last 30 days');
    const incomplete = await text(page, 'form[aria-labelledby="rule-form"] > p.form-error');
    const stayed = page.url();
    await click(page, 'Cancel');

    await page.goto(`${server.base}/console/programs/${clientId}/rules/${rules.coffee}`, { waitUntil: 'load' });
    await page.waitForSelector('.rule-facts dd');
    await click(page, 'Edit');
    await fill(page, 'Points', '3');
    await auditBothSizes(page, 'rule builder with simulate', audits, { settled: true });
    await click(page, 'Simulate over the last 30 days');
    await page.waitForFunction(`/\\/simulations\\/\\d+$/.test(location.pathname)`);
    await done(page);
    const headline = await text(page, HEADLINE);
    const ruleWords = await text(page, '[data-fact="rules"]');
    const ruleRows = await tableRows(page, 'Rules simulated');
    const stored = await apiCall<{ effect: { points: number } }>(server, 'GET', `${admin}/rules/${rules.coffee}`);
    await context.close();

    expect(incomplete).toBe('3 fields need a change before this can be saved.');
    expect(stayed).toBe(`${server.base}/console/programs/${clientId}/rules`);
    // 3 points for each 1 of coffee: 39 where the rule at 2 gave 26; the cake alone skipped.
    expect(headline).toBe('Would have given 39 points where 26 were given: 13 more, owed at the end of the period.');
    expect(ruleWords).toBe('The active rules without Coffee double, with Coffee double (draft)');
    expect(ruleRows).toEqual([['Coffee double', 'Draft', '3', '39', expect.stringMatching(/^a condition did not hold \(.+\) \(1 time\)$/)]]);
    // Simulating saves nothing.
    expect(stored.effect.points).toBe(2);
  }, 60_000);

  it('shows a viewer the simulations and what would have happened, with no form to run one', async () => {
    const { context, page } = await signedInPage(browser, server, errors, { as: viewer, newPassword: NEW_PASSWORD });
    await page.goto(`${server.base}/console/programs/${clientId}/simulations`, { waitUntil: 'load' });
    await page.waitForFunction(`document.querySelectorAll('section[aria-labelledby="simulation-list"] tbody tr').length === 2`);
    const onList = await countButtons(page, 'Run simulation');
    const listForms = await page.$$('form');
    await auditBothSizes(page, 'simulations (viewer)', audits, { settled: true });
    const listWidth = await phoneScrollWidth(page);
    await page.click(`section[aria-labelledby="simulation-list"] a[href$="/simulations/${firstSimulation}"]`);
    const headline = await text(page, HEADLINE);
    const pageForms = await page.$$('form');
    await auditBothSizes(page, 'simulation (viewer)', audits, { settled: true });
    const pageWidth = await phoneWidth(page);
    await context.close();

    expect(onList).toEqual({ 'Run simulation': 0 });
    expect(listForms).toHaveLength(0);
    expect(headline).toBe('Would have given 200 points where 26 were given: 174 more, owed at the end of the period.');
    expect(pageForms).toHaveLength(0);
    expect(Math.max(listWidth, pageWidth)).toBeLessThanOrEqual(PHONE.width);
  }, 60_000);

  it('finds no serious or critical accessibility problem at either size, and no page logs an error', () => {
    expect(audits).toEqual(noViolations(audits));
    // Chromium logs every 4xx answer: the rule left out that was paused, and the manager's and viewer's first sign-ins (a new password needed).
    expectOnlyProvokedErrors(errors, [400, 403], 3);
  });
});
