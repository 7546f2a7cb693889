import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { unwrap } from '../api/problem.js';
import { useOperator } from '../operator.js';
import { DailyChart, formatNumber, type Series } from './daily-chart.js';
import { Empty } from './forms.js';
import { DataTable } from './list-section.js';
import { budgetWords, headlineWords, replayedWords, type Simulation, type SimulationResult, SOURCE_WORDS, signed, skipWords } from './simulation-words.js';

/**
 * A done simulation's answer: the headline in words, actual beside simulated rule points day by
 * day (a chart, its figures in a table under it), by level and by segment, the members whose
 * points would have changed most, each rule's firings and reasons not to fire, the budgets' day
 * of running out, and what the replay assumes.
 */

const SERIES: readonly Series[] = [
  { key: 'actual', label: 'Given', color: '#1f5fbf' },
  { key: 'simulated', label: 'Would have given', color: '#1d6b34' },
];

/** A titled part of the answer: its heading, a line of what it counts, then its table or its empty line. */
function Part({ id, title, hint, children }: { id: string; title: string; hint?: string; children: ReactNode }) {
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {hint && <p className="hint">{hint}</p>}
      {children}
    </section>
  );
}

interface Group {
  key: string;
  name: ReactNode;
  members: number;
  actual: number;
  simulated: number;
}

const number = (value: number) => <td className="number">{formatNumber(value)}</td>;

/** Groups of members (levels, segments) with their rule points given and simulated, and the change. */
function GroupTable({ label, first, groups }: { label: string; first: string; groups: readonly Group[] }) {
  return (
    <DataTable
      label={label}
      columns={[first, 'Members', 'Given', 'Would have given', 'Change']}
      items={groups}
      row={(group) => (
        <tr key={group.key}>
          <td>{group.name}</td>
          {number(group.members)}
          {number(group.actual)}
          {number(group.simulated)}
          <td className="number">{signed(group.simulated - group.actual)}</td>
        </tr>
      )}
    />
  );
}

export function SimulationOutcome({ clientId, simulation, result }: { clientId: string; simulation: Simulation; result: SimulationResult }) {
  const { api } = useOperator();
  // The program's levels' titles, as the layout reads the settings.
  const settings = useQuery({
    queryKey: ['settings', clientId],
    queryFn: () => unwrap(api.GET('/admin/v1/clients/{client_id}/settings', { params: { path: { client_id: clientId } } })),
  });
  const levels = new Map((settings.data?.tiers?.levels ?? []).map((level) => [level.id, level.title]));
  const withYear = simulation.since.slice(0, 4) !== simulation.until.slice(0, 4);
  const days = result.by_day.map(({ day, actual, simulated }) => ({ date: day, actual, simulated }));

  return (
    <>
      <section className="card" aria-labelledby="simulation-outcome">
        <h2 id="simulation-outcome">What would have happened</h2>
        <p className="headline" data-headline>
          {headlineWords(result)}
        </p>
        <p className="hint">{replayedWords(result)} Rule points only: the points every purchase or activity gives of itself are the same either way.</p>
      </section>
      <DailyChart id="simulation-chart" title="Rule points given and that would have been given, each day (UTC)" kind="line" days={days} series={SERIES} />
      <Part id="simulation-levels" title="By level" hint="Each member under their level now.">
        {result.by_tier.length === 0 ? (
          <Empty>No member was replayed.</Empty>
        ) : (
          <GroupTable
            label="Rule points by level"
            first="Level"
            groups={result.by_tier.map((tier) => ({
              ...tier,
              key: tier.tier_id ?? '',
              name: tier.tier_id === null ? 'No level' : (levels.get(tier.tier_id) ?? tier.tier_id),
            }))}
          />
        )}
      </Part>
      <Part id="simulation-segments" title="By segment" hint="The segments in use each member is in now; a member may be in several.">
        {result.by_segment.length === 0 ? (
          <Empty>No member replayed is in a segment in use.</Empty>
        ) : (
          <GroupTable
            label="Rule points by segment"
            first="Segment"
            groups={result.by_segment.map((segment) => ({
              ...segment,
              key: segment.segment_id,
              name: <Link to={`/programs/${clientId}/segments/${segment.segment_id}`}>{segment.name}</Link>,
            }))}
          />
        )}
      </Part>
      <Part id="simulation-members" title="Members whose points would have changed most">
        {result.top_members.length === 0 ? (
          <Empty>No member's points would have changed.</Empty>
        ) : (
          <DataTable
            label="Members whose points would have changed most"
            columns={['Member', 'Given', 'Would have given', 'Change']}
            items={result.top_members}
            row={(member) => (
              <tr key={member.user_id}>
                <td>
                  <Link to={`/programs/${clientId}/members/${member.user_id}`}>Member {member.user_id}</Link>
                </td>
                {number(member.actual)}
                {number(member.simulated)}
                <td className="number">{signed(member.change)}</td>
              </tr>
            )}
          />
        )}
      </Part>
      <Part id="simulation-rules" title="Rules" hint="Each rule simulated: how often it would have given points, how many, and its most common reasons not to.">
        <DataTable
          label="Rules simulated"
          columns={['Rule', 'From', 'Would have fired', 'Points', 'Most common reasons not to fire']}
          items={result.rules}
          row={(rule) => (
            <tr key={rule.rule_id}>
              <td>{rule.source === 'draft' ? rule.name : <Link to={`/programs/${clientId}/rules/${rule.rule_id}`}>{rule.name}</Link>}</td>
              <td>{SOURCE_WORDS[rule.source]}</td>
              {number(rule.fired)}
              {number(rule.points)}
              <td>{skipWords(rule.skip_reasons)}</td>
            </tr>
          )}
        />
      </Part>
      <Part id="simulation-budgets" title="Budgets" hint="Budgets are program-wide: the day a rule's simulated points would have passed its budget.">
        {result.budgets.length === 0 ? (
          <Empty>No rule simulated has a budget.</Empty>
        ) : (
          <DataTable
            label="Budgets"
            columns={['Rule', 'Budget', 'Would have given', 'Runs out']}
            items={result.budgets}
            row={(budget) => (
              <tr key={budget.rule_id}>
                <td>{budget.name}</td>
                {number(budget.points_total)}
                {number(budget.simulated_points)}
                <td>{budgetWords(budget.runs_out_on, withYear)}</td>
              </tr>
            )}
          />
        )}
      </Part>
      <Part id="simulation-assumptions" title="What the replay assumes">
        <ul className="assumptions">
          {result.assumptions.map((assumption) => (
            <li key={assumption}>{assumption}</li>
          ))}
        </ul>
      </Part>
    </>
  );
}
