import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { Architecture, Code, LayerVersion } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { layers, type LayerName, type PackageLayer } from '../layers.js';
import { FUNCTION_RUNTIME, PROJECT_ROOT } from './service-function.js';

/** Where a Node.js layer's packages go: Lambda puts /opt/nodejs/node_modules on NODE_PATH. */
export const LAYER_NODE_MODULES = 'nodejs/node_modules';

/** The installed node_modules the layers are copied from. */
export const PROJECT_NODE_MODULES = join(PROJECT_ROOT, 'node_modules');

export interface LayerPackage {
  name: string;
  version: string;
  license: string | undefined;
}

export interface LayerContents {
  packages: LayerPackage[];
  /** Every file of the layer: its path inside the layer's zip and where it is copied from. */
  files: Array<{ path: string; source: string }>;
  /** SHA-256 over the files' paths and contents: the layer asset's hash. */
  hash: string;
}

/** Every file below a directory, relative to it, in a stable order. */
function filesBelow(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/**
 * The installed package, checked for what a layer cannot carry: runtime dependencies (the layer
 * holds the package alone) and native addons (built for this machine, not Lambda's arm64 Linux).
 */
function installedPackage(name: string, nodeModules: string): LayerPackage & { dir: string; files: string[] } {
  const dir = join(nodeModules, name);
  if (!existsSync(join(dir, 'package.json'))) throw new Error(`layer package ${name} is not installed in ${nodeModules}; run npm ci`);
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Record<string, unknown>;
  const dependencies = ['dependencies', 'optionalDependencies', 'peerDependencies'].flatMap((field) =>
    Object.keys((manifest[field] as Record<string, string> | undefined) ?? {}),
  );
  if (dependencies.length > 0) {
    throw new Error(`layer package ${name} has runtime dependencies (${dependencies.join(', ')}); a layer copies the package alone`);
  }
  const files = filesBelow(dir);
  const native = files.filter((file) => file.endsWith('.node') || file.endsWith('binding.gyp'));
  if (native.length > 0) throw new Error(`layer package ${name} has native code (${native.join(', ')}), which would not run on arm64 Lambda`);
  return { name, version: String(manifest.version), license: manifest.license as string | undefined, dir, files };
}

/**
 * What a layer holds: each of its packages as installed (package-lock.json pins the versions),
 * under nodejs/node_modules. Read from node_modules only: no network, no Docker.
 */
export function layerContents(layer: PackageLayer, nodeModules = PROJECT_NODE_MODULES): LayerContents {
  const installed = layer.packages.map((name) => installedPackage(name, nodeModules));
  const files = installed.flatMap((pkg) => pkg.files.map((file) => ({ path: `${LAYER_NODE_MODULES}/${pkg.name}/${file}`, source: join(pkg.dir, file) })));
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file.path}\0`).update(readFileSync(file.source)).update('\0');
  return {
    packages: installed.map(({ name, version, license }) => ({ name, version, license })),
    files,
    hash: hash.digest('hex'),
  };
}

/** Copies a layer's files into a directory, laid out as the layer's zip (nodejs/node_modules/...). */
export function stageLayer(contents: LayerContents, outputDir: string): void {
  for (const file of contents.files) {
    const target = join(outputDir, file.path);
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(file.source, target);
  }
}

/**
 * The service's layers (lib/layers.ts), each created the first time a function asks for it, so a
 * layer no function declares is never deployed. Built at synth time by copying the installed
 * packages (local bundling, which never falls back to Docker: it copies or throws); arm64, for
 * the functions' runtime.
 */
export class PackageLayers extends Construct {
  private readonly built = new Map<LayerName, LayerVersion>();

  layer(name: LayerName): LayerVersion {
    const existing = this.built.get(name);
    if (existing) return existing;
    const layer = layers[name];
    const contents = layerContents(layer);
    const packages = contents.packages.map((pkg) => `${pkg.name} ${pkg.version}`).join(', ');
    const version = new LayerVersion(this, layer.name, {
      description: `${layer.description} (${packages})`,
      code: Code.fromAsset(PROJECT_NODE_MODULES, {
        assetHash: contents.hash,
        bundling: {
          // Required by the type, never started: tryBundle always succeeds or throws.
          image: FUNCTION_RUNTIME.bundlingImage,
          local: {
            tryBundle(outputDir) {
              stageLayer(contents, outputDir);
              return true;
            },
          },
        },
      }),
      compatibleArchitectures: [Architecture.ARM_64],
      compatibleRuntimes: [FUNCTION_RUNTIME],
      license: contents.packages.map((pkg) => `${pkg.name}: ${pkg.license ?? 'unknown'}`).join(', '),
    });
    this.built.set(name, version);
    return version;
  }
}
