import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useParams } from 'react-router';
import type { RewardsClient } from '../api/client.js';
import { unwrap } from '../api/problem.js';
import { Field, FormError, Loading, NumberInput, QueryError, text } from '../components/forms.js';
import { TableWrap } from '../components/table-wrap.js';
import { useOperator } from '../operator.js';
import { may } from '../roles.js';

const readSettings = (api: RewardsClient, clientId: string) =>
  unwrap(api.GET('/admin/v1/clients/{client_id}/settings', { params: { path: { client_id: clientId } } }));
type Settings = Awaited<ReturnType<typeof readSettings>>;
type Tiers = NonNullable<Settings['tiers']>;
type Level = Tiers['levels'][number];
type ExpiryPolicy = Settings['expiry_policy'];
type Patch = Partial<Settings>;

/** The sections of the page, each saved on its own with PATCH; "Save all" replaces the settings with PUT. */
const SECTIONS = {
  tiers: ['tiers'],
  expiry: ['expiry_policy', 'expiry_notice_days'],
  limits: ['rate_limit_per_second', 'max_points_per_credit', 'support_adjustment_limit', 'adjustment_approval_threshold', 'max_activity_backdate_days'],
  pending: ['pending_points'],
  referral: ['referral_activity_id', 'referral_base_url'],
  redemption: ['redemption_requires_verified_email', 'returns_may_overdraw', 'require_signed_requests'],
  zone: ['time_zone'],
} as const satisfies Record<string, readonly (keyof Settings)[]>;
type SectionName = keyof typeof SECTIONS;

/** The IANA zones this browser knows, UTC first. */
const TIME_ZONES = ['UTC', ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC')];

/** A program's settings: tiers, points expiry, limits, pending points, referral and redemption rules, time zone. */
export function SettingsPage() {
  const { clientId = '' } = useParams();
  const { api } = useOperator();
  const settings = useQuery({ queryKey: ['settings', clientId], queryFn: () => readSettings(api, clientId) });
  return (
    <>
      <h1>Settings</h1>
      {settings.isPending ? (
        <Loading what="settings" />
      ) : settings.isError ? (
        <QueryError error={settings.error} />
      ) : (
        <SettingsForm key={clientId} clientId={clientId} saved={settings.data} />
      )}
    </>
  );
}

function SettingsForm({ clientId, saved }: { clientId: string; saved: Settings }) {
  const { api, session } = useOperator();
  const queryClient = useQueryClient();
  const canWrite = may(session.role, 'changeSettings');
  const [draft, setDraft] = useState<Settings>(saved);
  const [savedSection, setSavedSection] = useState<SectionName | 'all'>();
  const update = (patch: Patch) => setDraft({ ...draft, ...patch });

  const patch = useMutation({
    mutationFn: (section: SectionName) => {
      const body = Object.fromEntries(SECTIONS[section].map((name) => [name, draft[name]])) as Patch;
      return unwrap(api.PATCH('/admin/v1/clients/{client_id}/settings', { params: { path: { client_id: clientId } }, body: body as never }));
    },
    onSuccess: (answer, name) => {
      setSavedSection(name);
      queryClient.setQueryData(['settings', clientId], answer);
    },
  });
  const put = useMutation({
    mutationFn: () => unwrap(api.PUT('/admin/v1/clients/{client_id}/settings', { params: { path: { client_id: clientId } }, body: draft as never })),
    onSuccess: (answer) => {
      setSavedSection('all');
      setDraft(answer);
      queryClient.setQueryData(['settings', clientId], answer);
    },
  });
  const error = put.error ?? patch.error;
  const errorFor = (section: SectionName) => (put.error ? put.error : patch.variables === section ? patch.error : undefined);

  const section = ({ name, title, children }: { name: SectionName; title: string; children: ReactNode }) => {
    const submit = (event: FormEvent) => {
      event.preventDefault();
      setSavedSection(undefined);
      patch.mutate(name);
    };
    return (
      <form className="card" onSubmit={submit} noValidate aria-labelledby={`settings-${name}`}>
        <h2 id={`settings-${name}`}>{title}</h2>
        <fieldset disabled={!canWrite} className="plain">
          <legend className="visually-hidden">{title}</legend>
          {children}
        </fieldset>
        <FormError error={errorFor(name)} fields={SECTIONS[name]} />
        {canWrite && (
          <div className="actions">
            <button type="submit" disabled={patch.isPending}>
              Save {title.toLowerCase()}
            </button>
            {savedSection === name && <span role="status">Saved.</span>}
          </div>
        )}
      </form>
    );
  };

  const tiers = draft.tiers;
  const setLevel = (index: number, level: Partial<Level>) =>
    tiers && update({ tiers: { ...tiers, levels: tiers.levels.map((each, at) => (at === index ? { ...each, ...level } : each)) } });
  const policy = draft.expiry_policy;

  return (
    <>
      {!canWrite && <p className="notice">Your role reads the settings; managers and owners change them.</p>}
      {section({
        name: 'tiers',
        title: 'Tiers',
        children: (
          <>
            <div className="check">
              <input
                id="tiers-on"
                type="checkbox"
                checked={tiers !== null}
                onChange={(event) =>
                  update({
                    tiers: event.target.checked
                      ? {
                          version: 2,
                          timeframe: 'lifetime',
                          timeframe_months: 12,
                          period_start: 0,
                          levels: [{ id: 'base', title: 'Base', min_value: 0, max_value: null }],
                        }
                      : null,
                  })
                }
              />
              <label htmlFor="tiers-on">Members earn tiers</label>
            </div>
            {tiers && (
              <>
                <div className="grid">
                  <Field label="Counted over" name="tiers.timeframe" error={errorFor('tiers')}>
                    <select value={tiers.timeframe} onChange={(event) => update({ tiers: { ...tiers, timeframe: event.target.value as Tiers['timeframe'] } })}>
                      <option value="lifetime">a member's lifetime</option>
                      <option value="fixed">fixed periods</option>
                      <option value="rolling">a rolling window</option>
                    </select>
                  </Field>
                  {tiers.timeframe !== 'lifetime' && (
                    <Field label="Months in the period" name="tiers.timeframe_months" error={errorFor('tiers')}>
                      <NumberInput
                        min={1}
                        value={tiers.timeframe_months}
                        onValue={(value) => update({ tiers: { ...tiers, timeframe_months: value as number } })}
                      />
                    </Field>
                  )}
                </div>
                <TableWrap label="Levels">
                  <table className="levels">
                    <caption>Levels</caption>
                    <thead>
                      <tr>
                        <th scope="col">Id</th>
                        <th scope="col">Title</th>
                        <th scope="col">From points</th>
                        <th scope="col">To points</th>
                        <th scope="col">
                          <span className="visually-hidden">Remove</span>
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {tiers.levels.map((level, index) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: a level's id is itself being edited
                        <tr key={index}>
                          <td>
                            <Field label={`Level ${index + 1} id`} name={`tiers.levels.${index}.id`} error={errorFor('tiers')}>
                              <input value={level.id} onChange={(event) => setLevel(index, { id: event.target.value })} />
                            </Field>
                          </td>
                          <td>
                            <Field label={`Level ${index + 1} title`} name={`tiers.levels.${index}.title`} error={errorFor('tiers')}>
                              <input value={level.title} onChange={(event) => setLevel(index, { title: event.target.value })} />
                            </Field>
                          </td>
                          <td>
                            <Field label={`Level ${index + 1} from`} name={`tiers.levels.${index}.min_value`} error={errorFor('tiers')}>
                              <NumberInput min={0} value={level.min_value} onValue={(value) => setLevel(index, { min_value: value as number })} />
                            </Field>
                          </td>
                          <td>
                            <Field label={`Level ${index + 1} to`} name={`tiers.levels.${index}.max_value`} error={errorFor('tiers')}>
                              <NumberInput min={0} value={level.max_value} onValue={(value) => setLevel(index, { max_value: value })} />
                            </Field>
                          </td>
                          <td>
                            {canWrite && tiers.levels.length > 1 && (
                              <button
                                type="button"
                                className="secondary"
                                aria-label={`Remove level ${index + 1}`}
                                onClick={() => update({ tiers: { ...tiers, levels: tiers.levels.filter((_, at) => at !== index) } })}
                              >
                                Remove
                              </button>
                            )}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </TableWrap>
                {canWrite && (
                  <button
                    type="button"
                    className="secondary"
                    onClick={() => update({ tiers: { ...tiers, levels: [...tiers.levels, { id: '', title: '', min_value: 0, max_value: null }] } })}
                  >
                    Add a level
                  </button>
                )}
              </>
            )}
          </>
        ),
      })}
      {section({
        name: 'expiry',
        title: 'Points expiry',
        children: (
          <div className="grid">
            <Field label="Points expire" name="expiry_policy.type" error={errorFor('expiry')}>
              <select
                value={policy.type}
                onChange={(event) => {
                  const type = event.target.value;
                  const next: ExpiryPolicy =
                    type === 'fixed'
                      ? { type: 'fixed', month: 12 }
                      : type === 'none'
                        ? { type: 'none' }
                        : { type: type as 'rolling' | 'inactivity', months: 12 };
                  update({ expiry_policy: next });
                }}
              >
                <option value="none">never</option>
                <option value="rolling">a number of months after they are earned</option>
                <option value="fixed">once a year, at the end of a month</option>
                <option value="inactivity">after months without activity</option>
              </select>
            </Field>
            {(policy.type === 'rolling' || policy.type === 'inactivity') && (
              <Field label="Months" name="expiry_policy.months" error={errorFor('expiry')}>
                <NumberInput min={1} value={policy.months} onValue={(value) => update({ expiry_policy: { ...policy, months: value as number } })} />
              </Field>
            )}
            {policy.type === 'fixed' && (
              <Field label="Month (1 to 12)" name="expiry_policy.month" error={errorFor('expiry')}>
                <NumberInput min={1} max={12} value={policy.month} onValue={(value) => update({ expiry_policy: { ...policy, month: value as number } })} />
              </Field>
            )}
            <Field label="Notice before expiry (days)" name="expiry_notice_days" error={errorFor('expiry')} hint="Blank: no notice">
              <NumberInput min={1} value={draft.expiry_notice_days} onValue={(value) => update({ expiry_notice_days: value })} />
            </Field>
          </div>
        ),
      })}
      {section({
        name: 'limits',
        title: 'Limits',
        children: (
          <div className="grid">
            <Field label="Requests per second" name="rate_limit_per_second" error={errorFor('limits')} hint="Blank: the service's default">
              <NumberInput min={1} value={draft.rate_limit_per_second} onValue={(value) => update({ rate_limit_per_second: value })} />
            </Field>
            <Field label="Most points per credit" name="max_points_per_credit" error={errorFor('limits')}>
              <NumberInput min={0} value={draft.max_points_per_credit} onValue={(value) => update({ max_points_per_credit: value as number })} />
            </Field>
            <Field label="Support's largest adjustment" name="support_adjustment_limit" error={errorFor('limits')}>
              <NumberInput min={0} value={draft.support_adjustment_limit} onValue={(value) => update({ support_adjustment_limit: value as number })} />
            </Field>
            <Field label="Approval needed above (points)" name="adjustment_approval_threshold" error={errorFor('limits')} hint="Blank: no adjustment waits">
              <NumberInput min={1} value={draft.adjustment_approval_threshold} onValue={(value) => update({ adjustment_approval_threshold: value })} />
            </Field>
            <Field label="Backdating of activities (days)" name="max_activity_backdate_days" error={errorFor('limits')}>
              <NumberInput min={0} value={draft.max_activity_backdate_days} onValue={(value) => update({ max_activity_backdate_days: value as number })} />
            </Field>
          </div>
        ),
      })}
      {section({
        name: 'pending',
        title: 'Pending points',
        children: (
          <div className="grid">
            <div className="check">
              <input
                id="pending-on"
                type="checkbox"
                checked={draft.pending_points.enabled}
                onChange={(event) => update({ pending_points: { ...draft.pending_points, enabled: event.target.checked } })}
              />
              <label htmlFor="pending-on">Purchase points wait before members may spend them</label>
            </div>
            <Field label="Days they wait" name="pending_points.period_days" error={errorFor('pending')}>
              <NumberInput
                min={1}
                value={draft.pending_points.period_days}
                onValue={(value) => update({ pending_points: { ...draft.pending_points, period_days: value as number } })}
              />
            </Field>
          </div>
        ),
      })}
      {section({
        name: 'referral',
        title: 'Referral',
        children: (
          <div className="grid">
            <Field
              label="Activity credited for a referral"
              name="referral_activity_id"
              error={errorFor('referral')}
              hint="Its id; blank: referrals earn nothing"
            >
              <input
                inputMode="numeric"
                value={text(draft.referral_activity_id)}
                onChange={(event) => update({ referral_activity_id: event.target.value.trim() === '' ? null : event.target.value.trim() })}
              />
            </Field>
            <Field label="Referral link base URL" name="referral_base_url" error={errorFor('referral')}>
              <input type="url" value={text(draft.referral_base_url)} onChange={(event) => update({ referral_base_url: event.target.value.trim() || null })} />
            </Field>
          </div>
        ),
      })}
      {section({
        name: 'redemption',
        title: 'Redemption rules',
        children: (
          <>
            {(
              [
                ['redemption_requires_verified_email', 'Members need a verified e-mail address to redeem'],
                ['returns_may_overdraw', "A return may take a member's balance below zero"],
                ['require_signed_requests', 'Member API calls must be signed (api_key alone is refused)'],
              ] as const
            ).map(([name, label]) => (
              <div className="check" key={name}>
                <input id={`setting-${name}`} type="checkbox" checked={draft[name]} onChange={(event) => update({ [name]: event.target.checked })} />
                <label htmlFor={`setting-${name}`}>{label}</label>
              </div>
            ))}
          </>
        ),
      })}
      {section({
        name: 'zone',
        title: 'Time zone',
        children: (
          <Field label="Program time zone" name="time_zone" error={errorFor('zone')} hint="The console shows dates in it; the audit CSV has a column in it">
            <select value={draft.time_zone} onChange={(event) => update({ time_zone: event.target.value })}>
              {(TIME_ZONES.includes(draft.time_zone) ? TIME_ZONES : [draft.time_zone, ...TIME_ZONES]).map((zone) => (
                <option key={zone}>{zone}</option>
              ))}
            </select>
          </Field>
        ),
      })}
      {canWrite && (
        <div className="card">
          <h2>Everything at once</h2>
          <p>Replaces all the settings with what this page shows.</p>
          <FormError error={put.error} fields={[]} />
          <div className="actions">
            <button type="button" onClick={() => put.mutate()} disabled={put.isPending}>
              Save all settings
            </button>
            {savedSection === 'all' && !error && <span role="status">All settings saved.</span>}
          </div>
        </div>
      )}
    </>
  );
}
