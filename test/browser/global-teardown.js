/** Closes the browser run's Chromium and stops its server, started by global-setup.js. */
export default async function globalTeardown() {
  await globalThis.__stopSharedConsole?.();
}
