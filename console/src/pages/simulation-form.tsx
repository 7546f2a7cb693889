import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { RewardsClient } from '../api/client.js';
import { ApiProblem } from '../api/problem.js';
import { listSegments, segmentsKey } from '../api/segments.js';
import { createSimulation, simulationKey, simulationListKey, simulationPath } from '../api/simulations.js';
import { CardForm, Field, FormActions, FormError, fieldError, Loading, QueryError } from '../components/forms.js';
import { IdChecks } from '../components/rule-audience.js';
import { lastDays, namedRules, type SimulationRequest } from '../components/simulation-words.js';
import { useOperator } from '../operator.js';
import { listRules, rulesKey } from '../api/rules.js';

/** The program's rules, archived ones too (a simulation may name one archived since), as the rules page's "All, archived too" reads them. */
export function useProgramRules(api: RewardsClient, clientId: string) {
  return useQuery({ queryKey: [...rulesKey(clientId), 'every'], queryFn: () => listRules(api, clientId, 'every') });
}

/** The program's rules' names by id. */
export const ruleNamesOf = (rules: readonly { rule_id: string; name: string }[] | undefined): ReadonlyMap<string, string> =>
  new Map((rules ?? []).map((rule) => [rule.rule_id, rule.name]));

/**
 * Asks for a simulation and, once the API has accepted it, opens its page on the answer (running)
 * and has the list read again.
 */
export function useRunSimulation(clientId: string) {
  const { api } = useOperator();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (body: SimulationRequest) => createSimulation(api, clientId, body),
    onSuccess: (simulation) => {
      queryClient.setQueryData(simulationKey(clientId, simulation.simulation_id), simulation);
      void queryClient.invalidateQueries({ queryKey: simulationListKey(clientId) });
      navigate(simulationPath(clientId, simulation.simulation_id));
    },
  });
}

const PERIODS = { '30': 'Last 30 days', '90': 'Last 90 days' } as const;
type Period = keyof typeof PERIODS;

/**
 * Whom the form's refusal names, with the rules it names by id said by name, so "replace.0: rule 9
 * is not an active rule of the program" shows as "Weekend treats is not an active rule of the program".
 */
function withRuleNames(error: unknown, names: ReadonlyMap<string, string>): unknown {
  if (!(error instanceof ApiProblem)) return error;
  return new ApiProblem(error.status, error.code, namedRules(error.message, names), error.field);
}

/** A fieldset of rules, each a checkbox, and the refusal that names it (replace.0, rules.1, …) under them. */
function RuleChecks({
  id,
  legend,
  name,
  rules,
  chosen,
  empty,
  error,
  onChange,
}: {
  id: string;
  legend: string;
  name: string;
  rules: readonly { rule_id: string; name: string; status: string }[];
  chosen: readonly string[];
  empty: string;
  error: unknown;
  onChange: (chosen: string[]) => void;
}) {
  const problem = fieldError(error, name);
  return (
    <fieldset aria-describedby={problem ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      {rules.length > 0 ? (
        <IdChecks
          choices={rules.map((rule) => ({ id: rule.rule_id, label: rule.status === 'active' ? rule.name : `${rule.name} (${rule.status})` }))}
          chosen={chosen}
          onChange={onChange}
        />
      ) : (
        <p className="hint">{empty}</p>
      )}
      {problem && (
        <p className="field-error" id={`${id}-error`}>
          {problem}
        </p>
      )}
    </fieldset>
  );
}

/**
 * A new simulation, for managers and owners: the period up to now, the active rules to leave out,
 * the program's other rules (paused, drafts) to run beside them, and optionally only a segment's
 * members. The API's refusal shows beside what it names.
 */
export function SimulationForm({ clientId }: { clientId: string }) {
  const { api } = useOperator();
  const queryClient = useQueryClient();
  const rules = useProgramRules(api, clientId);
  const segments = useQuery({ queryKey: [...segmentsKey(clientId), 'list', false], queryFn: () => listSegments(api, clientId) });
  const [period, setPeriod] = useState<Period>('30');
  const [leftOut, setLeftOut] = useState<string[]>([]);
  const [added, setAdded] = useState<string[]>([]);
  const [segmentId, setSegmentId] = useState('');
  const run = useRunSimulation(clientId);
  const all = rules.data?.rules ?? [];
  const active = all.filter((rule) => rule.status === 'active');
  const others = all.filter((rule) => rule.status === 'paused' || rule.status === 'draft');
  const error = withRuleNames(run.error, ruleNamesOf(all));

  const submit = () =>
    run.mutate(
      {
        ...lastDays(Number(period)),
        // Only what the form still offers: a rule no longer listed is not sent.
        replace: active.filter((rule) => leftOut.includes(rule.rule_id)).map((rule) => rule.rule_id),
        rules: others.filter((rule) => added.includes(rule.rule_id)).map((rule) => rule.rule_id),
        ...(segmentId ? { segment_id: segmentId } : {}),
      },
      {
        // A rule refused (paused, activated or archived since the rules were read): the rules are read again, each listed where it now belongs.
        onError: (refusal) => {
          if (refusal instanceof ApiProblem && /^(replace|rules)\./.test(refusal.field ?? ''))
            void queryClient.invalidateQueries({ queryKey: rulesKey(clientId) });
        },
      },
    );

  return (
    <CardForm id="simulation-form" title="Run a simulation" onSubmit={submit}>
      <div className="grid">
        <Field label="Period" name="until" error={error}>
          <select value={period} onChange={(event) => setPeriod(event.target.value as Period)}>
            {Object.entries(PERIODS).map(([value, words]) => (
              <option key={value} value={value}>
                {words}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Members" name="segment_id" error={error} hint="Whose history is replayed">
          <select value={segmentId} onChange={(event) => setSegmentId(event.target.value)}>
            <option value="">Every member</option>
            {(segments.data ?? []).map((segment) => (
              <option key={segment.segment_id} value={segment.segment_id}>
                The members of {segment.name}
              </option>
            ))}
          </select>
        </Field>
      </div>
      {rules.isPending ? (
        <Loading what="the rules" />
      ) : rules.isError ? (
        <QueryError error={rules.error} />
      ) : (
        <>
          <RuleChecks
            id="simulation-left-out"
            legend="Active rules to leave out"
            name="replace"
            rules={active}
            chosen={leftOut}
            empty="The program has no active rules."
            error={error}
            onChange={setLeftOut}
          />
          <RuleChecks
            id="simulation-added"
            legend="Other rules to add"
            name="rules"
            rules={others}
            chosen={added}
            empty="No paused or draft rules to add."
            error={error}
            onChange={setAdded}
          />
        </>
      )}
      <FormError error={error} fields={['until', 'segment_id', 'replace', 'rules']} />
      <FormActions label="Run simulation" pending={run.isPending} />
    </CardForm>
  );
}
