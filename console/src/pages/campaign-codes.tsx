import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { RewardsClient } from '../api/client.js';
import { ApiProblem, unwrap } from '../api/problem.js';
import { Confirm, Field, FormError } from '../components/forms.js';
import { when } from '../components/progress.js';

/** A campaign's codes: added in bulk from pasted lines, looked up, and deleted while unused. */
const codeLines = (value: string): string[] =>
  value
    .split('\n')
    .map((code) => code.trim())
    .filter(Boolean);

/** A campaign's codes: a batch added, and one code looked up (and withdrawn). */
export function CampaignCodes({
  api,
  clientId,
  campaign,
  canWrite,
}: {
  api: RewardsClient;
  clientId: string;
  campaign: { campaign_id: string; title: string };
  canWrite: boolean;
}) {
  const path = { client_id: clientId, campaign_id: campaign.campaign_id };
  const [codes, setCodes] = useState('');
  const [singleUse, setSingleUse] = useState(true);
  const [lookup, setLookup] = useState('');
  const [confirming, setConfirming] = useState(false);
  const add = useMutation({
    mutationFn: () =>
      unwrap(
        api.POST('/admin/v1/clients/{client_id}/code_redemption_campaigns/{campaign_id}/codes', {
          params: { path },
          body: { codes: codeLines(codes), single_use: singleUse },
        }),
      ),
    onSuccess: () => setCodes(''),
  });
  const find = useMutation({
    mutationFn: (code: string) =>
      unwrap(api.GET('/admin/v1/clients/{client_id}/code_redemption_campaigns/{campaign_id}/codes/{code}', { params: { path: { ...path, code } } })),
    onMutate: () => setConfirming(false),
  });
  const withdraw = useMutation({
    mutationFn: (code: string) =>
      unwrap(api.DELETE('/admin/v1/clients/{client_id}/code_redemption_campaigns/{campaign_id}/codes/{code}', { params: { path: { ...path, code } } })),
    onSuccess: () => {
      setConfirming(false);
      find.reset();
    },
  });
  const found = find.data;
  const notFound = find.error instanceof ApiProblem && find.error.status === 404;
  const lines = codeLines(codes).length;

  return (
    <section className="card" aria-labelledby="campaign-codes">
      <h2 id="campaign-codes">Codes of {campaign.title}</h2>
      <div className="two-columns">
        {canWrite && (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              add.mutate();
            }}
            noValidate
            aria-labelledby="add-codes"
          >
            <h3 id="add-codes">Add codes</h3>
            <Field label="Codes, one a line" name="codes" error={add.error} hint={`At most 1,000 at a time${lines ? `; ${lines} entered` : ''}`}>
              <textarea value={codes} onChange={(event) => setCodes(event.target.value)} rows={6} spellCheck={false} />
            </Field>
            <label className="check">
              <input type="checkbox" checked={singleUse} onChange={(event) => setSingleUse(event.target.checked)} /> Each code may be used once
            </label>
            <FormError error={add.error} fields={['codes', 'single_use']} />
            {add.data && (
              <p role="status" className="notice">
                Added {add.data.added} {add.data.added === 1 ? 'code' : 'codes'}
                {add.data.already_present.length > 0 &&
                  `; ${add.data.already_present.length} already there (${add.data.already_present.slice(0, 5).join(', ')})`}
                .
              </p>
            )}
            <button type="submit" disabled={add.isPending || lines === 0}>
              Add codes
            </button>
          </form>
        )}
        <div>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (lookup.trim()) find.mutate(lookup.trim());
            }}
            noValidate
            aria-labelledby="find-code"
          >
            <h3 id="find-code">Look a code up</h3>
            <Field label="Code" name="code" error={notFound ? undefined : find.error}>
              <input value={lookup} onChange={(event) => setLookup(event.target.value)} spellCheck={false} />
            </Field>
            <button type="submit" className="secondary" disabled={find.isPending || !lookup.trim()}>
              Look up
            </button>
          </form>
          <div aria-live="polite">
            {notFound && <p className="empty">No such code in this campaign.</p>}
            {find.error && !notFound && <FormError error={find.error} fields={['code']} />}
            {withdraw.isSuccess && !found && <p role="status">The code was withdrawn.</p>}
            {found && (
              <div>
                <p>
                  <code>{found.code}</code>:{' '}
                  {found.used ? `used${found.used_by === null ? '' : ` by member ${found.used_by}`} ${when(found.date_used)}` : 'not used'};{' '}
                  {found.single_use ? 'single use' : 'may be used again'}
                  {found.date_created === null ? '' : `; added ${when(found.date_created)}`}.
                </p>
                {canWrite &&
                  (confirming ? (
                    <Confirm
                      question={`Withdraw ${found.code}? Members can no longer use it.`}
                      yes="Yes, withdraw it"
                      no="Keep it"
                      pending={withdraw.isPending}
                      onYes={() => withdraw.mutate(found.code)}
                      onNo={() => setConfirming(false)}
                    />
                  ) : (
                    <button type="button" className="danger" onClick={() => setConfirming(true)}>
                      Withdraw code
                    </button>
                  ))}
                <FormError error={withdraw.error} />
              </div>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
