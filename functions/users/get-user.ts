import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { userView } from '../../shared/domain/user-view.js';

export const handler = apiHandler({ member: { notFound: 'page_not_found' } }).handler(async ({ member }) =>
  ok(userView(member)),
);
