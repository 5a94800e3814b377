import { useId } from 'react';

interface PointListEditorProps {
  legend: string;
  points: string[];
  onChange: (points: string[]) => void;
  itemLabel: string;
}

/** An editable list of short points; spec 001 §5: the list keeps at least one input row. */
export function PointListEditor({ legend, points, onChange, itemLabel }: PointListEditorProps) {
  const id = useId();
  const set = (i: number, value: string) => onChange(points.map((p, k) => (k === i ? value : p)));
  const remove = (i: number) => onChange(points.length > 1 ? points.filter((_, k) => k !== i) : ['']);
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      {points.map((point, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional while editing
        <div key={i} className="flex items-center gap-2">
          <label htmlFor={`${id}-${i}`} className="sr-only">
            {itemLabel} {i + 1}
          </label>
          <input
            id={`${id}-${i}`}
            value={point}
            onChange={(e) => set(i, e.target.value)}
            className="block w-full rounded-lg border border-line bg-card px-3 py-2 text-sm text-ink shadow-sm focus:border-brand focus:ring-2 focus:ring-brand/30 focus:outline-none"
          />
          <button
            type="button"
            onClick={() => remove(i)}
            disabled={points.length === 1}
            aria-label={`Remove ${itemLabel.toLowerCase()} ${i + 1}`}
            className="rounded-md p-2 text-ink-subtle hover:bg-danger-soft hover:text-danger disabled:cursor-not-allowed disabled:opacity-40"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
              <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
            </svg>
          </button>
        </div>
      ))}
      <button type="button" onClick={() => onChange([...points, ''])} className="text-sm font-semibold text-brand hover:underline">
        + Add {itemLabel.toLowerCase()}
      </button>
    </fieldset>
  );
}
