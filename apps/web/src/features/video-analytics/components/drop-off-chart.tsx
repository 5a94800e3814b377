import { useCallback, useId, useRef } from 'react';
import { type ChartSpec, useUplot } from '../hooks/use-uplot';
import type { DropOff } from '../model/drop-off';
import { countOf, formatShare } from '../model/format-share';
import { chartColours, countAxisRange, wholeTicks } from './chart-colours';

const HEIGHT = 200;
/** Below this many pixels per slide the axis numbers slides; above it, it shows their titles, cut to fit. */
const TITLE_MIN_PX = 90;
const PX_PER_CHAR = 7;

const fit = (title: string, px: number) => {
  const chars = Math.floor(px / PX_PER_CHAR);
  return title.length <= chars ? title : `${title.slice(0, Math.max(1, chars - 1)).trimEnd()}…`;
};

/** What the drop-off says in words, beside the chart (decision 183). */
function summary({ slides, audience, steepest }: DropOff): string {
  if (slides.length === 0) return 'This video was made before slide markers, so where viewers stop cannot be shown.';
  if (audience === 0) return 'No one watched in this period.';
  const last = slides[slides.length - 1] as DropOff['slides'][number];
  const reached = `${last.viewers.toLocaleString()} of ${countOf(audience, 'viewer', 'viewers')} reached the last slide (${formatShare(last.share)}).`;
  return steepest
    ? `${reached} Most left before slide ${steepest.slide.number}, “${steepest.slide.title}” (${steepest.lost.toLocaleString()} fewer).`
    : reached;
}

/** Where viewers stop, slide by slide: viewers who reached each slide (issue 22 item 2). */
export function DropOffChart({ dropOff }: { dropOff: DropOff }) {
  const box = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const { slides } = dropOff;
  const spec = useCallback<ChartSpec>(
    (U) => {
      const c = chartColours();
      const axis = { stroke: c.text, font: c.font, grid: { stroke: c.line, width: 1 }, ticks: { stroke: c.line, width: 1 } };
      const numbers = slides.map((s) => s.number);
      const titleOf = (n: number) => slides[n - 1]?.title ?? '';
      return {
        data: [numbers, slides.map((s) => s.viewers)],
        options: {
          scales: { x: { time: false, range: [0.5, slides.length + 0.5] }, y: { range: countAxisRange } },
          axes: [
            {
              ...axis,
              grid: { show: false },
              splits: () => numbers,
              values: (u, splits) => {
                const perSlide = (u.width - 60) / Math.max(1, slides.length);
                return splits.map((n) => (perSlide >= TITLE_MIN_PX ? fit(titleOf(n), perSlide - 8) : String(n)));
              },
            },
            { ...axis, values: wholeTicks, size: 40 },
          ],
          series: [
            { label: 'Slide', value: (_u, n) => (n == null ? '—' : `${n}. ${titleOf(n)}`) },
            { label: 'Viewers', stroke: c.brand, fill: c.brand, paths: U.paths.bars?.({ size: [0.7, 72] }), points: { show: false } },
          ],
          cursor: { drag: { x: false, y: false } },
        },
      };
    },
    [slides],
  );
  useUplot(box, spec, HEIGHT);
  return (
    <figure aria-labelledby={titleId} className="min-w-0">
      <figcaption>
        <h4 id={titleId} className="text-sm font-semibold text-ink">
          Viewers per slide
        </h4>
        <p className="mt-0.5 text-sm text-ink-muted">{summary(dropOff)}</p>
      </figcaption>
      {slides.length > 0 && (
        <div ref={box} aria-hidden="true" className="lectern-chart mt-3 min-h-[200px] w-full overflow-hidden text-xs text-ink-muted" data-chart="drop-off" />
      )}
      {/* The box is hidden, not the table: a table grows to its content whatever width it is given, and would widen a phone's page. */}
      <div className="sr-only">
        <table>
          <caption>Viewers who reached each slide</caption>
          <thead>
            <tr>
              <th scope="col">Slide</th>
              <th scope="col">Viewers</th>
              <th scope="col">Share of viewers</th>
            </tr>
          </thead>
          <tbody>
            {slides.map((s) => (
              <tr key={s.number}>
                <th scope="row">
                  {s.number}. {s.title}
                </th>
                <td>{s.viewers}</td>
                <td>{formatShare(s.share)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
