import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { pathToFileURL } from 'node:url';
import { contracts, routes } from '../../lib/routes.js';
import { functionRows } from '../../lib/functions.js';
import type { AnyRouteContract } from '../../shared/http/route-contract.js';

/**
 * Every route is declared once, in its contract beside its handler: the route list and the
 * handlers agree, and no handler declares a schema or a route fact of its own.
 */

const functionFiles = (folder: string): string[] =>
  readdirSync(folder).flatMap((name) => {
    const path = posix.join(folder, name);
    return statSync(path).isDirectory() ? functionFiles(path) : name.endsWith('.ts') ? [path] : [];
  });

// Every function the stack deploys that no route serves: jobs, stream consumers, pipeline steps, the authorizer.
const notRoutes = new Set(functionRows.map((row) => row.entry).filter((entry) => !routes.some((route) => route.entry === entry)));
const handlerFiles = functionFiles('functions').filter((file) => !/\.(contract|fixture)\.ts$/.test(file) && !notRoutes.has(file));
const contractFiles = functionFiles('functions').filter((file) => file.endsWith('.contract.ts'));

const contractFileOf = (contract: AnyRouteContract) => contract.handler.replace(/\.ts$/, '.contract.ts');

describe('the route list and the handlers', () => {
  it('agree: every handler serves exactly one listed contract, and every listed contract names a handler', () => {
    const served = contracts.map((contract) => contract.handler).sort();

    expect(served).toEqual([...handlerFiles].sort());
    expect(contracts.map(contractFileOf).sort()).toEqual([...contractFiles].sort());
  });

  it('every contract file exports the listed contract, and its handler is built from that same object', async () => {
    const mismatched: string[] = [];
    // One at a time: jest's ESM loader cannot link modules that share dependencies concurrently.
    for (const contract of contracts) {
      const declared = Object.values(await import(pathToFileURL(join(process.cwd(), contractFileOf(contract))).href));
      const { handler } = (await import(pathToFileURL(join(process.cwd(), contract.handler)).href)) as { handler: { contract?: unknown } };
      if (declared.length !== 1 || declared[0] !== contract || handler.contract !== contract) mismatched.push(contract.name);
    }

    expect(mismatched).toEqual([]);
  });

  it('no handler declares a schema, parses input or states a route fact outside its contract', () => {
    const declaring = handlerFiles.filter((file) => {
      const source = readFileSync(file, 'utf8');
      return /from 'zod'|\bz\.|parseParams|parseBody|\.safeParse\(|\.parse\(|JSON\.parse|auth:|idempotent:|member:/.test(source);
    });

    expect(declaring).toEqual([]);
  });

  it('each handler is built from the contract beside it', () => {
    const elsewhere = contracts.filter((contract) => {
      const source = readFileSync(contract.handler, 'utf8');
      const contractModule = `./${posix.basename(contractFileOf(contract)).replace(/\.ts$/, '.js')}`;
      return !source.includes(`from '${contractModule}'`) || !/apiHandler\(\w+Route\)/.test(source);
    });

    expect(elsewhere.map((contract) => contract.name)).toEqual([]);
  });

  it('names every route once: one function name and one method and path each', () => {
    const names = routes.map((route) => route.name);
    const keys = routes.map((route) => `${route.method} ${route.path}`);

    expect(names.length).toBe(new Set(names).size);
    expect(keys.length).toBe(new Set(keys).size);
  });
});
