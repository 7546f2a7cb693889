import { withJobTelemetry } from '../../shared/telemetry/job-telemetry.js';
import { writeExportPage } from '../../shared/exports/index.js';
import { ExportPageInput } from '../../shared/exports/export-requests.js';

/** A worker of the export pipeline's Map: writes one page of a shard's members as a part file, and answers where the walk goes on. */
export const handler = withJobTelemetry(async (event: unknown) => writeExportPage(ExportPageInput.parse(event)));
