import type { LayerName } from '../shared/http/route-contract.js';

/**
 * Lambda layers: npm packages too large to bundle into every function that imports them. Each
 * package named here is left out of every function bundle (lib/constructs/bundling.ts) and
 * shipped, as installed in node_modules, in its layer; a route or job row names the layers its
 * function needs (`layers` in a route's contract and in lib/jobs.ts), and only those functions get them.
 *
 * Code that uses such a package must load it through CommonJS resolution
 * (`createRequire(import.meta.url)`): in Lambda the layer's packages sit in /opt/nodejs/node_modules,
 * which NODE_PATH names and only CommonJS resolution consults.
 */
export interface PackageLayer {
  /** PascalCase construct id of the layer. */
  name: string;
  /** What the layer holds, for the layer version's description. */
  description: string;
  /** npm packages the layer carries under nodejs/node_modules; none may have runtime dependencies. */
  packages: readonly string[];
}

export const layers = {
  postalCodes: {
    name: 'PostalCodes',
    description: 'US ZIP codes and Canadian forward sortation areas, for member location labels',
    packages: ['zipcodes'],
  },
} as const satisfies Record<LayerName, PackageLayer>;

export type { LayerName };

/** Every package some layer carries: the functions' bundles leave these out. */
export const layerPackages: readonly string[] = Object.values(layers).flatMap((layer) => layer.packages);
