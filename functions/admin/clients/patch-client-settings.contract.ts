import { routeContract } from '../../../shared/http/route-contract.js';
import { ClientPath } from '../../../shared/programs/client-requests.js';
import { SettingsPatchBody } from '../../../shared/programs/settings-input.js';
import { MANAGERS } from '../../../shared/operators/operator-roles.js';

export const adminPatchClientSettingsRoute = routeContract({
  method: 'PATCH',
  path: '/admin/v1/clients/{client_id}/settings',
  name: 'AdminPatchClientSettings',
  handler: 'functions/admin/clients/patch-client-settings.ts',
  access: 'write',
  auth: 'operator',
  roles: MANAGERS,
  params: ClientPath,
  body: SettingsPatchBody,
  answers: { 200: 'ClientSettings' },
  errors: ['conflict'],
});
