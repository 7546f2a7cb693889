import type { Context, DynamoDBStreamEvent } from 'aws-lambda';
import { streamEventsOf } from '../../shared/event-stream/index.js';
import { creditOwedWelcomes, creditTierReachedRules } from '../../shared/rule-triggers/index.js';
import { reevaluateSegments } from '../../shared/segment-triggers/index.js';
import { withJobTelemetry } from '../../shared/telemetry/job-telemetry.js';
import { logger } from '../../shared/support/logger.js';
import { dispatchEvents } from '../../shared/webhooks/deliveries.js';

/**
 * DynamoDB Streams consumer, not an HTTP route: the new outbox items of a batch, in stream
 * order, become webhook deliveries; a level a member reached credits its tier_reached rules, and
 * a new member's welcome the request could not write is credited, and the member's dynamic
 * segments are decided again (a stream shard takes two
 * readers, so these reactions ride with the dispatcher rather than a third). An error fails the batch, which the stream hands over again: recorded deliveries are
 * not made twice and credited levels are marked. Log lines carry the Lambda context (withJobTelemetry).
 */
export const handler = withJobTelemetry(async (event: DynamoDBStreamEvent, _context: Context) => {
  const events = streamEventsOf(event);
  if (events.length === 0) return { events: 0 };
  // Deliveries first: a reaction that fails holds up no webhook (the batch handed over again finds them recorded).
  const run = await dispatchEvents(events);
  const tierRewards = await creditTierReachedRules(events);
  const owedWelcomes = await creditOwedWelcomes(events);
  const segments = await reevaluateSegments(events);
  logger.info('webhook dispatch', { ...run, tierRewards, owedWelcomes, segments });
  return { ...run, tierRewards, owedWelcomes, segments };
});
