import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { memberActivities } from '../../shared/points/activity-views.js';
import { nowSeconds } from '../../shared/support/clock.js';
import { ExtendedActivitiesBody } from '../../shared/points/points-responses.js';

export const handler = apiHandler({ member: { notFound: 'page_not_found' }, responses: { 200: ExtendedActivitiesBody }, errors: ['no data'] }).handler(async ({ member }) =>
  ok(await memberActivities(member, nowSeconds())),
);
