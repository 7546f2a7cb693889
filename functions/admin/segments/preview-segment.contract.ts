import { routeContract } from '../../../shared/http/route-contract.js';
import { EVERY_ROLE } from '../../../shared/operators/operator-roles.js';
import { ClientPath } from '../../../shared/programs/client-requests.js';
import { SegmentPreviewSchema } from '../../../shared/segments/segment-requests.js';

/**
 * A draft filter's reach before it is saved: how many members it holds for (exact in a program of
 * up to 2,000 members, else estimated from 1,000 at random with a 95% range) and up to 20 of them.
 * Nothing is written.
 */
export const adminPreviewSegmentRoute = routeContract({
  method: 'POST',
  path: '/admin/v1/clients/{client_id}/segments/preview',
  name: 'AdminPreviewSegment',
  handler: 'functions/admin/segments/preview-segment.ts',
  access: 'read',
  auth: 'operator',
  roles: EVERY_ROLE,
  params: ClientPath,
  body: SegmentPreviewSchema,
  answers: { 200: 'SegmentPreview' },
  errors: ['not_found'],
});
