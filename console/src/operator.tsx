import { createContext, useContext } from 'react';
import type { RewardsClient } from './api/client.js';
import type { Session } from './auth/session.js';
import type { ConsoleConfig } from './config.js';

/** The signed-in operator and the typed client that calls the API as them. */
export interface Operator {
  config: ConsoleConfig;
  session: Session;
  api: RewardsClient;
  signOut: () => void;
}

export const OperatorContext = createContext<Operator | undefined>(undefined);

export function useOperator(): Operator {
  const operator = useContext(OperatorContext);
  if (!operator) throw new Error('useOperator outside a signed-in page');
  return operator;
}
