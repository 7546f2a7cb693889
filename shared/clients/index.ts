/** The clients feature as other features see it: everything they import from it comes through here. */
export { ClientPath, type ClientRecord, clientsOfRun, OperatorId, readClient } from './clients.js';
export {
  type ClientSettings,
  type ExpiryPolicy,
  MAX_ACTIVITY_BACKDATE_DAYS,
  MAX_POINTS_PER_CREDIT_LIMIT,
  type TierLevel,
  type TierSettings,
} from './settings.js';
