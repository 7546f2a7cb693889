// Jest loads global setup outside its module system, so the TypeScript helpers are loaded through tsx.
import { tsImport } from 'tsx/esm/api';

/**
 * One local server (with its DynamoDB Local) and one Chromium for the whole browser run: each
 * suite connects to them instead of starting its own (see shared-console.ts).
 */
export default async function globalSetup() {
  const { startSharedConsole } = await tsImport('./shared-console.ts', import.meta.url);
  globalThis.__stopSharedConsole = await startSharedConsole();
}
