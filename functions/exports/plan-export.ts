import { withJobTelemetry } from '../../shared/telemetry/job-telemetry.js';
import { exportOfRequestKey, planExport, type ExportPlan } from '../../shared/exports/index.js';
import { PlanExportInput } from '../../shared/exports/export-requests.js';

/**
 * The export pipeline's first step (a Step Functions task, started by the request's S3 event):
 * marks the export running; the state machine's Map then walks each shard of the client's rank
 * index from the walks this answers. Not an export's request: nothing to run.
 */
export const handler = withJobTelemetry(async (event: unknown): Promise<ExportPlan | { run: false; shards: [] }> => {
  const { key } = PlanExportInput.parse(event);
  const ids = exportOfRequestKey(key);
  if (!ids) return { run: false, shards: [] };
  return planExport(ids.clientId, ids.exportId);
});
