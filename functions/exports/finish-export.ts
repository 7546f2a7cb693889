import { withJobTelemetry } from '../../shared/telemetry/job-telemetry.js';
import { exportOfRequestKey, finishExport } from '../../shared/exports/index.js';
import { FinishExportInput } from '../../shared/exports/export-requests.js';

/** The export pipeline's last step: joins the parts into the export's file and records its status (failed when the fan-out failed). */
export const handler = withJobTelemetry(async (event: unknown) => {
  const { key, failure } = FinishExportInput.parse(event);
  const ids = exportOfRequestKey(key);
  return { status: ids ? ((await finishExport(ids.clientId, ids.exportId, failure)) ?? null) : null };
});
