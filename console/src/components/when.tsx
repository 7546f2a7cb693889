import { useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';
import { unwrap } from '../api/problem.js';
import { useOperator } from '../operator.js';
import { dateOf, formatDate, setDisplayZone, utcInstant } from './dates.js';

const ZoneContext = createContext('UTC');

/** The time zone the page's dates are shown in: the program's, UTC outside a program. */
export const useDisplayZone = (): string => useContext(ZoneContext);

/**
 * Shows the pages inside it in a program's time zone (its time_zone setting, read as the
 * settings page reads it, so a change saved there shows at once); UTC until it is known, and
 * outside a program.
 */
export function ProgramZone({ clientId, children }: { clientId: string | undefined; children: ReactNode }) {
  const { api } = useOperator();
  const settings = useQuery({
    queryKey: ['settings', clientId ?? ''],
    queryFn: () => unwrap(api.GET('/admin/v1/clients/{client_id}/settings', { params: { path: { client_id: clientId ?? '' } } })),
    enabled: clientId !== undefined,
  });
  const zone = (clientId !== undefined && settings.data?.time_zone) || 'UTC';
  // Set as the layout renders, before the page does: a date the page writes as text is in this zone too.
  setDisplayZone(zone);
  return <ZoneContext.Provider value={zone}>{children}</ZoneContext.Provider>;
}

/** A date as every page shows it: in the program's zone with its abbreviation; the UTC instant on hover. */
export function When({ at }: { at: number | string | null | undefined }) {
  const zone = useDisplayZone();
  const date = dateOf(at);
  if (!date) return <>{formatDate(at, zone)}</>;
  return (
    <time dateTime={date.toISOString()} title={utcInstant(at)}>
      {formatDate(at, zone)}
    </time>
  );
}
