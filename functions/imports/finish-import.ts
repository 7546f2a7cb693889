import { withJobTelemetry } from '../../shared/telemetry/job-telemetry.js';
import { finishImport, importOfFileKey } from '../../shared/imports/index.js';
import { FinishImportInput } from '../../shared/imports/import-requests.js';

/** The import pipeline's last step: the import's final status (failed when the fan-out failed). */
export const handler = withJobTelemetry(async (event: unknown) => {
  const { key, failure } = FinishImportInput.parse(event);
  const ids = importOfFileKey(key);
  return { status: ids ? ((await finishImport(ids.clientId, ids.importId, failure)) ?? null) : null };
});
