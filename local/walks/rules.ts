import { ADMIN_HEADERS, call } from './api.js';

/** An active earning rule of the program, made through the operator API; its answer (rule_id, version, status). */
export async function activeRule(clientId: string, body: Record<string, unknown>): Promise<any> {
  const made = await call('POST', `/admin/v1/clients/${clientId}/rules`, { headers: ADMIN_HEADERS, body: { status: 'active', ...body } });
  if (made.status !== 201) throw new Error(`rule creation failed: ${JSON.stringify(made.body)}`);
  return made.body;
}
