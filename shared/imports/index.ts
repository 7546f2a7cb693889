/** The imports feature as the routes see it; the pipeline's file-reading steps are in import-pipeline.ts. */
export { cancelImport, createImport, finishImport, importErrors, importList, readImport } from './imports.js';
export { importOfFileKey } from './keys.js';
export type { Chunk } from './import-files.js';
