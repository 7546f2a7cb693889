import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { listSegments, segmentsKey } from '../api/segments.js';
import { getSimulation, simulationKey, simulationListKey } from '../api/simulations.js';
import { QueryView } from '../components/forms.js';
import { SimulationOutcome } from '../components/simulation-result.js';
import {
  periodWords,
  SIMULATION_POLL_MS,
  SIMULATION_STATUS_CLASS,
  type Simulation,
  simulationMembersWords,
  simulationRulesWords,
  simulationStatusWords,
} from '../components/simulation-words.js';
import { When } from '../components/when.js';
import { useOperator } from '../operator.js';
import { ruleNamesOf, useProgramRules } from './simulation-form.js';

/**
 * One what-if simulation: what it ran (period, rules, members) and its status, read again every
 * second while it runs, the members replayed so far said in words; once done, what would have
 * happened (SimulationOutcome); once failed, why.
 */
export function SimulationPage() {
  const { clientId = '', simulationId = '' } = useParams();
  const { api } = useOperator();
  const queryClient = useQueryClient();
  const simulation = useQuery({
    queryKey: simulationKey(clientId, simulationId),
    queryFn: () => getSimulation(api, clientId, simulationId),
    refetchInterval: (query) => (query.state.data?.status === 'running' ? SIMULATION_POLL_MS : false),
  });
  // Once a run ends, the list reads it again.
  const status = simulation.data?.status;
  const was = useRef(status);
  useEffect(() => {
    if (was.current === 'running' && status !== 'running') void queryClient.invalidateQueries({ queryKey: simulationListKey(clientId) });
    was.current = status;
  });

  return (
    <>
      <div className="page-head">
        <h1>Simulation</h1>
        <p>
          <Link to={`/programs/${clientId}/simulations`}>All simulations</Link>
        </p>
      </div>
      <QueryView query={simulation} what="the simulation" empty="" isEmpty={() => false}>
        {(data) => (
          <>
            <section className="card" aria-labelledby="simulation-facts">
              <h2 id="simulation-facts">What was simulated</h2>
              <SimulationFacts clientId={clientId} simulation={data} />
              {data.status === 'failed' && <p className="hint">Nothing was credited either way. Run it again from the simulations page.</p>}
            </section>
            {data.status === 'done' && data.result && <SimulationOutcome clientId={clientId} simulation={data} result={data.result} />}
          </>
        )}
      </QueryView>
    </>
  );
}

function SimulationFacts({ clientId, simulation }: { clientId: string; simulation: Simulation }) {
  const { api } = useOperator();
  const rules = ruleNamesOf(useProgramRules(api, clientId).data?.rules);
  const segments = useQuery({
    queryKey: [...segmentsKey(clientId), 'list', true],
    queryFn: () => listSegments(api, clientId, true),
    enabled: simulation.segment_id !== null,
  });
  const segmentNames = new Map((segments.data ?? []).map((segment) => [segment.segment_id, segment.name]));
  const facts: [string, ReactNode][] = [
    [
      'Status',
      // A live region: the members replayed so far are said as they grow, and the end of the run.
      <span key="status" className={SIMULATION_STATUS_CLASS[simulation.status]} role="status">
        {simulationStatusWords(simulation)}
      </span>,
    ],
    ['Period', periodWords(simulation.since, simulation.until)],
    ['Rules', simulationRulesWords(simulation, rules)],
    ['Members', simulationMembersWords(simulation.segment_id, segmentNames)],
    ['Asked', <When key="asked" at={simulation.date_created} />],
    ['Finished', simulation.date_finished ? <When key="finished" at={simulation.date_finished} /> : 'Not yet'],
  ];
  return (
    <dl className="facts">
      {facts.map(([term, value]) => (
        <div key={term} className={term === 'Rules' ? 'wide' : undefined}>
          <dt>{term}</dt>
          <dd data-fact={term.toLowerCase()}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
