import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { listSimulations, simulationListKey, simulationPath } from '../api/simulations.js';
import { ListSection } from '../components/list-section.js';
import {
  LIST_POLL_MS,
  periodWords,
  pollWhileRunning,
  SIMULATION_STATUS_CLASS,
  simulationRulesWords,
  simulationStatusWords,
} from '../components/simulation-words.js';
import { When } from '../components/when.js';
import { useOperator } from '../operator.js';
import { may } from '../roles.js';
import { ruleNamesOf, SimulationForm, useProgramRules } from './simulation-form.js';

/**
 * The program's what-if simulations, newest first: when each was asked, its period, the rules it
 * ran in words and its status (read again every 2 seconds while one runs), each opening its page.
 * Managers and owners run one here; every role reads them.
 */
export function SimulationsPage() {
  const { clientId = '' } = useParams();
  const { api, session } = useOperator();
  const simulations = useQuery({
    queryKey: simulationListKey(clientId),
    queryFn: () => listSimulations(api, clientId),
    refetchInterval: (query) => pollWhileRunning(query.state.data, LIST_POLL_MS),
  });
  const names = ruleNamesOf(useProgramRules(api, clientId).data?.rules);
  const canRun = may(session.role, 'createSimulation');

  return (
    <>
      <h1>Simulations</h1>
      <p className="hint">
        What members would have earned over a past period had the <Link to={`/programs/${clientId}/rules`}>rules</Link> been different: the period's purchases,
        activity credits and events replayed, nothing credited.
      </p>
      {canRun && <SimulationForm clientId={clientId} />}
      <ListSection
        id="simulation-list"
        title="Latest simulations"
        query={simulations}
        what="simulations"
        empty="No simulations yet."
        items={(data) => data}
        label="Simulations, newest first"
        columns={['Asked', 'Period', 'Rules', 'Status']}
        row={(simulation) => (
          <tr key={simulation.simulation_id}>
            <td>
              <Link to={simulationPath(clientId, simulation.simulation_id)}>
                <When at={simulation.date_created} />
              </Link>
            </td>
            <td>{periodWords(simulation.since, simulation.until)}</td>
            <td>{simulationRulesWords(simulation, names)}</td>
            <td>
              <span className={SIMULATION_STATUS_CLASS[simulation.status]}>{simulationStatusWords(simulation)}</span>
            </td>
          </tr>
        )}
      />
    </>
  );
}
