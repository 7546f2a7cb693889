import type { CloudFormationCustomResourceEvent, CloudFormationCustomResourceResponse } from 'aws-lambda';
import { withJobTelemetry } from '../../shared/telemetry/job-telemetry.js';
import { requestEveryRebuild } from '../../shared/reports/index.js';
import { logger } from '../../shared/support/logger.js';

/**
 * A CloudFormation custom resource's function, not a route: its creation (the stack's first
 * deploy) rebuilds every program's reports; an update or a delete does nothing. CloudFormation
 * waits for the answer at the event's ResponseURL, so every outcome is answered there.
 */
export const handler = withJobTelemetry(async (event: CloudFormationCustomResourceEvent) => {
  let answer: Pick<CloudFormationCustomResourceResponse, 'Status' | 'Reason'> = { Status: 'SUCCESS' };
  if (event.RequestType === 'Create') {
    try {
      logger.info('report rebuilds requested', { ...(await requestEveryRebuild()) });
    } catch (error) {
      logger.error('report rebuilds could not be requested', { error: error as Error });
      answer = { Status: 'FAILED', Reason: 'report rebuilds could not be requested: see the function log' };
    }
  }
  const response: CloudFormationCustomResourceResponse = {
    ...answer,
    PhysicalResourceId: 'PhysicalResourceId' in event ? event.PhysicalResourceId : `report-rebuilds-${event.RequestId}`,
    StackId: event.StackId,
    RequestId: event.RequestId,
    LogicalResourceId: event.LogicalResourceId,
  } as CloudFormationCustomResourceResponse;
  await fetch(event.ResponseURL, { method: 'PUT', body: JSON.stringify(response) });
  return response.Status;
});
