/** The reports feature as other features see it: counting delivery outcomes, and the stream's count of events. */
export { countEvents, type CountingRun } from './event-counting.js';
export { countDeliveryOutcomeItem } from './report-repository.js';
export { reportDay } from './report-counts.js';
export { dailyCsv, dailyReport, reportSummary, summaryCsv, topCsv, topReport } from './reports.js';
export { rebuildReports, requestEveryRebuild, requestRebuild, type RebuildRun } from './report-rebuild.js';
