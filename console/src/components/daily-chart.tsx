import { Area, AreaChart, Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { TableWrap } from './table-wrap.js';

/**
 * A daily series as a Recharts chart with an accessible name (the figure's caption, and the
 * chart's role="img" label) and its numbers as a table in a <details>, so a screen reader (or
 * anyone) can read each day's figures the picture only draws.
 */

export interface Series {
  /** The metric's name in the daily report's rows. */
  key: string;
  label: string;
  color: string;
}

export type Day = { date: string } & Record<string, number | string>;
type ChartKind = 'area' | 'line' | 'bar';

export const formatNumber = (value: number): string => value.toLocaleString();
/** A day's axis tick: month and day, the year left to the range above. */
const tick = (day: string) => day.slice(5);

export function DailyChart({ id, title, kind, days, series }: { id: string; title: string; kind: ChartKind; days: readonly Day[]; series: readonly Series[] }) {
  return (
    <figure className="chart card" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`}>{title}</figcaption>
      <div className="chart-area" role="img" aria-label={`${title}: chart of ${days.length} days; the figures are in the table below it`}>
        <ResponsiveContainer width="100%" height={240}>
          {chartOf(kind, days, series)}
        </ResponsiveContainer>
      </div>
      <details>
        <summary>The figures, day by day</summary>
        <TableWrap label={`${title}, day by day`}>
          <table>
            <thead>
              <tr>
                <th scope="col">Day</th>
                {series.map(({ key, label }) => (
                  <th scope="col" key={key}>
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.date}>
                  <th scope="row">{day.date}</th>
                  {series.map(({ key }) => (
                    <td className="number" key={key}>
                      {formatNumber(Number(day[key] ?? 0))}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      </details>
    </figure>
  );
}

/**
 * The chart itself. Recharts' keyboard layer is off: the picture is one image to assistive
 * technology (a focusable chart inside role="img" would be hidden from it), its numbers are the
 * table. It is drawn without animation, at once, for screenshots and reduced motion alike.
 */
function chartOf(kind: ChartKind, days: readonly Day[], series: readonly Series[]) {
  const data = [...days];
  const axes = [
    <CartesianGrid key="grid" strokeDasharray="3 3" vertical={false} />,
    <XAxis key="x" dataKey="date" tickFormatter={tick} minTickGap={16} />,
    <YAxis key="y" tickFormatter={formatNumber} width={64} allowDecimals={false} />,
    <Tooltip key="tooltip" formatter={(value) => formatNumber(Number(value))} />,
    // The legend keeps the series' order (issued before redeemed), not the alphabet's.
    <Legend key="legend" itemSorter={null} />,
  ];
  const margin = { top: 8, right: 12, bottom: 0, left: 0 };
  if (kind === 'area') {
    return (
      <AreaChart data={data} margin={margin} accessibilityLayer={false}>
        {axes}
        {series.map(({ key, label, color }) => (
          <Area key={key} dataKey={key} name={label} stroke={color} fill={color} fillOpacity={0.15} isAnimationActive={false} />
        ))}
      </AreaChart>
    );
  }
  if (kind === 'bar') {
    return (
      <BarChart data={data} margin={margin} accessibilityLayer={false}>
        {axes}
        {series.map(({ key, label, color }) => (
          <Bar key={key} dataKey={key} name={label} fill={color} isAnimationActive={false} />
        ))}
      </BarChart>
    );
  }
  return (
    <LineChart data={data} margin={margin} accessibilityLayer={false}>
      {axes}
      {series.map(({ key, label, color }) => (
        <Line key={key} dataKey={key} name={label} stroke={color} strokeWidth={2} dot={false} isAnimationActive={false} />
      ))}
    </LineChart>
  );
}
