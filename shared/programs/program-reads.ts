import { type ClientRecord, readClient } from './clients.js';

/** A read beside the program's own: an unknown program answers 404 whatever the read found. */
export async function besideProgram<T>(program: Promise<ClientRecord>, read: Promise<T>): Promise<T> {
  const [found, result] = await Promise.allSettled([program, read]);
  if (found.status === 'rejected') throw found.reason;
  if (result.status === 'rejected') throw result.reason;
  return result.value;
}

/** The work's first reads beside the program's check; the work is handed the program's read, for the checks that need its settings. */
export function withProgram<T>(clientId: string, work: (program: Promise<ClientRecord>) => Promise<T>): Promise<T> {
  const program = readClient(clientId);
  return besideProgram(program, work(program));
}
