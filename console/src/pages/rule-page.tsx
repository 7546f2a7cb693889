import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { RewardsClient } from '../api/client.js';
import { unwrap } from '../api/problem.js';
import { listSegments, segmentsKey } from '../api/segments.js';
import { useArrivalNotice } from '../components/arrival-notice.js';
import { formatDate } from '../components/dates.js';
import { Confirm, FormError, QueryView } from '../components/forms.js';
import { ListSection } from '../components/list-section.js';
import type { Rule } from '../components/rule-draft.js';
import { audienceWords, conditionsWords, effectWords, limitWords, type Move, MOVES, movesFrom, scheduleWords, triggerWords } from '../components/rule-words.js';
import { useDisplayZone, When } from '../components/when.js';
import { useOperator } from '../operator.js';
import { may } from '../roles.js';
import { RuleBuilder } from './rule-builder.js';
import { rulesKey } from '../api/rules.js';
import { STATUS_CLASS, useActivityNames } from './rules-page.js';

const ruleKey = (clientId: string, ruleId: string) => ['rule', clientId, ruleId];

function moveRule(api: RewardsClient, clientId: string, ruleId: string, move: Move) {
  const params = { params: { path: { client_id: clientId, rule_id: ruleId } } };
  if (move === 'activate') return unwrap(api.POST('/admin/v1/clients/{client_id}/rules/{rule_id}/activate', params));
  if (move === 'pause') return unwrap(api.POST('/admin/v1/clients/{client_id}/rules/{rule_id}/pause', params));
  return unwrap(api.POST('/admin/v1/clients/{client_id}/rules/{rule_id}/archive', params));
}

/**
 * One earning rule: what it does in words, its budget and what it has used, and its versions.
 * Managers and owners edit it and move it (activate, pause, archive), each move confirmed with
 * what it does to members; others read.
 */
export function RulePage() {
  const { clientId = '', ruleId = '' } = useParams();
  const { api, session } = useOperator();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useArrivalNotice();
  const [editing, setEditing] = useState(false);
  const [moving, setMoving] = useState<Move>();
  const path = { client_id: clientId, rule_id: ruleId };
  const rule = useQuery({
    queryKey: ruleKey(clientId, ruleId),
    queryFn: () => unwrap(api.GET('/admin/v1/clients/{client_id}/rules/{rule_id}', { params: { path } })),
  });
  const versions = useQuery({
    queryKey: [...ruleKey(clientId, ruleId), 'versions'],
    queryFn: () => unwrap(api.GET('/admin/v1/clients/{client_id}/rules/{rule_id}/versions', { params: { path } })),
  });
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ruleKey(clientId, ruleId) });
    void queryClient.invalidateQueries({ queryKey: rulesKey(clientId) });
  };
  const move = useMutation({
    mutationFn: (next: Move) => moveRule(api, clientId, ruleId, next),
    onSuccess: (moved, next) => {
      // Shown at once; the read that follows brings the exact budget use.
      queryClient.setQueryData(ruleKey(clientId, ruleId), (shown: Rule | undefined) => ({ ...moved, budget_used: shown?.budget_used ?? moved.budget_used }));
      setMoving(undefined);
      setNotice(MOVES[next].done);
      refresh();
    },
  });
  const canWrite = may(session.role, 'replaceRule');

  return (
    <>
      <h1>{rule.data?.name ?? 'Rule'}</h1>
      <p>
        <Link to={`/programs/${clientId}/rules`}>All rules</Link>
      </p>
      {notice && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
      <QueryView query={rule} what="the rule" empty="" isEmpty={() => false}>
        {(data) =>
          editing ? (
            <RuleBuilder
              clientId={clientId}
              rule={data}
              onSaved={(saved, said) => {
                queryClient.setQueryData(ruleKey(clientId, ruleId), saved);
                setEditing(false);
                setNotice(said);
                refresh();
              }}
              onCancel={() => setEditing(false)}
            />
          ) : (
            <section className="card" aria-labelledby="rule-facts">
              <h2 id="rule-facts">What it does</h2>
              <RuleFacts rule={data} clientId={clientId} />
              {canWrite && data.status !== 'archived' && (
                <div className="actions">
                  <button type="button" className="secondary" onClick={() => setEditing(true)}>
                    Edit
                  </button>
                  {movesFrom(data.status).map((each) => (
                    <button
                      key={each}
                      type="button"
                      className={each === 'archive' ? 'danger' : undefined}
                      onClick={() => {
                        move.reset();
                        setMoving(each);
                      }}
                      aria-expanded={moving === each}
                    >
                      {MOVES[each].label}
                    </button>
                  ))}
                </div>
              )}
              {canWrite && moving && (
                <Confirm
                  question={`${MOVES[moving].label} ${data.name}? ${MOVES[moving].effect}`}
                  yes={MOVES[moving].yes}
                  no="Not now"
                  pending={move.isPending}
                  onYes={() => move.mutate(moving)}
                  onNo={() => setMoving(undefined)}
                />
              )}
              <FormError error={move.error} />
            </section>
          )
        }
      </QueryView>
      <ListSection
        id="rule-versions"
        title="Versions"
        query={versions}
        what="versions"
        empty="No versions yet."
        items={(data) => [...data.versions].reverse()}
        label="Versions, newest first"
        columns={['Version', 'Status', 'Gives', 'Changed']}
        row={(version) => (
          <tr key={version.version}>
            <td>{version.version}</td>
            <td>
              <span className={STATUS_CLASS[version.status] ?? 'status'}>{version.status}</span>
            </td>
            <td>{effectWords(version.effect)}</td>
            <td>
              <When at={version.date_updated} />
            </td>
          </tr>
        )}
      />
    </>
  );
}

/** The program's segments' names by id, archived ones said so (they reach no one); read only when `wanted`. */
function useSegmentNames(clientId: string, wanted: boolean): ReadonlyMap<string, string> {
  const { api } = useOperator();
  const segments = useQuery({
    queryKey: [...segmentsKey(clientId), 'list', true],
    queryFn: () => listSegments(api, clientId, true),
    enabled: wanted,
  });
  return new Map(
    (segments.data ?? []).map((segment) => [segment.segment_id, segment.status === 'archived' ? `${segment.name} (archived: reaches no one)` : segment.name]),
  );
}

function RuleFacts({ rule, clientId }: { rule: Rule; clientId: string }) {
  const { api } = useOperator();
  const zone = useDisplayZone();
  const activities = useActivityNames(api, clientId);
  const segments = useSegmentNames(clientId, (rule.audience?.segment_ids?.length ?? 0) > 0);
  const budget = rule.budget
    ? `${(rule.budget_used ?? 0).toLocaleString('en-US')} of ${rule.budget.points_total.toLocaleString('en-US')} points used`
    : 'No budget';
  const facts: [string, ReactNode][] = [
    [
      'Status',
      <span key="status" className={STATUS_CLASS[rule.status] ?? 'status'}>
        {rule.status}
      </span>,
    ],
    ['Trigger', triggerWords(rule.trigger, { activities })],
    ['Conditions', conditionsWords(rule.conditions)],
    ['Gives', effectWords(rule.effect)],
    ['Members', audienceWords(rule.audience, segments)],
    ['When', scheduleWords(rule.schedule, (instant) => formatDate(instant, rule.schedule?.time_zone ?? zone)) ?? 'Always'],
    ['Limits', limitWords(rule.limits) ?? 'None'],
    ['Budget', budget],
    ['Priority', `${rule.priority}${rule.stop_after ? '; stops the rules after it when it gives points' : ''}`],
    ['Version', `${rule.version}`],
    ['Created', <When key="created" at={rule.date_created} />],
    ['Changed', <When key="changed" at={rule.date_updated} />],
  ];
  return (
    <>
      {rule.description && <p>{rule.description}</p>}
      <dl className="facts rule-facts">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd data-fact={term.toLowerCase()}>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
