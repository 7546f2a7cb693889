import { launchChromium } from '../test/helpers/browser.js';
import { apiCall, apiKeyHeader, click, DESKTOP, fill, PHONE, signIn, startConsoleServer, text } from '../test/browser/console-session.js';

/**
 * `npm run docs:console-screenshots`: docs/images/console-<page>-<desktop|phone>.png, the README's
 * pictures of the operator console, taken in headless Chromium from `npm start`'s server (in
 * memory) after the owner has created a program with an activity, a reward and an operator.
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
  const shoot = async (name: string, ready: string) => {
    for (const [size, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      await page.setViewport(viewport);
      await page.waitForSelector(ready, { visible: true });
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
  await post(`${base}/activities`, { name: 'visit', title: 'Store visit', num_points: 10, freq_cap: 1, freq_period_id: 2 });
  await post(`${base}/activities`, { name: 'review', title: 'Write a review', num_points: 50 });
  const drinks = await post(`${base}/reward_categories`, { name: 'Drinks' });
  await post(`${base}/coupon_categories`, { name: 'Vouchers', expiration_days: 30 });
  await post(`${base}/rewards`, { title: 'Free latte', num_points: 100, total_quantity: 250, category_id: drinks.id });
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
  await page.goto(`${server.base}/console/programs/${clientId}/rewards`, { waitUntil: 'load' });
  await shoot('rewards', '::-p-text(Free latte)');
  await page.goto(`${server.base}/console/programs/${clientId}/keys`, { waitUntil: 'load' });
  await click(page, 'Issue an API key');
  await shoot('keys', '[data-secret]');
  await page.goto(`${server.base}/console/operators`, { waitUntil: 'load' });
  await shoot('operators', '::-p-text(mara@example.com)');

  // A member who was welcomed with points, visited and ordered a scarf that ships.
  const { api_key: apiKey } = (await post(`${base}/api_keys`, {})) as { api_key: string };
  const asApp = apiKeyHeader(apiKey);
  const member = await apiCall<{ id: number }>(
    server,
    'POST',
    '/v2/users',
    { first_name: 'Ada', last_name: 'Byron', email_address: 'ada.byron@example.com', date_of_birth: 631152000, postal_code: '10001' },
    asApp,
  );
  await post(`${base}/members/${member.id}/points_adjustments`, { points: 500, reason: 'Welcome to the club' });
  const scarf = await post(`${base}/rewards`, { title: 'Club scarf', num_points: 300, total_quantity: 40, is_shipping_required: 1 });
  await apiCall(
    server,
    'POST',
    `/v2/users/${member.id}/redemption`,
    {
      reward_id: String(scarf.id),
      shipping_first_name: 'Ada',
      shipping_last_name: 'Byron',
      shipping_street_address_1: '1 Main St',
      shipping_country: 'US',
      shipping_state: 'NY',
      shipping_city: 'New York',
      shipping_zip: '10001',
    },
    asApp,
  );
  await post(`${base}/members/${member.id}/points_adjustments`, { points: 50, reason: 'Scarf arrived late' });
  await page.goto(`${server.base}/console/programs/${clientId}/members`, { waitUntil: 'load' });
  await shoot('members', '::-p-text(Find member)');
  await page.goto(`${server.base}/console/programs/${clientId}/members/${member.id}`, { waitUntil: 'load' });
  await shoot('member', 'table.ledger');
  await page.goto(`${server.base}/console/programs/${clientId}/orders`, { waitUntil: 'load' });
  await shoot('orders', '::-p-text(Club scarf)');
  await page.goto(`${server.base}/console/programs/${clientId}/audit`, { waitUntil: 'load' });
  await shoot('audit', '.audit-entry');
} finally {
  await close();
  await server.stop();
}
