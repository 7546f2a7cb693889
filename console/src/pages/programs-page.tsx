import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { createProgram, listPrograms } from '../api/programs.js';
import { When } from '../components/when.js';
import { Field, FormError, SecretOnce } from '../components/forms.js';
import { ListSection } from '../components/list-section.js';
import { Pager, useCursorPages } from '../components/pager.js';
import { PROGRAMS_KEY } from '../components/program-picker.js';
import { useOperator } from '../operator.js';
import { may } from '../roles.js';

/** The deployment's programs, newest first: open one's pages; managers and owners create one (its first api_key shown once). */
export function ProgramsPage() {
  const { api, session } = useOperator();
  const queryClient = useQueryClient();
  const pages = useCursorPages();
  const programs = useQuery({ queryKey: [...PROGRAMS_KEY, pages.cursor ?? ''], queryFn: () => listPrograms(api, { cursor: pages.cursor, limit: 20 }) });

  const [name, setName] = useState('');
  const create = useMutation({
    mutationFn: () => createProgram(api, name.trim()),
    onSuccess: () => {
      setName('');
      void queryClient.invalidateQueries({ queryKey: PROGRAMS_KEY });
    },
  });

  const submitCreate = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  return (
    <>
      <h1>Programs</h1>
      <ListSection
        id="program-list"
        title="Programs of this deployment"
        query={programs}
        what="programs"
        empty={<>No programs yet.{may(session.role, 'createProgram') ? ' Create the first one below.' : ''}</>}
        items={(data) => data.clients}
        label="Programs"
        columns={['Name', 'client_id', 'Created', 'Pages']}
        row={(program) => (
          <tr key={program.client_id}>
            <td>{program.name}</td>
            <td>
              <code>{program.client_id}</code>
            </td>
            <td>
              <When at={program.date_created} />
            </td>
            <td className="links">
              <Link to={`/programs/${program.client_id}/settings`} aria-label={`Settings of ${program.name}`}>
                Settings
              </Link>
              <Link to={`/programs/${program.client_id}/activities`} aria-label={`Activities of ${program.name}`}>
                Activities
              </Link>
              <Link to={`/programs/${program.client_id}/rewards`} aria-label={`Rewards of ${program.name}`}>
                Rewards
              </Link>
              <Link to={`/programs/${program.client_id}/members`} aria-label={`Members of ${program.name}`}>
                Members
              </Link>
              {may(session.role, 'issueApiKey') && (
                <Link to={`/programs/${program.client_id}/keys`} aria-label={`Keys of ${program.name}`}>
                  Keys
                </Link>
              )}
            </td>
          </tr>
        )}
      >
        <Pager pages={pages} nextCursor={programs.data?.next_cursor} label="Programs" />
      </ListSection>

      {may(session.role, 'createProgram') && (
        <section aria-labelledby="create-program" className="card">
          <h2 id="create-program">Create a program</h2>
          {create.data ? (
            <>
              <p role="status">
                Program <strong>{create.data.name}</strong> created (client_id <code>{create.data.client_id}</code>).{' '}
                <Link to={`/programs/${create.data.client_id}/settings`}>Open its settings</Link>
              </p>
              <SecretOnce label="Its first API key" value={create.data.api_key} onDismiss={() => create.reset()} />
            </>
          ) : (
            <form onSubmit={submitCreate} noValidate>
              <Field label="Program name" name="name" error={create.error}>
                <input value={name} onChange={(event) => setName(event.target.value)} required maxLength={200} />
              </Field>
              <FormError error={create.error} fields={['name']} />
              <button type="submit" disabled={create.isPending}>
                Create program
              </button>
            </form>
          )}
        </section>
      )}
    </>
  );
}
