import { z } from 'zod';
import type { ClientRecord } from './clients.js';
import { insertMember } from './members.js';
import { userView } from './user-view.js';

/** Body of POST /v2/users (spec 4.3). */
export const CreateUserBody = z.object({
  first_name: z.string().trim().min(1).max(100),
  last_name: z.string().trim().min(1).max(100),
  date_of_birth: z.number().int(),
  email_address: z.email().max(254),
  postal_code: z.string().trim().min(1).max(20),
  username: z.string().trim().min(1).max(100).optional(),
});
export type CreateUserInput = z.infer<typeof CreateUserBody>;

export async function createUser(client: ClientRecord, input: CreateUserInput) {
  const member = await insertMember(client, { ...input });
  return userView(member);
}
