import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { contracts } from '../../lib/routes.js';
import { FIXTURE_SECTIONS, fixtureFile, loadRouteFixtures } from '../../local/walks/route-fixtures.js';

const fixtures = await loadRouteFixtures();

function fixtureFilesIn(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return fixtureFilesIn(path);
    return entry.name.endsWith('.fixture.ts') ? [relative(process.cwd(), path)] : [];
  });
}

describe('route fixtures', () => {
  it('has a fixture file beside every contract, and none without a contract', () => {
    expect(contracts.map(fixtureFile).filter((file) => !existsSync(file))).toEqual([]);
    expect(fixtureFilesIn('functions').filter((file) => !contracts.some((contract) => fixtureFile(contract) === file))).toEqual([]);
  });

  it('exports only the sections the walks read', () => {
    const strays = [...fixtures].flatMap(([contract, fixture]) =>
      Object.keys(fixture)
        .filter((name) => !(FIXTURE_SECTIONS as readonly string[]).includes(name))
        .map((name) => `${contract.name}: ${name}`),
    );

    expect(strays).toEqual([]);
  });
});
