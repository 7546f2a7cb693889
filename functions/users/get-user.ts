import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { userView } from '../../shared/members/member-view.js';
import { userExtras } from '../../shared/members/member-extras.js';
import { nowSeconds } from '../../shared/support/clock.js';

export const handler = apiHandler({ member: { notFound: 'page_not_found' } }).handler(async ({ client, member }) =>
  ok(userView(member, await userExtras(client, member, nowSeconds()))),
);
