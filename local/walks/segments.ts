import { ADMIN_HEADERS, call } from './api.js';

/** A static segment of the program, made through the operator API with these members in it; its answer. */
export async function segmentWith(clientId: string, name: string, memberIds: readonly number[]): Promise<any> {
  const made = await call('POST', `/admin/v1/clients/${clientId}/segments`, { headers: ADMIN_HEADERS, body: { name } });
  if (made.status !== 201) throw new Error(`segment creation failed: ${JSON.stringify(made.body)}`);
  if (memberIds.length === 0) return made.body;
  const filled = await call('POST', `/admin/v1/clients/${clientId}/segments/${made.body.segment_id}/members`, {
    headers: ADMIN_HEADERS,
    body: { add: memberIds },
  });
  if (filled.status !== 200) throw new Error(`segment members not added: ${JSON.stringify(filled.body)}`);
  return made.body;
}
