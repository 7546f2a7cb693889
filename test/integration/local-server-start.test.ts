import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

/**
 * A newcomer's first five minutes: `npm install` without warnings on the Node that .nvmrc names.
 */

const ROOT = resolve(new URL('../..', import.meta.url).pathname);

describe('npm install, as a newcomer runs it', () => {
  // npm's own reading of version ranges (semver is installed with npm's toolchain and most packages).
  const semver = createRequire(import.meta.url)('semver') as {
    satisfies(version: string, range: string): boolean;
    minVersion(range: string): { version: string } | null;
  };
  const packageJson = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { engines: { node: string }; allowScripts?: Record<string, boolean> };
  const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version?: string; engines?: { node?: string }; hasInstallScript?: boolean }>;
  };
  const packages = Object.entries(lock.packages).filter(([path]) => path.startsWith('node_modules/') || path.includes('/node_modules/'));

  it('warns of no engine on the Node that .nvmrc names, nor on the oldest Node that package.json admits', () => {
    const nvmrc = readFileSync(join(ROOT, '.nvmrc'), 'utf8').trim();
    const oldestAdmitted = semver.minVersion(packageJson.engines.node)?.version ?? '';
    // .nvmrc names a major; its first release is the strictest reading.
    const nvmrcNode = /^\d+$/.test(nvmrc) ? `${nvmrc}.0.0` : nvmrc.replace(/^v/, '');

    const refusing = (node: string) =>
      packages.filter(([, entry]) => entry.engines?.node && !semver.satisfies(node, entry.engines.node)).map(([path, entry]) => `${path}@${entry.version}: ${entry.engines?.node}`);

    expect(semver.satisfies(nvmrcNode, packageJson.engines.node)).toBe(true);
    expect(refusing(nvmrcNode)).toEqual([]);
    expect(refusing(oldestAdmitted)).toEqual([]);
  });

  it('has every install script approved or denied in allowScripts, so npm 11 lists none as unreviewed', () => {
    const withScripts = [...new Set(packages.filter(([, entry]) => entry.hasInstallScript).map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 13)))];

    expect(withScripts.filter((name) => typeof packageJson.allowScripts?.[name] !== 'boolean')).toEqual([]);
  });
});
