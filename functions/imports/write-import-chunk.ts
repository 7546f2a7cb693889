import { withJobTelemetry } from '../../shared/telemetry/job-telemetry.js';
import { runImportChunk } from '../../shared/imports/import-pipeline.js';
import { ChunkInput } from '../../shared/imports/import-requests.js';

/** A worker of the import pipeline's Distributed Map: writes one chunk's rows and counts them once. */
export const handler = withJobTelemetry(async (event: unknown) => {
  const { client_id, import_id, chunk } = ChunkInput.parse(event);
  return runImportChunk(client_id, import_id, chunk);
});
