import type { AddressInfo } from 'node:net';
import { createLocalHttpServer } from '../local/http-server.js';
import { launchChromium } from '../local/launch/chromium.js';

/**
 * `npm run docs:screenshot`: docs/images/api-reference.png, the API guide's picture of /docs, taken
 * in headless Chromium from the local server's HTTP side (the reference needs no table).
 */
const OUT = 'docs/images/api-reference.png';

const server = createLocalHttpServer(async () => ({ statusCode: 404, headers: {}, body: '' }));
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
const { browser, close } = await launchChromium();
try {
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 800 });
  await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/docs`, { waitUntil: 'load' });
  await page.waitForSelector('[id^="operation/"]', { timeout: 15_000 });
  await page.evaluate('document.fonts.ready');
  await page.screenshot({ path: OUT });
  console.log(`wrote ${OUT}`);
} finally {
  await close();
  server.close();
}
