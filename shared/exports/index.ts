/** The exports feature as other code sees it. */
export {
  createExport,
  exportList,
  finishExport,
  planExport,
  readExport,
  startDailyExports,
  writeExportPage,
  type ExportPlan,
  type PageRun,
} from './exports.js';
export { exportOfRequestKey, exportRequestKey } from './keys.js';
