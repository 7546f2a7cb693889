import type { Context, DynamoDBStreamEvent } from 'aws-lambda';
import { streamEventsOf } from '../../shared/event-stream/index.js';
import { withJobTelemetry } from '../../shared/telemetry/job-telemetry.js';
import { countEvents } from '../../shared/reports/index.js';
import { countRankMoves, rankMovesOf } from '../../shared/points/index.js';
import { nowSeconds } from '../../shared/support/clock.js';
import { logger } from '../../shared/support/logger.js';

/**
 * DynamoDB Streams consumer, not an HTTP route: the new outbox events of a batch counted into
 * their programs' reports, and the rank moves its ledger entries carry counted into the rank
 * trees. An error fails the batch, which the stream hands over again: the events counted before
 * it are found marked, and the moves found counted on their members' rank entries; each counts once.
 */
export const handler = withJobTelemetry(async (event: DynamoDBStreamEvent, _context: Context) => {
  const moves = rankMovesOf(event);
  const ranks = moves.length > 0 ? await countRankMoves(moves) : undefined;
  if (ranks) logger.info('rank moves', { ...ranks });
  const events = streamEventsOf(event);
  if (events.length === 0) return { events: 0, ...(ranks ? { rank_moves: ranks.counted } : {}) };
  const run = await countEvents(events, nowSeconds());
  logger.info('report count', { ...run });
  return { ...run, ...(ranks ? { rank_moves: ranks.counted } : {}) };
});
