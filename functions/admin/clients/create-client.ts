import * as z from 'zod';
import { apiHandler } from '../../../shared/http/api-handler.js';
import { created } from '../../../shared/http/response.js';
import { createClient } from '../../../shared/clients/clients.js';
import { ClientSettingsInput } from '../../../shared/clients/settings.js';

const Body = z.object({ name: z.string().trim().min(1).max(200), settings: ClientSettingsInput.partial().optional() });

export const handler = apiHandler({ auth: 'admin', body: Body }).handler(async ({ body }) => created(await createClient(body.name, body.settings)));
