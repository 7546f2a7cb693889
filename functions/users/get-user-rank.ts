import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { rankView } from '../../shared/domain/ranks.js';
import { nowSeconds } from '../../shared/domain/clock.js';

export const handler = apiHandler({ member: { notFound: 'param_error' } }).handler(async ({ member }) =>
  ok(await rankView(member, nowSeconds())),
);
