import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { listAllPrograms } from '../api/programs.js';
import { useOperator } from '../operator.js';

export const PROGRAMS_KEY = ['programs'] as const;

/** Picks the program the pages work on; the choice lives in the URL (/programs/<client_id>/...). */
export function ProgramPicker({ clientId }: { clientId: string | undefined }) {
  const { api } = useOperator();
  const id = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const programs = useQuery({ queryKey: [...PROGRAMS_KEY, 'picker'], queryFn: () => listAllPrograms(api) });
  const options = programs.data ?? [];
  const section = /^\/programs\/[^/]+\/([^/]+)/.exec(location.pathname)?.[1] ?? 'settings';

  return (
    <div className="picker">
      <label htmlFor={id}>Program</label>
      <select
        id={id}
        // The whole name on hover: the closed picker cuts a long one short.
        title={options.find((program) => program.client_id === clientId)?.name}
        value={clientId ?? ''}
        disabled={programs.isPending}
        onChange={(event) => event.target.value && navigate(`/programs/${event.target.value}/${section}`)}
      >
        <option value="">{programs.isPending ? 'Loading…' : options.length ? 'Choose a program' : 'No programs yet'}</option>
        {clientId && !options.some((program) => program.client_id === clientId) && <option value={clientId}>{clientId}</option>}
        {options.map((program) => (
          <option key={program.client_id} value={program.client_id}>
            {program.name}
          </option>
        ))}
      </select>
    </div>
  );
}
