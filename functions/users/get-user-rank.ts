import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { rankView } from '../../shared/points/ranks.js';
import { nowSeconds } from '../../shared/support/clock.js';
import { RankBody } from '../../shared/points/points-responses.js';

export const handler = apiHandler({ member: { notFound: 'param_error' }, responses: { 200: RankBody } }).handler(async ({ member }) =>
  ok(await rankView(member, nowSeconds())),
);
