import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { RewardsClient } from '../api/client.js';
import { unwrap } from '../api/problem.js';
import { Confirm, FormError } from '../components/forms.js';
import { When } from '../components/when.js';
import { useOperator } from '../operator.js';
import { may } from '../roles.js';

const switchKey = (clientId: string) => ['rules-switch', clientId];

const setSwitch = (api: RewardsClient, clientId: string, body: { paused: boolean; reason?: string }) =>
  unwrap(api.PUT('/admin/v1/clients/{client_id}/rules/switch', { params: { path: { client_id: clientId } }, body }));

/**
 * The program's switch of every earning rule ("stop every promotion now"): what it says, and for
 * managers and owners, pausing every rule (with a reason the other operators read) or switching
 * them on again, each after a confirmation.
 */
export function RulesSwitch({ clientId }: { clientId: string }) {
  const { api, session } = useOperator();
  const queryClient = useQueryClient();
  const reasonId = useId();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const state = useQuery({
    queryKey: switchKey(clientId),
    queryFn: () => unwrap(api.GET('/admin/v1/clients/{client_id}/rules/switch', { params: { path: { client_id: clientId } } })),
  });
  const change = useMutation({
    mutationFn: (paused: boolean) => setSwitch(api, clientId, paused ? { paused, ...(reason.trim() ? { reason: reason.trim() } : {}) } : { paused }),
    onSuccess: (next) => {
      queryClient.setQueryData(switchKey(clientId), next);
      setAsking(false);
      setReason('');
    },
  });
  const canWrite = may(session.role, 'switchRules');
  const current = state.data;
  if (!current) {
    // The card keeps its place while the switch loads, so nothing below it moves under a pointer.
    return (
      <section className="card" aria-labelledby="rules-switch">
        <h2 id="rules-switch">Every rule</h2>
        <p className="hint">{state.isError ? 'Whether rules are paused could not be read; reload the page to try again.' : 'Checking whether rules are on…'}</p>
      </section>
    );
  }

  return (
    <section className="card" aria-labelledby="rules-switch">
      <h2 id="rules-switch">Every rule</h2>
      {current.paused ? (
        <p className="notice warning" role="status">
          Every rule is paused
          {current.changed_at ? (
            <>
              {' '}
              since <When at={current.changed_at} />
            </>
          ) : null}
          {current.reason ? `: ${current.reason}` : ''}. Members earn only each trigger's own points until rules are switched on again.
        </p>
      ) : (
        <p className="hint">
          Rules are on: each active rule runs. Pausing every rule stops all of them at once, within 10 seconds, and keeps each rule's own status.
        </p>
      )}
      {canWrite && !asking && (
        <div className="actions">
          <button
            type="button"
            className={current.paused ? undefined : 'danger'}
            onClick={() => {
              change.reset();
              setAsking(true);
            }}
          >
            {current.paused ? 'Switch rules on' : 'Pause every rule'}
          </button>
        </div>
      )}
      {canWrite && asking && !current.paused && (
        <div className="field">
          <label htmlFor={reasonId}>Reason, for the other operators</label>
          <input id={reasonId} value={reason} onChange={(event) => setReason(event.target.value)} maxLength={500} />
        </div>
      )}
      {canWrite && asking && (
        <Confirm
          question={
            current.paused
              ? 'Switch every rule on? The active rules run again from now on.'
              : 'Pause every rule? No rule credits anything until they are switched on again.'
          }
          yes={current.paused ? 'Yes, switch them on' : 'Yes, pause every rule'}
          no="Not now"
          pending={change.isPending}
          onYes={() => change.mutate(!current.paused)}
          onNo={() => setAsking(false)}
        />
      )}
      <FormError error={change.error} />
    </section>
  );
}
