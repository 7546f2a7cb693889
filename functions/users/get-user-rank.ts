import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { rankView } from '../../shared/points/ranks.js';
import { nowSeconds } from '../../shared/support/clock.js';

export const handler = apiHandler({ member: { notFound: 'param_error' } }).handler(async ({ member }) => ok(await rankView(member, nowSeconds())));
