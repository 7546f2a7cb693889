import { existsSync, readFileSync, readdirSync } from 'node:fs';
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

/** The walks over every route: each finds its routes through the route list and their fixtures. */
const WALKS = [
  'test/integration/tenant-isolation.test.ts',
  'test/integration/member-isolation.test.ts',
  'test/integration/fuzz.test.ts',
  'test/integration/idempotency.test.ts',
  'test/integration/iam-replay.test.ts',
  ...readdirSync('bench/routes').map((file) => `bench/routes/${file}`),
];

describe('adding a route', () => {
  it('is a contract, a handler, a fixture and a line in the route lists: no walk names a route by its method and path, its path template or its name', () => {
    const named = WALKS.flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      return contracts.flatMap((contract) =>
        [
          `'${contract.method} ${contract.path}'`,
          `'${contract.name}'`,
          `"${contract.name}"`,
          // A path with its {parameters} is a route's, never a request's.
          ...(contract.path.includes('{') ? [`'${contract.path}'`] : []),
        ]
          .filter((literal) => source.includes(literal))
          .map((literal) => `${file}: ${literal}`),
      );
    });

    expect(named).toEqual([]);
  });
});
