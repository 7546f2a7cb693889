import { routeContract } from '../../../shared/http/route-contract.js';
import { ClientPath } from '../../../shared/programs/client-requests.js';
import { SettingsBody } from '../../../shared/programs/settings-input.js';
import { MANAGERS } from '../../../shared/operators/operator-roles.js';

export const adminPutClientSettingsRoute = routeContract({
  method: 'PUT',
  path: '/admin/v1/clients/{client_id}/settings',
  name: 'AdminPutClientSettings',
  handler: 'functions/admin/clients/put-client-settings.ts',
  access: 'write',
  auth: 'operator',
  roles: MANAGERS,
  params: ClientPath,
  body: SettingsBody,
  answers: { 200: 'ClientSettings' },
});
