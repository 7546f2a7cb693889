import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The repository's root directory. */
export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The modules at these paths (relative to the repository root), imported one at a time: under
 * jest's ESM support, parallel dynamic imports sharing a module fail to link ("request for ... is
 * not in cache", nodejs/node#52187).
 */
export async function importRepoModules(files: readonly string[]): Promise<Array<Record<string, unknown>>> {
  const modules: Array<Record<string, unknown>> = [];
  for (const file of files) modules.push(await import(pathToFileURL(join(REPO_ROOT, file)).href));
  return modules;
}
