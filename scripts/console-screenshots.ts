import { launchChromium } from '../local/launch/chromium.js';
import { SHIPPING } from '../local/launch/shipping-address.js';
import { apiCall, apiKeyHeader, choose, click, DESKTOP, fill, PHONE, signIn, startConsoleServer, text } from '../local/launch/console-session.js';

/**
 * `npm run docs:console-screenshots`: docs/images/console-<page>-<desktop|phone>.png, the console
 * guide's pictures of the operator console (and the README's), taken in headless Chromium from `npm start`'s server (in
 * memory) after the owner has created a program with an activity, a reward and an operator, and
 * members have earned and redeemed points for the reports (and joined segments, one a list, one by conditions),
 * and a what-if simulation has replayed their reviews under a richer review rule.
 */
const server = await startConsoleServer();
const { browser, close } = await launchChromium();
const admin = { authorization: `Bearer ${server.adminToken}`, 'content-type': 'application/json' };
const post = async (path: string, body: unknown) => {
  const response = await fetch(`${server.base}${path}`, { method: 'POST', headers: admin, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
};

try {
  const page = await browser.newPage();
  await page.setViewport(DESKTOP);
  /** Shoots the page at both sizes once `ready` shows; with `scrollTo`, scrolled down to that element. */
  const shoot = async (name: string, ready: string, scrollTo?: string) => {
    for (const [size, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      await page.setViewport(viewport);
      await page.waitForSelector(ready, { visible: true });
      // A chart follows its box a frame after the size changes: shot once it fits.
      await page.waitForFunction(
        `[...document.querySelectorAll('.chart-area')].every((area) => (area.querySelector('.recharts-wrapper')?.getBoundingClientRect().width ?? 0) <= area.clientWidth)`,
      );
      if (scrollTo) await page.$eval(scrollTo, (node) => node.scrollIntoView());
      await page.evaluate('document.fonts.ready');
      const path = `docs/images/console-${name}-${size}.png`;
      await page.screenshot({ path });
      console.log(`wrote ${path}`);
    }
    await page.setViewport(DESKTOP);
  };

  await page.goto(`${server.base}/console/`, { waitUntil: 'load' });
  await shoot('sign-in', 'form.sign-in');

  await signIn(page, server.base, server.owner.email, server.owner.password);
  await fill(page, 'Program name', 'Coffee Club');
  await click(page, 'Create program');
  const clientId = /client_id (\S+)\)/.exec(await text(page, 'section[aria-labelledby="create-program"] [role="status"]'))?.[1] ?? '';
  const base = `/admin/v1/clients/${clientId}`;
  const visit = await post(`${base}/activities`, { name: 'visit', title: 'Store visit', num_points: 10, freq_cap: 1, freq_period_id: 2 });
  const review = await post(`${base}/activities`, { name: 'review', title: 'Write a review', num_points: 50 });
  const drinks = await post(`${base}/reward_categories`, { name: 'Drinks' });
  await post(`${base}/coupon_categories`, { name: 'Vouchers', expiration_days: 30 });
  const latte = await post(`${base}/rewards`, { title: 'Free latte', num_points: 100, total_quantity: 250, category_id: drinks.id });
  await post(`${base}/rewards`, {
    title: 'Club T-shirt',
    num_points: 1200,
    category_id: null,
    variations: [
      { size: 'M', total_quantity: 20 },
      { size: 'L', total_quantity: 15 },
    ],
  });
  await post('/admin/v1/operators', { email: 'mara@example.com', role: 'manager' });
  const settings = await fetch(`${server.base}${base}/settings`, {
    method: 'PATCH',
    headers: admin,
    body: JSON.stringify({
      tiers: {
        version: 2,
        timeframe: 'rolling',
        timeframe_months: 12,
        levels: [
          { id: 'bean', title: 'Bean', min_value: 0, max_value: 999 },
          { id: 'roast', title: 'Roast', min_value: 1000, max_value: 4999 },
          { id: 'espresso', title: 'Espresso', min_value: 5000 },
        ],
      },
      expiry_policy: { type: 'rolling', months: 24 },
    }),
  });
  if (!settings.ok) throw new Error(`settings: ${settings.status} ${await settings.text()}`);
  await shoot('programs', '[data-secret]');

  await page.goto(`${server.base}/console/programs/${clientId}/settings`, { waitUntil: 'load' });
  await shoot('settings', '::-p-text(Save limits)');
  await page.goto(`${server.base}/console/programs/${clientId}/activities`, { waitUntil: 'load' });
  await shoot('activities', '::-p-text(Store visit)');
  await post(`${base}/event_types`, { name: 'order_shipped', title: 'Order shipped', attributes: [{ key: 'amount', type: 'number', required: true }] });
  await page.goto(`${server.base}/console/programs/${clientId}/event-types`, { waitUntil: 'load' });
  await shoot('event-types', '::-p-text(Order shipped)');
  const shipments = await post(`${base}/rules`, {
    name: 'Big shipments',
    description: 'A bonus on shipped orders of 50 or more',
    trigger: { kind: 'event', event_type: 'order_shipped' },
    conditions: { all: [{ field: 'event.attributes.amount', op: 'gte', value: 50 }] },
    effect: { kind: 'fixed', points: 25 },
    limits: { per_member: { count: 3, period: 'month' } },
    budget: { points_total: 100_000 },
    status: 'active',
  });
  await post(`${base}/rules`, {
    name: 'Weekend visits',
    trigger: { kind: 'activity', activity_id: String(visit.id) },
    effect: { kind: 'multiplier', factor: 2, of: 'base' },
    schedule: { days_of_week: [6, 7] },
    priority: 50,
  });
  await page.goto(`${server.base}/console/programs/${clientId}/rules`, { waitUntil: 'load' });
  await shoot('rules', '::-p-text(Weekend visits)');
  await page.goto(`${server.base}/console/programs/${clientId}/rules/${shipments.rule_id}`, { waitUntil: 'load' });
  await shoot('rule', 'section[aria-labelledby="rule-versions"] tbody tr');
  await page.goto(`${server.base}/console/programs/${clientId}/rewards`, { waitUntil: 'load' });
  await shoot('rewards', '::-p-text(Free latte)');
  await page.goto(`${server.base}/console/programs/${clientId}/keys`, { waitUntil: 'load' });
  await click(page, 'Issue an API key');
  await shoot('keys', '[data-secret]');
  await page.goto(`${server.base}/console/operators`, { waitUntil: 'load' });
  await shoot('operators', '::-p-text(mara@example.com)');

  const get = async (path: string) => {
    const response = await fetch(`${server.base}${path}`, { headers: admin });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as Record<string, unknown>;
  };
  /** Reads `path` until `done` holds for its answer (the pipelines and the webhook dispatch run on their own). */
  const until = async (path: string, done: (answer: Record<string, unknown>) => boolean) => {
    for (let tries = 0; tries < 100; tries++) {
      const answer = await get(path);
      if (done(answer)) return answer;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`${path} did not get there`);
  };
  const now = Math.floor(Date.now() / 1000);
  const campaign = await post(`${base}/code_redemption_campaigns`, {
    title: 'Summer cups',
    code_field_name: 'Code under the lid',
    date_start: now,
    date_end: now + 60 * 86_400,
    image: 'https://example.com/summer-cups.png',
    num_points: 25,
    redemption_limit: 5,
    questions: [{ title: 'Which store?', type: 2, is_required: 1, options: [{ value: 'North' }, { value: 'South' }] }],
  });
  await post(`${base}/code_redemption_campaigns/${campaign.campaign_id}/codes`, { codes: ['LID-1001', 'LID-1002', 'LID-1003'], single_use: true });
  await page.goto(`${server.base}/console/programs/${clientId}/campaigns`, { waitUntil: 'load' });
  await click(page, 'Codes of Summer cups');
  await fill(page, 'Codes, one a line', 'LID-1004\nLID-1005\nLID-1006');
  await click(page, 'Add codes');
  await fill(page, 'Code', 'LID-1002');
  await click(page, 'Look up');
  await shoot('campaigns', '::-p-text(LID-1002:)');

  const hook = await post(`${base}/webhooks`, { url: 'http://127.0.0.1:9/rewards-events', events: ['user.created', 'points.credited'] });
  await page.goto(`${server.base}/console/programs/${clientId}/webhooks`, { waitUntil: 'load' });
  await click(page, 'Rotate secret of http://127.0.0.1:9/rewards-events');
  await click(page, 'Rotate now');
  await shoot('webhooks', '[data-secret]');
  const { api_key: apiKey } = await post(`${base}/api_keys`, {});
  const member = await fetch(`${server.base}/v2/users?api_key=${apiKey}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ first_name: 'Ada', last_name: 'Byron', date_of_birth: 631152000, email_address: 'ada@example.com', postal_code: '10001' }),
  });
  if (!member.ok) throw new Error(`member: ${member.status} ${await member.text()}`);
  await until(`${base}/webhooks/${hook.webhook_id}/deliveries`, (answer) => (answer.deliveries as unknown[]).length > 0);
  await page.goto(`${server.base}/console/programs/${clientId}/webhooks/${hook.webhook_id}`, { waitUntil: 'load' });
  await shoot('webhook-deliveries', 'tbody ::-p-text(user.created)');

  const created = await post(`${base}/imports`, { kind: 'members', format: 'csv', file_name: 'members.csv' });
  const upload = created.upload as { url: string; headers: Record<string, string> };
  const sent = await fetch(upload.url, {
    method: 'PUT',
    headers: upload.headers,
    body: [
      'third_party_id,first_name,last_name,date_of_birth,email_address,postal_code,redeemable_points,total_points,date_created',
      'legacy-1001,Ada,Lovelace,315532800,ada.lovelace@example.com,10001,1200,5400,1262304000',
      'legacy-1002,Alan,Turing,473385600,alan@example.com,10001,0,800,1293840000',
      'legacy-1003,Grace,Hopper,631152000,not-an-address,10001,300,300,1325376000',
      '',
    ].join('\n'),
  });
  if (!sent.ok) throw new Error(`upload: ${sent.status} ${await sent.text()}`);
  await until(`${base}/imports/${created.import_id}`, (answer) => answer.status === 'completed_with_errors');
  await page.goto(`${server.base}/console/programs/${clientId}/imports/${created.import_id}`, { waitUntil: 'load' });
  await shoot('imports', 'section[aria-labelledby="import-errors"] tbody tr');

  const exported = await post(`${base}/exports`, { kind: 'ledger', format: 'csv' });
  await until(`${base}/exports/${exported.export_id}`, (answer) => answer.status === 'completed');
  await page.goto(`${server.base}/console/programs/${clientId}/exports`, { waitUntil: 'load' });
  await choose(page, 'What to export', 'members');
  await click(page, 'Start export');
  await shoot('exports', '::-p-aria([name="Download the file"][role="link"])');
  // A member who was welcomed with points, visited and ordered a scarf that ships.
  const { api_key: clubKey } = (await post(`${base}/api_keys`, {})) as { api_key: string };
  const asApp = apiKeyHeader(clubKey);
  const ada = await apiCall<{ id: number }>(
    server,
    'POST',
    '/v2/users',
    { first_name: 'Ada', last_name: 'Byron', email_address: 'ada.byron@example.com', date_of_birth: 631152000, postal_code: '10001' },
    asApp,
  );
  await post(`${base}/members/${ada.id}/points_adjustments`, { points: 500, reason: 'Welcome to the club' });
  const scarf = await post(`${base}/rewards`, { title: 'Club scarf', num_points: 300, total_quantity: 40, is_shipping_required: 1 });
  await apiCall(
    server,
    'POST',
    `/v2/users/${ada.id}/redemption`,
    { reward_id: String(scarf.id), ...SHIPPING },
    asApp,
  );
  await post(`${base}/members/${ada.id}/points_adjustments`, { points: 50, reason: 'Scarf arrived late' });
  await page.goto(`${server.base}/console/programs/${clientId}/members`, { waitUntil: 'load' });
  await shoot('members', 'table.member-list');
  await page.goto(`${server.base}/console/programs/${clientId}/members/${ada.id}`, { waitUntil: 'load' });
  await shoot('member', 'table.ledger');
  // Over the program's approval threshold: the adjustment waits for a second operator.
  await post(`${base}/members/${ada.id}/points_adjustments`, { points: 25_000, reason: 'Conference prize pool' });
  await page.goto(`${server.base}/console/programs/${clientId}/approvals`, { waitUntil: 'load' });
  await shoot('approvals', '::-p-text(Conference prize pool)');
  await page.goto(`${server.base}/console/programs/${clientId}/orders`, { waitUntil: 'load' });
  await shoot('orders', '::-p-text(Club scarf)');
  await page.goto(`${server.base}/console/programs/${clientId}/audit`, { waitUntil: 'load' });
  await shoot('audit', '.audit-entry');

  // Report figures: five more members visit, write reviews, get a welcome and three of them a latte.
  for (const [index, name] of ['Grace', 'Edsger', 'Barbara', 'Donald', 'Frances'].entries()) {
    const member = await apiCall<{ id: number }>(
      server,
      'POST',
      '/v2/users',
      { first_name: name, last_name: 'Club', email_address: `${name.toLowerCase()}.club@example.com`, date_of_birth: 631152000, postal_code: '10001' },
      asApp,
    );
    await apiCall(server, 'POST', `/v2/users/${member.id}/activities`, { activity_id: visit.id }, asApp);
    for (let reviews = 0; reviews <= index; reviews++) await apiCall(server, 'POST', `/v2/users/${member.id}/activities`, { activity_id: review.id }, asApp);
    await post(`${base}/members/${member.id}/points_adjustments`, { points: 150, reason: 'Welcome to the club' });
    if (index % 2 === 0) await apiCall(server, 'POST', `/v2/users/${member.id}/redemption`, { reward_id: String(latte.id) }, asApp);
  }
  // The stream is counted every 500 ms: the third latte counted, everything before it is too.
  await until(`${base}/reports/top?kind=rewards`, (answer) =>
    (answer.items as { id: string; count: number }[]).some((item) => item.id === String(latte.id) && item.count === 3),
  );
  await page.goto(`${server.base}/console/programs/${clientId}/reports`, { waitUntil: 'load' });
  // Down to the range and the charts: the totals above them are the plainer part.
  await page.waitForSelector('section[aria-label="Top activities"] tbody tr');
  await shoot('reports', 'figure[aria-labelledby="chart-members-caption"]', 'section[aria-labelledby="report-range"]');

  // Segments: guests for a preview filled by e-mail address (one address unknown), and the staff.
  const preview = await post(`${base}/segments`, { name: 'Spring preview guests', description: 'Invited by the store managers' });
  const staff = await post(`${base}/segments`, { name: 'Staff', description: 'Baristas and managers, for staff-only offers' });
  await post(`${base}/segments/${staff.segment_id}/members`, { add: ['donald.club@example.com', 'frances.club@example.com'], id_type: 'email' });
  await page.goto(`${server.base}/console/programs/${clientId}/segments/${preview.segment_id}`, { waitUntil: 'load' });
  await fill(page, 'Members to add or remove', 'grace.club@example.com\nedsger.club@example.com, barbara.club@example.com\nnobody@example.com');
  await click(page, 'Add');
  await page.waitForFunction(`document.querySelectorAll('section[aria-labelledby="segment-members"] tbody tr').length === 3`);
  await shoot('segment', '::-p-text(not found: nobody@example.com)', 'form[aria-labelledby="change-members"]');
  // And the members who match conditions: points to spend, staff left out.
  const savers = await post(`${base}/segments`, {
    name: 'Points to spend',
    description: 'Members with a free latte or more to spend, staff aside',
    kind: 'dynamic',
    filter: {
      all: [
        { field: 'member.redeemable_points', op: 'gte', value: 100 },
        { field: `in_segment.${staff.segment_id}`, op: 'eq', value: false },
      ],
    },
  });
  await until(`${base}/segments/${savers.segment_id}`, (answer) => answer.status === 'ready');
  await page.goto(`${server.base}/console/programs/${clientId}/segments/${savers.segment_id}`, { waitUntil: 'load' });
  await shoot('dynamic-segment', 'section[aria-labelledby="segment-members"] tbody tr');
  // Its conditions being changed: who would match, counted as they are typed.
  await click(page, 'Edit');
  await shoot('segment-preview', 'ul.segment-sample li', 'section.segment-preview');
  await click(page, 'Cancel');
  await page.goto(`${server.base}/console/programs/${clientId}/segments`, { waitUntil: 'load' });
  await shoot('segments', '::-p-text(Members with a free latte)');

  // A receipt photo for the review queue: a till slip drawn in the browser and taken as a JPEG.
  const slip = await browser.newPage();
  await slip.setViewport({ width: 240, height: 320 });
  await slip.setContent(
    '<body style="margin:0;font:14px monospace;padding:16px;background:#fbfaf5"><b>COFFEE CLUB</b><br>12 Main St<br><br>Latte ........ 4.20<br>Croissant .... 3.10<br>Water ........ 1.50<br><br><b>TOTAL ........ 8.80</b><br><br>2026-11-27 08:41<br>Thank you!</body>',
  );
  const photo = Buffer.from(await slip.screenshot({ type: 'jpeg', quality: 70 })).toString('base64');
  await slip.close();
  const shopper = await apiCall<{ id: number }>(
    server,
    'POST',
    '/v2/users',
    { first_name: 'Alan', last_name: 'Club', email_address: 'alan.club@example.com', date_of_birth: 631152000, postal_code: '10001' },
    asApp,
  );
  await apiCall(server, 'POST', `/v2/users/${shopper.id}/receipts/submit`, { image: photo, file_name: 'till-slip.jpg' }, asApp);
  await page.goto(`${server.base}/console/programs/${clientId}/receipts`, { waitUntil: 'load' });
  await shoot('receipts', 'img.receipt-image');

  // A simulation: reviews earn 10 points under an active rule; over the last 30 days, what 25 points a review with a budget of 300 would have given instead.
  const reviewTrigger = { kind: 'activity', activity_id: String(review.id) };
  const reviewBonus = await post(`${base}/rules`, { name: 'Review bonus', trigger: reviewTrigger, effect: { kind: 'fixed', points: 10 }, status: 'active' });
  for (const [reviewer, reviews] of [
    [ada.id, 3],
    [shopper.id, 2],
  ] as const)
    for (let written = 0; written < reviews; written++) await apiCall(server, 'POST', `/v2/users/${reviewer}/activities`, { activity_id: review.id }, asApp);
  const asked = Date.now();
  const simulation = await post(`${base}/simulations`, {
    since: new Date(asked - 30 * 86_400_000).toISOString(),
    until: new Date(asked).toISOString(),
    replace: [reviewBonus.rule_id],
    rules: [{ name: 'Review bonus', trigger: reviewTrigger, effect: { kind: 'fixed', points: 25 }, budget: { points_total: 300 } }],
  });
  await until(`${base}/simulations/${simulation.simulation_id}`, (answer) => answer.status === 'done');
  await page.goto(`${server.base}/console/programs/${clientId}/simulations/${simulation.simulation_id}`, { waitUntil: 'load' });
  // Down to what would have happened: the headline, the chart and the tables under it.
  await shoot('simulation', 'p[data-headline]', 'section[aria-labelledby="simulation-outcome"]');
} finally {
  await close();
  await server.stop();
}
