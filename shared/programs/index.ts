/** The clients feature as other features see it: everything they import from it comes through here. */
export { type ClientRecord, clientList, clientsOfRun, findClient, readClient } from './clients.js';
export { besideProgram, withProgram } from './program-reads.js';
export { checkSignedRequest } from './signing-keys.js';
export { parseAuthorization, type SignedRequest } from './request-signing.js';
export { enforceMemberRateLimit } from './rate-limit.js';
export { ClientPath, OperatorId } from './client-requests.js';
export {
  type ClientSettings,
  DAILY_EXPORT_FORMATS,
  DAILY_EXPORT_KINDS,
  type DailyExports,
  type ExpiryPolicy,
  MAX_ACTIVITY_BACKDATE_DAYS,
  MAX_MEMBER_TOKEN_DAYS,
  MAX_POINTS_PER_CREDIT_LIMIT,
  type TierLevel,
  type TierSettings,
} from './settings.js';
export { DAILY_EXPORT_CLIENTS, EXPIRY_BACKFILL_QUEUE, EXPIRY_NOTICE_CLIENTS, expiryBackfillKey, expiryNoticeClientKey } from './keys.js';
