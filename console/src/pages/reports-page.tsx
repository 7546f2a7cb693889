import { keepPreviousData, useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useParams } from 'react-router';
import type { RewardsClient } from '../api/client.js';
import { ApiProblem, unwrap } from '../api/problem.js';
import { DailyChart, type Day, formatNumber, type Series } from '../components/daily-chart.js';
import { formatDate } from '../components/dates.js';
import { When } from '../components/when.js';
import { Confirm, Empty, Field, FormError, QueryView } from '../components/forms.js';
import { DataTable } from '../components/list-section.js';
import { useOperator } from '../operator.js';
import { may } from '../roles.js';
import { saveFile } from '../components/save-file.js';

type Summary = Awaited<ReturnType<typeof readSummary>>;
type Rebuild = NonNullable<Summary['rebuild']>;
interface Range {
  from: string;
  to: string;
}

/** The report routes answer CSV too, so the typed answer includes a string; asked without `Accept: text/csv` they answer JSON. */
const json = async <T,>(answer: Promise<T>): Promise<Exclude<T, string>> => (await answer) as Exclude<T, string>;

const readSummary = (api: RewardsClient, clientId: string) =>
  json(unwrap(api.GET('/admin/v1/clients/{client_id}/reports/summary', { params: { path: { client_id: clientId } } })));

const LIABILITY: readonly Series[] = [{ key: 'outstanding_points', label: 'Outstanding points', color: '#1f5fbf' }];
const POINTS: readonly Series[] = [
  { key: 'points_issued', label: 'Issued', color: '#1d6b34' },
  { key: 'points_redeemed', label: 'Redeemed', color: '#1f5fbf' },
  { key: 'points_expired', label: 'Expired', color: '#a4262c' },
];
const MEMBERS: readonly Series[] = [
  { key: 'members_created', label: 'Joined', color: '#1f5fbf' },
  { key: 'members_deleted', label: 'Deleted', color: '#a4262c' },
];
/** The metrics the charts draw, and only those: the CSV download asks for every metric. */
const CHARTED = [...LIABILITY, ...POINTS, ...MEMBERS].map(({ key }) => key).join(',');
const QUICK_RANGES = [7, 30, 90, 400] as const;

/** A UTC day (YYYY-MM-DD) `back` days before today, UTC as the reports count days. */
const dayBefore = (back: number): string => new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);
const lastDays = (count: number): Range => ({ from: dayBefore(count - 1), to: dayBefore(0) });
/** The range as the report routes take it: a bound left blank is the API's default. */
const rangeQuery = (range: Range) => ({ ...(range.from ? { from: range.from } : {}), ...(range.to ? { to: range.to } : {}) });
/** The API refused the range itself: its message is shown beside the dates, not again under each report. */
const refusedRange = (error: unknown) => error instanceof ApiProblem && error.code === 'param_error';

/**
 * A program's reports, counted from the event stream: totals now (members, the liability, points
 * issued, redeemed and expired, members by tier), daily charts and the top rewards and activities
 * over a range of days, the daily series as a CSV file, and for managers a rebuild from the ledgers.
 */
export function ReportsPage() {
  const { clientId = '' } = useParams();
  const { api, session } = useOperator();
  const queryClient = useQueryClient();
  const [range, setRange] = useState<Range>(() => lastDays(30));
  const summary = useQuery({
    queryKey: ['reports', clientId, 'summary'],
    queryFn: async () => {
      const before = queryClient.getQueryData<Summary>(['reports', clientId, 'summary']);
      const answer = await readSummary(api, clientId);
      // A rebuild that just ended switched the counts: every report is read again.
      if (before?.rebuild && !answer.rebuild)
        void queryClient.invalidateQueries({ queryKey: ['reports', clientId], predicate: (query) => query.queryKey[2] !== 'summary' });
      return answer;
    },
    // While a rebuild runs, its progress moves on by itself.
    refetchInterval: (query) => (query.state.data?.rebuild ? 2000 : false),
  });
  const daily = useQuery({
    queryKey: ['reports', clientId, 'daily', range],
    queryFn: () =>
      json(
        unwrap(
          api.GET('/admin/v1/clients/{client_id}/reports/daily', {
            params: { path: { client_id: clientId }, query: { ...rangeQuery(range), metrics: CHARTED } },
          }),
        ),
      ),
    placeholderData: keepPreviousData,
  });
  const top = (kind: 'rewards' | 'activities') => ({
    queryKey: ['reports', clientId, 'top', kind, range],
    queryFn: () =>
      json(
        unwrap(
          api.GET('/admin/v1/clients/{client_id}/reports/top', { params: { path: { client_id: clientId }, query: { ...rangeQuery(range), kind, limit: 10 } } }),
        ),
      ),
    placeholderData: keepPreviousData,
  });
  const topRewards = useQuery(top('rewards'));
  const topActivities = useQuery(top('activities'));
  const canRebuild = may(session.role, 'rebuildReports');

  return (
    <>
      <h1>Reports</h1>
      <p className="hint">Counted from the program's events as they happen: a write shows here within seconds.</p>
      <section aria-labelledby="report-totals">
        <h2 id="report-totals">Totals now</h2>
        <QueryView query={summary} what="the totals" empty="" isEmpty={() => false}>
          {(data) => <Totals summary={data} />}
        </QueryView>
      </section>
      <RangePicker clientId={clientId} range={range} onRange={setRange} error={refusedRange(daily.error) ? daily.error : null} />
      <section aria-labelledby="report-days">
        <h2 id="report-days">Day by day</h2>
        <RangeView query={daily} what="the daily figures" empty="No days in this range." isEmpty={(data) => data.days.length === 0}>
          {(data) => <DailyCharts days={data.days as Day[]} />}
        </RangeView>
      </section>
      <div className="two-columns">
        <TopList
          id="top-rewards"
          title="Top rewards"
          what="the top rewards"
          name="Reward"
          count="Redemptions"
          query={topRewards}
          empty="No reward redeemed in this range."
        />
        <TopList
          id="top-activities"
          title="Top activities"
          what="the top activities"
          name="Activity"
          count="Credits"
          query={topActivities}
          empty="No activity credited in this range."
        />
      </div>
      {summary.data && (canRebuild || summary.data.rebuild) && <RebuildReports clientId={clientId} rebuild={summary.data.rebuild} canRebuild={canRebuild} />}
    </>
  );
}

/** The totals as figure cards, and the members in each tier. */
function Totals({ summary }: { summary: Summary }) {
  const figures: [string, string, number][] = [
    ['members', 'Members', summary.members],
    ['outstanding_points', 'Outstanding points (liability)', summary.outstanding_points],
    ['points_issued', 'Points issued', summary.points_issued],
    ['points_redeemed', 'Points redeemed', summary.points_redeemed],
    ['points_expired', 'Points expired', summary.points_expired],
  ];
  return (
    <>
      <dl className="figures">
        {figures.map(([key, label, value]) => (
          <div className="figure" key={key} data-figure={key}>
            <dt>{label}</dt>
            <dd>{formatNumber(value)}</dd>
          </div>
        ))}
        <div className="figure" data-figure="as_of">
          <dt>As of</dt>
          <dd className="as-of">
            <When at={summary.as_of} />
          </dd>
        </div>
      </dl>
      <h3>Members by tier</h3>
      <div className="tier-table">
        <DataTable
          label="Members by tier"
          columns={['Tier', 'Members']}
          items={summary.members_by_tier}
          row={(level) => (
            <tr key={level.tier_id ?? ''}>
              <td>{level.tier_id === null ? 'No tier' : (level.title ?? `${level.tier_id} (no longer in the settings)`)}</td>
              <td className="number">{formatNumber(level.members)}</td>
            </tr>
          )}
        />
      </div>
    </>
  );
}

/** From and To, the quick ranges, the API's refusal of the range (`error`) beside the dates, and the CSV of the days. */
function RangePicker({ clientId, range, onRange, error }: { clientId: string; range: Range; onRange: (range: Range) => void; error: unknown }) {
  const today = dayBefore(0);
  return (
    <section className="card range" aria-labelledby="report-range">
      <h2 id="report-range">Days</h2>
      <div className="range-fields">
        <Field label="From" name="from" error={error}>
          <input type="date" value={range.from} max={today} onChange={(event) => onRange({ ...range, from: event.target.value })} />
        </Field>
        <Field label="To" name="to" error={error} hint="UTC days">
          <input type="date" value={range.to} max={today} onChange={(event) => onRange({ ...range, to: event.target.value })} />
        </Field>
      </div>
      <FormError error={error} fields={['from', 'to']} />
      <div className="actions">
        {QUICK_RANGES.map((count) => {
          const quick = lastDays(count);
          return (
            <button
              type="button"
              className="secondary"
              key={count}
              aria-pressed={quick.from === range.from && quick.to === range.to}
              onClick={() => onRange(quick)}
            >
              Last {count} days
            </button>
          );
        })}
      </div>
      <DownloadCsv clientId={clientId} range={range} />
    </section>
  );
}

/** The daily series of the range (every metric) as a CSV file, read with the operator's token and saved from the browser. */
function DownloadCsv({ clientId, range }: { clientId: string; range: Range }) {
  const { api } = useOperator();
  const download = useMutation({
    mutationFn: async () => {
      const csv = await unwrap(
        api.GET('/admin/v1/clients/{client_id}/reports/daily', {
          params: { path: { client_id: clientId }, query: rangeQuery(range) },
          headers: { accept: 'text/csv' },
          parseAs: 'text',
        }),
      );
      saveFile(`reports-${clientId}-${range.from}-${range.to}.csv`, csv, 'text/csv');
    },
  });
  return (
    <div className="actions">
      <button type="button" onClick={() => download.mutate()} disabled={download.isPending}>
        Download CSV
      </button>
      {/* A refused range is already shown beside the dates. */}
      {!refusedRange(download.error) && <FormError error={download.error} />}
    </div>
  );
}

/** A report of the range: its query's states, except a refused range, already shown beside the dates. */
function RangeView<D>(props: { query: UseQueryResult<D>; what: string; empty: ReactNode; isEmpty: (data: D) => boolean; children: (data: D) => ReactNode }) {
  if (props.query.isError && refusedRange(props.query.error)) return <Empty>No figures: the range above was refused.</Empty>;
  return <QueryView {...props} />;
}

function DailyCharts({ days }: { days: readonly Day[] }) {
  return (
    <div className="charts">
      <DailyChart id="chart-liability" title="Liability: outstanding points at the end of each day" kind="area" days={days} series={LIABILITY} />
      <DailyChart id="chart-points" title="Points issued, redeemed and expired each day" kind="line" days={days} series={POINTS} />
      <DailyChart id="chart-members" title="Members joined and deleted each day" kind="bar" days={days} series={MEMBERS} />
    </div>
  );
}

type TopItem = { id: string; name: string | null; count: number; points: number };

function TopList({
  id,
  title,
  what,
  name,
  count,
  query,
  empty,
}: {
  id: string;
  title: string;
  what: string;
  name: string;
  count: string;
  query: UseQueryResult<{ items: TopItem[] }>;
  empty: string;
}) {
  return (
    <section className="top-list" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <RangeView query={query} what={what} empty={empty} isEmpty={(data) => data.items.length === 0}>
        {(data) => (
          <DataTable
            label={title}
            columns={[name, count, 'Points']}
            items={data.items}
            row={(item) => (
              <tr key={item.id}>
                <td>{item.name ?? `${item.id} (no longer in the catalogue)`}</td>
                <td className="number">{formatNumber(item.count)}</td>
                <td className="number">{formatNumber(item.points)}</td>
              </tr>
            )}
          />
        )}
      </RangeView>
    </section>
  );
}

/**
 * A rebuild from the ledgers: managers start one (after a confirm); while one runs everyone sees
 * its status and the members counted so far, read again every two seconds with the totals.
 */
function RebuildReports({ clientId, rebuild, canRebuild }: { clientId: string; rebuild: Rebuild | null; canRebuild: boolean }) {
  const { api } = useOperator();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const start = useMutation({
    mutationFn: () => unwrap(api.POST('/admin/v1/clients/{client_id}/reports/rebuild', { params: { path: { client_id: clientId } } })),
    onMutate: () => setConfirming(false),
    // The answer is the rebuild's status: shown at once, then followed through the totals.
    onSuccess: (started) => {
      queryClient.setQueryData<Summary>(['reports', clientId, 'summary'], (summary) => summary && { ...summary, rebuild: started });
      void queryClient.invalidateQueries({ queryKey: ['reports', clientId, 'summary'] });
    },
  });
  return (
    <section className="card rebuild" aria-labelledby="report-rebuild">
      <h2 id="report-rebuild">Rebuild from the ledgers</h2>
      <p className="hint">Counts every member's ledger again from the start; the figures switch over when the walk ends.</p>
      <p role="status" className="rebuild-status">
        {rebuild
          ? `Rebuild ${rebuild.status} (asked for ${formatDate(rebuild.requested_at)}): ${formatNumber(rebuild.members_counted)} members counted so far.`
          : start.isSuccess
            ? 'The rebuild has finished.'
            : ''}
      </p>
      <FormError error={start.error} />
      {canRebuild &&
        !rebuild &&
        (confirming ? (
          <Confirm
            question="Rebuild the reports from every member's ledger?"
            yes="Yes, rebuild"
            no="Cancel"
            pending={start.isPending}
            onYes={() => start.mutate()}
            onNo={() => setConfirming(false)}
          />
        ) : (
          <button type="button" className="secondary" onClick={() => setConfirming(true)} disabled={start.isPending}>
            Rebuild from ledgers
          </button>
        ))}
    </section>
  );
}
