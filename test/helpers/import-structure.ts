import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';
import ts from 'typescript';

/**
 * The shape the imports must keep: layers that import only downwards, features that use one
 * another only through their public module (index.ts; answer schemas compose directly, see
 * isSchemaModule), and no cycles of files or features.
 *
 *   tools (local, scripts)                         the dev server and generators: may use all below
 *   infra (lib, bin)                               deploy code
 *   handler (functions)                            one per route
 *   http (shared/http)                             middleware, responses
 *   runtime (shared/jobs, shared/telemetry)        how a job runs; what every invocation logs and counts
 *   feature (shared/<feature>)                     rules, use cases and repositories
 *   data (shared/data, shared/files)               table, client, keys, transactions; the files bucket
 *   base (shared/errors.ts, config.ts, support/)   imports nothing of ours above it
 */
export const FEATURES = ['member-store', 'events', 'operators', 'programs', 'audit', 'requests', 'points', 'members', 'member-tokens', 'rewards', 'event-stream', 'campaigns', 'purchases', 'reports', 'webhooks', 'imports', 'exports', 'receipts', 'member-notes', 'segments', 'rules', 'event-types', 'custom-events', 'rule-explanations', 'rule-triggers', 'segment-triggers', 'simulations'] as const;

export type Layer = 'base' | 'data' | 'feature' | 'runtime' | 'http' | 'handler' | 'infra' | 'tools';

const RANK: Record<Layer, number> = { base: 0, data: 1, feature: 2, runtime: 3, http: 4, handler: 5, infra: 6, tools: 7 };

/** Each file of the graph with the repository-relative paths of the files it imports. */
export type ImportGraph = Map<string, string[]>;

export function layerOf(file: string): Layer | undefined {
  if (file.startsWith('lib/') || file.startsWith('bin/')) return 'infra';
  // A route's fixture sits beside its contract but is walk material: it stands on the walks' kit in local/.
  if (file.startsWith('local/') || file.startsWith('scripts/') || file.endsWith('.fixture.ts')) return 'tools';
  if (file.startsWith('functions/')) return 'handler';
  const [root, folder] = file.split('/');
  if (root !== 'shared') return undefined;
  if (['shared/errors.ts', 'shared/config.ts'].includes(file) || folder === 'support' || folder === 'types') return 'base';
  // The file store is plumbing like the table's: features keep their files in it, and it knows none of them.
  if (folder === 'data' || folder === 'files') return 'data';
  if (folder === 'http') return 'http';
  if (folder === 'jobs' || folder === 'telemetry') return 'runtime';
  return featureOf(file) ? 'feature' : undefined;
}

export const featureOf = (file: string): string | undefined => {
  const [root, folder] = file.split('/');
  return root === 'shared' && folder !== undefined && (FEATURES as readonly string[]).includes(folder) ? folder : undefined;
};

const publicModuleOf = (feature: string) => `shared/${feature}/index.ts`;

/**
 * A feature's request and answer schemas and its vocabulary (shared/<feature>/*-requests.ts,
 * *-responses.ts, *-schemas.ts): what route contracts, the stack and the API description read. They compose across features directly (a
 * purchase's query names members' id_type; a pending points answer extends the points summary),
 * since a feature's public module would carry its repositories into everything that loads them.
 */
const isSchemaModule = (file: string) => featureOf(file) !== undefined && /-(requests|responses|schemas)\.ts$/.test(file);

/** Every problem of the graph, one sentence each; empty when the shape holds. */
export function importProblems(graph: ImportGraph): string[] {
  const problems: string[] = [];
  const featureEdges = new Map<string, Set<string>>();
  for (const [file, imports] of graph) {
    const layer = layerOf(file);
    if (!layer) {
      problems.push(`outside every layer: ${file}`);
      continue;
    }
    for (const target of imports) {
      const targetLayer = layerOf(target);
      if (!targetLayer) continue;
      if (RANK[targetLayer] > RANK[layer]) problems.push(`upward: ${file} (${layer}) -> ${target} (${targetLayer})`);
      const [from, to] = [featureOf(file), featureOf(target)];
      if (from && to && from !== to) {
        const schemasComposed = isSchemaModule(file) && isSchemaModule(target);
        if (target !== publicModuleOf(to) && !schemasComposed) problems.push(`past the public module: ${file} -> ${target} (use ${publicModuleOf(to)})`);
        featureEdges.set(from, (featureEdges.get(from) ?? new Set()).add(to));
      }
    }
  }
  for (const cycle of cyclesOf(graph)) problems.push(`cycle among: ${cycle.join(', ')}`);
  const features = new Map([...featureEdges].map(([feature, to]) => [feature, [...to]]));
  for (const cycle of cyclesOf(features)) problems.push(`feature cycle among: ${cycle.join(', ')}`);
  return problems;
}

/** The strongly connected components with more than one node, or a node importing itself (Tarjan). */
export function cyclesOf(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let next = 0;
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.unshift(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component);
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return cycles;
}

const SOURCE = /\.(ts|mts|mjs)$/;
const ROOTS = ['bin', 'lib', 'functions', 'shared', 'local', 'scripts'];

function sourceFiles(repo: string, folder: string): string[] {
  return readdirSync(join(repo, folder)).flatMap((name) => {
    const path = posix.join(folder, name);
    if (statSync(join(repo, path)).isDirectory()) return sourceFiles(repo, path);
    return SOURCE.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The relative imports of every product source file (static, dynamic and type-only), resolved to files. */
export function readImportGraph(repo: string): ImportGraph {
  const files = ROOTS.flatMap((root) => sourceFiles(repo, root));
  const known = new Set(files);
  const graph: ImportGraph = new Map();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(join(repo, file), 'utf8'), true, true);
    const targets = importedFiles
      .map(({ fileName }) => fileName)
      .filter((spec) => spec.startsWith('.'))
      .map((spec) => resolveSpecifier(file, spec, known))
      .filter((target): target is string => target !== undefined);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

function resolveSpecifier(from: string, spec: string, known: Set<string>): string | undefined {
  const path = posix.normalize(posix.join(posix.dirname(from), spec));
  const stem = path.replace(/\.(js|ts|mjs)$/, '');
  return [path, `${stem}.ts`, `${stem}.mjs`, `${stem}/index.ts`].find((candidate) => known.has(candidate));
}

export const repoRoot = (): string => relative(process.cwd(), join(dirname(new URL(import.meta.url).pathname), '..', '..')) || '.';
