import { cyclesOf, importProblems, layerOf, readImportGraph, repoRoot, type ImportGraph } from '../helpers/import-structure.js';

const graphOf = (edges: Record<string, string[]>): ImportGraph => new Map(Object.entries(edges));

describe('import structure of the product code', () => {
  it('has no cycle, no upward import and no feature reached past its public module', () => {
    const graph = readImportGraph(repoRoot());

    expect(graph.size).toBeGreaterThan(100);
    expect(importProblems(graph)).toEqual([]);
  });

  it('gives the middleware only the member lookup, not the member writes or the rank code', () => {
    const graph = readImportGraph(repoRoot());
    const reachable = new Set<string>();
    const visit = (file: string) => {
      if (reachable.has(file)) return;
      reachable.add(file);
      for (const next of graph.get(file) ?? []) visit(next);
    };

    visit('shared/http/api-handler.ts');

    expect(reachable).toContain('shared/members/member-lookup.ts');
    expect([...reachable].filter((file) => /member-writes|ranks|rank-tree/.test(file))).toEqual([]);
  });
});

describe('the import check', () => {
  it('places every product folder in a layer and leaves unknown ones out', () => {
    expect(layerOf('shared/errors.ts')).toBe('base');
    expect(layerOf('shared/support/clock.ts')).toBe('base');
    expect(layerOf('shared/data/keys.ts')).toBe('data');
    expect(layerOf('shared/files/file-store.ts')).toBe('data');
    expect(layerOf('shared/points/ledger.ts')).toBe('feature');
    expect(layerOf('shared/http/api-handler.ts')).toBe('http');
    expect(layerOf('functions/users/get-user.ts')).toBe('handler');
    expect(layerOf('local/server.ts')).toBe('tools');
    expect(layerOf('scripts/api-docs.ts')).toBe('tools');
    expect(layerOf('lib/routes.ts')).toBe('infra');
    expect(layerOf('shared/domain/members.ts')).toBeUndefined();
  });

  it('reports an upward import, as from data to a feature', () => {
    const problems = importProblems(graphOf({ 'shared/data/keys.ts': ['shared/points/ledger.ts'], 'shared/points/ledger.ts': [] }));

    expect(problems).toEqual(['upward: shared/data/keys.ts (data) -> shared/points/ledger.ts (feature)']);
  });

  it('reports a feature module reached past its public module', () => {
    const problems = importProblems(
      graphOf({ 'shared/rewards/redemption.ts': ['shared/points/ledger.ts'], 'shared/points/ledger.ts': [], 'shared/points/index.ts': [] }),
    );

    expect(problems).toEqual(['past the public module: shared/rewards/redemption.ts -> shared/points/ledger.ts (use shared/points/index.ts)']);
  });

  it('reports a cycle of files and a cycle of features', () => {
    const problems = importProblems(
      graphOf({
        'shared/points/index.ts': ['shared/points/ledger.ts'],
        'shared/points/ledger.ts': ['shared/members/index.ts'],
        'shared/members/index.ts': ['shared/members/member-writes.ts'],
        'shared/members/member-writes.ts': ['shared/points/index.ts'],
      }),
    );

    expect(problems).toContain(
      'cycle among: shared/members/index.ts, shared/members/member-writes.ts, shared/points/index.ts, shared/points/ledger.ts',
    );
    expect(problems).toContain('feature cycle among: members, points');
  });

  it('reports dev-only code imported by a route, deploy code importing a tool, and a file outside every layer', () => {
    const problems = importProblems(
      graphOf({ 'functions/users/get-user.ts': ['local/seed.ts'], 'lib/routes.ts': ['scripts/api-docs.ts'], 'local/seed.ts': [], 'scripts/api-docs.ts': [], 'shared/domain/members.ts': [] }),
    );

    expect(problems).toEqual([
      'upward: functions/users/get-user.ts (handler) -> local/seed.ts (tools)',
      'upward: lib/routes.ts (infra) -> scripts/api-docs.ts (tools)',
      'outside every layer: shared/domain/members.ts',
    ]);
  });

  it('finds a file importing itself and ignores acyclic diamonds', () => {
    expect(cyclesOf(graphOf({ a: ['a'] }))).toEqual([['a']]);
    expect(cyclesOf(graphOf({ a: ['b', 'c'], b: ['d'], c: ['d'], d: [] }))).toEqual([]);
  });
});
