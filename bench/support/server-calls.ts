import type { ConsoleServer } from '../../local/launch/console-session.js';

/** A bench's request to the real local server: JSON in and out, as an operator (its admin token) when `admin`. */
export const serverCalls =
  (server: ConsoleServer) =>
  async (method: string, path: string, body?: unknown, admin = false): Promise<{ status: number; body: any }> => {
    const res = await fetch(`${server.base}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(admin ? { authorization: `Bearer ${server.adminToken}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  };
