import { isRole, type OperatorRole } from '../operator-roles.js';

/**
 * The signed-in operator, kept in memory and in sessionStorage: it survives a reload of the tab
 * but not the tab itself, and no other tab or site reads it (never localStorage, never a cookie
 * the API would take).
 */
export interface Session {
  accessToken: string;
  email: string;
  role: OperatorRole;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

const KEY = 'rewards-console.session';
let current: Session | undefined;

const valid = (value: unknown): value is Session => {
  const session = value as Partial<Session> | null;
  return (
    !!session && typeof session.accessToken === 'string' && typeof session.email === 'string' && isRole(session.role) && typeof session.expiresAt === 'number'
  );
};

export function readSession(now = Date.now()): Session | undefined {
  if (!current) {
    try {
      const stored: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
      if (valid(stored)) current = stored;
    } catch {
      current = undefined;
    }
  }
  if (current && current.expiresAt <= now) clearSession();
  return current;
}

export function saveSession(session: Session): void {
  current = session;
  sessionStorage.setItem(KEY, JSON.stringify(session));
}

export function clearSession(): void {
  current = undefined;
  sessionStorage.removeItem(KEY);
}
