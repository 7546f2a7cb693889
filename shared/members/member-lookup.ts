import { ApiError, notFound, paramError } from '../errors.js';

/**
 * Finding the member a request names. Apart from the member writes, so the middleware that
 * resolves `user_id` for every route loads only this.
 */
export { findMember, type MemberRecord } from '../member-store/index.js';

export { ID_TYPES, type IdType, IdTypeSchema } from './member-requests.js';

export const memberDoesNotExist = (code: 'page_not_found' | 'param_error' | 'not_found', status?: number) =>
  code === 'param_error'
    ? paramError('user does not exist')
    : code === 'not_found'
      ? notFound('member does not exist')
      : new ApiError('page_not_found', 'user does not exist', {}, status);
