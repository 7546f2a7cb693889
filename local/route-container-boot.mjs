// Worker threads start without the TypeScript loader of the thread that made them: load the
// route container's TypeScript through tsx, as the local server itself is loaded.
import { workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

await tsImport(workerData.module, import.meta.url);
