import type { BuildOptions } from 'esbuild';
import { LogLevel, OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import { layerPackages } from '../layers.js';

/**
 * How every function is bundled, described once. The CDK construct (lib/constructs/service-function.ts)
 * turns it into NodejsFunction bundling options and `npm run bench:cold` into esbuild build options,
 * so the benchmark measures exactly the code that is deployed.
 */
export const FUNCTION_BUNDLE = {
  /** Syntax floor of the output; the functions run on a newer runtime (see service-function.ts). */
  target: 'node22',
  /** ES modules: the source is ESM and Middy ships ESM only (docs/decisions.md). */
  format: 'esm',
  /** Prefer packages' ES builds (the AWS SDK's dist-es tree-shakes far better than dist-cjs). */
  mainFields: ['module', 'main'],
  minify: true,
  treeShaking: true,
  /** Off in production: smaller bundles and no source-map cost at cold start. */
  sourceMap: false,
  /**
   * Only the packages Lambda layers carry (lib/layers.ts) stay out; everything else, the AWS SDK
   * v3 included, is bundled at the version package-lock.json pins.
   */
  external: layerPackages,
  /** File name of the bundle inside the function's asset; the Lambda handler is `index.handler`. */
  outputFile: 'index.mjs',
} as const;

/**
 * The size target of every function bundle: its deployment zip stays under 300 KB. bench:cold
 * reports against it and test/infra/bundling.test.ts enforces it.
 */
export const MAX_BUNDLE_ZIPPED_BYTES = 300 * 1024;

/** NodejsFunction bundling: local esbuild from node_modules, never Docker. */
export function cdkBundlingOptions(): BundlingOptions {
  return {
    target: FUNCTION_BUNDLE.target,
    format: OutputFormat.ESM,
    mainFields: [...FUNCTION_BUNDLE.mainFields],
    minify: FUNCTION_BUNDLE.minify,
    sourceMap: FUNCTION_BUNDLE.sourceMap,
    bundleAwsSDK: true,
    externalModules: [...FUNCTION_BUNDLE.external],
    esbuildArgs: { '--tree-shaking': String(FUNCTION_BUNDLE.treeShaking) },
    logLevel: LogLevel.WARNING,
    forceDockerBundling: false,
  };
}

/**
 * The same bundles through esbuild's API, for `npm run bench:cold` and the bundling test: one
 * build for many entries (`{ name: entry }` -> `<outdir>/<name>.mjs`). Without code splitting
 * every output is self-contained, the same code the construct produces for each entry alone.
 */
export function esbuildBuildOptions(entryPoints: Record<string, string>, outdir: string): BuildOptions {
  return {
    entryPoints,
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: false,
    platform: 'node',
    target: FUNCTION_BUNDLE.target,
    format: FUNCTION_BUNDLE.format,
    mainFields: [...FUNCTION_BUNDLE.mainFields],
    minify: FUNCTION_BUNDLE.minify,
    treeShaking: FUNCTION_BUNDLE.treeShaking,
    sourcemap: FUNCTION_BUNDLE.sourceMap,
    external: [...FUNCTION_BUNDLE.external],
    logLevel: 'warning',
  };
}
