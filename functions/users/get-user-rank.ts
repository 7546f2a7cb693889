import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { rankView } from '../../shared/points/ranks.js';

export const handler = apiHandler({ member: { notFound: 'param_error' } }).handler(async ({ member, now }) => ok(await rankView(member, now)));
