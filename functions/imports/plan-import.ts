import { withJobTelemetry } from '../../shared/telemetry/job-telemetry.js';
import { importOfFileKey } from '../../shared/imports/index.js';
import { planImport, type ImportPlan } from '../../shared/imports/import-pipeline.js';
import { PlanImportInput } from '../../shared/imports/import-requests.js';

/**
 * The import pipeline's first step (a Step Functions task, started by the file's S3 event):
 * validates the uploaded file and cuts it into chunks; the state machine's Distributed Map then
 * runs a worker per chunk from the manifest this writes. Not an import's file: nothing to run.
 */
export const handler = withJobTelemetry(async (event: unknown): Promise<ImportPlan | { manifest_key: null; chunks: 0 }> => {
  const { key } = PlanImportInput.parse(event);
  const ids = importOfFileKey(key);
  if (!ids) return { manifest_key: null, chunks: 0 };
  return planImport(ids.clientId, ids.importId);
});
