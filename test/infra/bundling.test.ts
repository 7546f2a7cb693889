import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { build, type Metafile, type OutputFile } from 'esbuild';
import { PROJECT_ROOT } from '../../lib/constructs/api-function.js';
import { esbuildBuildOptions } from '../../lib/constructs/bundling.js';
import { routes } from '../../lib/routes.js';

/** One bundle per distinct handler entry, built with the options the CDK construct uses. */
const entries = Object.fromEntries([...new Set(routes.map((route) => route.entry))].map((entry) => [entry.replace(/\.ts$/, ''), join(PROJECT_ROOT, entry)]));
const builtins = new Set([...builtinModules, ...builtinModules.map((name) => `node:${name}`)]);

let outputs: Array<{ entry: string; meta: Metafile['outputs'][string]; file: OutputFile }>;

beforeAll(async () => {
  const result = await build({ ...esbuildBuildOptions(entries, join(tmpdir(), 'rewards-bundling-test')), write: false, metafile: true, logLevel: 'silent' });
  expect([result.errors, result.warnings]).toEqual([[], []]);
  outputs = Object.entries(result.metafile.outputs).map(([path, meta]) => ({
    entry: meta.entryPoint ?? path,
    meta,
    file: result.outputFiles.find((file) => file.path.endsWith(path.replace(/^.*?rewards-bundling-test/, '')))!,
  }));
});

describe('function bundles', () => {
  it('builds one bundle per handler entry of the route table', () => {
    expect(outputs).toHaveLength(Object.keys(entries).length);
  });

  it('export the handler the functions are configured with', () => {
    for (const { entry, meta } of outputs) expect([entry, meta.exports]).toEqual([entry, ['handler']]);
  });

  it('carry the AWS SDK and every other package inside: only Node.js built-ins stay imports', () => {
    for (const { entry, meta } of outputs) {
      const external = meta.imports.filter((imported) => !builtins.has(imported.path)).map((imported) => imported.path);
      expect([entry, external]).toEqual([entry, []]);
      expect(Object.keys(meta.inputs).some((input) => input.includes('node_modules/@aws-sdk/client-dynamodb/'))).toBe(true);
    }
  });

  it('need no CommonJS require at run time, which an ES module bundle would not have', () => {
    for (const { entry, file } of outputs) expect([entry, file.text.includes('Dynamic require of')]).toEqual([entry, false]);
  });

  it('leave out source maps and the local-only modules', () => {
    for (const { entry, meta, file } of outputs) {
      expect([entry, file.text.includes('sourceMappingURL')]).toEqual([entry, false]);
      expect(Object.keys(meta.inputs).filter((input) => /(^|\/)(shared\/local|test|bench)\//.test(input))).toEqual([]);
    }
  });
});
