import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { RewardsClient } from '../api/client.js';
import { unwrap } from '../api/problem.js';
import { listRules, type RuleFilter, rulesKey } from '../api/rules.js';
import { NewItemButton } from '../components/forms.js';
import { ListSection } from '../components/list-section.js';
import { effectWords, triggerWords } from '../components/rule-words.js';
import { useOperator } from '../operator.js';
import { may } from '../roles.js';
import { RuleBuilder } from './rule-builder.js';
import { RulesSwitch } from './rules-switch.js';

type Filter = RuleFilter;

const FILTERS: Record<Filter, string> = {
  '': 'All but archived',
  active: 'Active',
  draft: 'Drafts',
  paused: 'Paused',
  archived: 'Archived',
  every: 'All, archived too',
};

export const STATUS_CLASS: Record<string, string> = { active: 'status good', paused: 'status bad', archived: 'status' };

/** The query key of a program's rules: the list's, each filter's under it. */

/** The activities' titles by id, so a rule's trigger names the activity. */
export function useActivityNames(api: RewardsClient, clientId: string): ReadonlyMap<string, string> {
  const activities = useQuery({
    queryKey: ['activities', clientId],
    queryFn: () => unwrap(api.GET('/admin/v1/clients/{client_id}/activities', { params: { path: { client_id: clientId } } })),
  });
  return new Map((activities.data ?? []).map((activity) => [String(activity.id), activity.title]));
}

/**
 * The program's earning rules: status, trigger, what each gives, its priority and budget, by
 * status. Managers and owners make one here (the builder); a rule's page shows the rest, its
 * moves (activate, pause, archive) and its versions.
 */
export function RulesPage() {
  const { clientId = '' } = useParams();
  const { api, session } = useOperator();
  const navigate = useNavigate();
  const filterId = useId();
  const [filter, setFilter] = useState<Filter>('');
  const rules = useQuery({ queryKey: [...rulesKey(clientId), filter], queryFn: () => listRules(api, clientId, filter) });
  const activities = useActivityNames(api, clientId);
  const [creating, setCreating] = useState(false);
  const canWrite = may(session.role, 'createRule');

  return (
    <>
      <h1>Rules</h1>
      <p className="hint">When members earn points beyond each trigger's own earning. Rules run lowest priority first.</p>
      <RulesSwitch clientId={clientId} />
      {canWrite && <NewItemButton label="New rule" formOpen={creating} onOpen={() => setCreating(true)} />}
      {canWrite && creating && (
        <RuleBuilder
          clientId={clientId}
          onSaved={(saved, notice) => navigate(`/programs/${clientId}/rules/${saved.rule_id}`, { state: { notice } })}
          onCancel={() => setCreating(false)}
        />
      )}
      <ListSection
        id="rule-list"
        title="Earning rules"
        query={rules}
        what="rules"
        empty={filter === '' ? 'No rules yet.' : 'No rules with this status.'}
        items={(data) => data.rules}
        label="Rules"
        before={
          <div className="grid">
            <div className="field">
              <label htmlFor={filterId}>Show</label>
              <select id={filterId} value={filter} onChange={(event) => setFilter(event.target.value as Filter)}>
                {Object.entries(FILTERS).map(([value, words]) => (
                  <option key={value} value={value}>
                    {words}
                  </option>
                ))}
              </select>
            </div>
          </div>
        }
        columns={['Name', 'Status', 'Trigger', 'Gives', 'Priority', 'Budget']}
        row={(rule) => (
          <tr key={rule.rule_id}>
            <td>
              <Link to={`/programs/${clientId}/rules/${rule.rule_id}`}>{rule.name}</Link>
            </td>
            <td>
              <span className={STATUS_CLASS[rule.status] ?? 'status'}>{rule.status}</span>
            </td>
            <td>{triggerWords(rule.trigger, { activities })}</td>
            <td>{effectWords(rule.effect)}</td>
            <td>{rule.priority}</td>
            <td>{rule.budget ? `${rule.budget.points_total.toLocaleString('en-US')} points` : 'none'}</td>
          </tr>
        )}
      />
    </>
  );
}
