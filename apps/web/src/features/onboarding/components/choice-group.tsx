import type { ReactNode } from 'react';

interface ChoiceGroupProps {
  legend: string;
  hint: string;
  type: 'checkbox' | 'radio';
  name: string;
  options: readonly string[];
  selected: readonly string[];
  onToggle: (option: string) => void;
  describedBy?: string;
  /** Rendered under the group (e.g. the "Other" specify field). */
  children?: ReactNode;
}

/**
 * Native checkboxes or radios laid out as selectable tiles: the inputs stay real form controls
 * (keyboard, screen readers), the label is the whole tile.
 */
export function ChoiceGroup({ legend, hint, type, name, options, selected, onToggle, describedBy, children }: ChoiceGroupProps) {
  return (
    <fieldset aria-describedby={describedBy}>
      <legend className="sr-only">{legend}</legend>
      <p className="mb-3 text-sm text-ink-muted">{hint}</p>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {options.map((option, index) => {
          const checked = selected.includes(option);
          return (
            <label
              key={option}
              className={`flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2.5 text-sm transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent ${
                checked ? 'border-brand bg-brand-soft font-medium text-brand-ink' : 'border-line bg-card text-ink hover:border-brand/40 hover:bg-surface'
              }`}
            >
              <input
                type={type}
                name={name}
                value={option}
                checked={checked}
                onChange={() => onToggle(option)}
                data-step-focus={index === 0 ? '' : undefined}
                className="h-4 w-4 shrink-0 accent-brand focus-visible:outline-none"
              />
              <span>{option}</span>
            </label>
          );
        })}
      </div>
      {children}
    </fieldset>
  );
}
