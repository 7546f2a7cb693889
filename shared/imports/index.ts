/** The imports feature as other code sees it. */
export { cancelImport, createImport, finishImport, importErrors, importList, planImport, readImport, runImportChunk, type ImportPlan } from './imports.js';
export { receiveLocalUpload } from './file-store.js';
export { importOfFileKey } from '../data/keys.js';
export type { Chunk } from './import-files.js';
