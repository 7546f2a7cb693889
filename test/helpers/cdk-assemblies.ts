import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, type AppProps } from 'aws-cdk-lib';

/**
 * Apps built by a test file write their cloud assemblies (templates and staged assets, tens of MB
 * each) to directories of their own, removed once the file's tests end (cdk-assemblies-cleanup.ts);
 * an App left to choose would leave one under the system's temporary directory per synth.
 */
const assemblies: string[] = [];

export function testApp(props: AppProps = {}): App {
  const outdir = mkdtempSync(join(tmpdir(), 'rewards-cdk-test-'));
  assemblies.push(outdir);
  return new App({ ...props, outdir });
}

export function removeTestAssemblies(): void {
  for (const outdir of assemblies.splice(0)) rmSync(outdir, { recursive: true, force: true });
}
