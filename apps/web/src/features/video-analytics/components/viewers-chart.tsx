import { useCallback, useId, useRef } from 'react';
import { type ChartSpec, useUplot } from '../hooks/use-uplot';
import type { DayPoint } from '../model/daily-series';
import { formatAxisDay, formatDay } from '../model/format-day';
import { countOf } from '../model/format-share';
import { chartColours, countAxisRange, wholeTicks } from './chart-colours';

const HEIGHT = 200;
const toSeconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

/**
 * Viewers and completions per UTC day over the period (issue 22 item 2). The canvas is hidden
 * from assistive technology; the summary and a visually hidden table say the same (decision 183).
 */
export function ViewersChart({ series }: { series: DayPoint[] }) {
  const box = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const spec = useCallback<ChartSpec>(
    (U) => {
      const c = chartColours();
      const axis = { stroke: c.text, font: c.font, grid: { stroke: c.line, width: 1 }, ticks: { stroke: c.line, width: 1 } };
      return {
        data: [series.map((d) => toSeconds(d.day)), series.map((d) => d.viewers), series.map((d) => d.completions)],
        options: {
          tzDate: (ts) => U.tzDate(new Date(ts * 1000), 'Etc/UTC'),
          scales: { x: { time: true }, y: { range: countAxisRange } },
          axes: [
            { ...axis, values: (_u, splits) => splits.map(formatAxisDay) },
            { ...axis, values: wholeTicks, size: 40 },
          ],
          series: [
            { label: 'Day', value: (_u, v) => (v == null ? '—' : formatDay(v)) },
            { label: 'Viewers', stroke: c.brand, fill: c.brandWash, width: 2, points: { show: series.length <= 31 } },
            { label: 'Completed', stroke: c.success, width: 2, dash: [5, 4], points: { show: false } },
          ],
          cursor: { drag: { x: false, y: false } },
        },
      };
    },
    [series],
  );
  useUplot(box, spec, HEIGHT);
  const watched = series.filter((d) => d.viewers > 0);
  const busiest = watched.reduce<DayPoint | null>((most, d) => (most && most.viewers >= d.viewers ? most : d), null);
  return (
    <figure aria-labelledby={titleId} className="min-w-0">
      <figcaption>
        <h4 id={titleId} className="text-sm font-semibold text-ink">
          Viewers per day
        </h4>
        <p className="mt-0.5 text-sm text-ink-muted">
          {busiest
            ? `Busiest day: ${formatDay(busiest.day)}, ${countOf(busiest.viewers, 'viewer', 'viewers')}.`
            : `No one watched in the last ${series.length} days.`}
        </p>
      </figcaption>
      <div ref={box} aria-hidden="true" className="lectern-chart mt-3 min-h-[200px] w-full overflow-hidden text-xs text-ink-muted" data-chart="viewers" />
      {/* The box is hidden, not the table: a table grows to its content whatever width it is given, and would widen a phone's page. */}
      <div className="sr-only">
        <table>
          <caption>Viewers and completions per day (UTC); days without viewers are left out</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Viewers</th>
              <th scope="col">Completed</th>
            </tr>
          </thead>
          <tbody>
            {watched.map((d) => (
              <tr key={d.day}>
                <th scope="row">{formatDay(d.day)}</th>
                <td>{d.viewers}</td>
                <td>{d.completions}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
