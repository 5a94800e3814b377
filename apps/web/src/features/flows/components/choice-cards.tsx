import { type ReactNode, useId } from 'react';

export interface Choice<T extends string> {
  value: T;
  label: string;
  hint?: string;
  /** A small picture beside the label (decorative). */
  icon?: ReactNode;
}

interface ChoiceCardsProps<T extends string> {
  legend: string;
  /** A line under the legend saying what the choice changes. */
  description?: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  disabled?: boolean;
  /** Grid columns from the small breakpoint up; one column on phones. */
  columns?: 2 | 3;
}

/**
 * A radio group drawn as cards. Native radios sharing one name give the keyboard behaviour users
 * expect (Tab into the group, arrow keys move and select; WAI-ARIA APG "Radio Group").
 */
export function ChoiceCards<T extends string>({ legend, description, choices, value, onChange, disabled = false, columns = 3 }: ChoiceCardsProps<T>) {
  const name = useId();
  const descriptionId = `${name}-description`;
  return (
    <fieldset disabled={disabled} aria-describedby={description ? descriptionId : undefined} className="min-w-0">
      <legend className="text-sm font-semibold text-ink">{legend}</legend>
      {description && (
        <p id={descriptionId} className="mt-0.5 text-xs text-ink-muted">
          {description}
        </p>
      )}
      <div className={`mt-2 grid grid-cols-1 gap-2 ${columns === 2 ? 'sm:grid-cols-2' : 'sm:grid-cols-3'}`}>
        {choices.map((choice) => {
          const checked = choice.value === value;
          const hintId = `${name}-${choice.value}-hint`;
          const labelId = `${name}-${choice.value}-label`;
          return (
            <label
              key={choice.value}
              className={`flex cursor-pointer items-start gap-3 rounded-lg border-2 p-3 transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent ${
                checked ? 'border-brand bg-brand-soft/60' : 'border-line bg-card hover:border-brand/50'
              } ${disabled ? 'cursor-not-allowed opacity-60' : ''}`}
            >
              <input
                type="radio"
                name={name}
                value={choice.value}
                checked={checked}
                onChange={() => onChange(choice.value)}
                // Named by the label alone; the hint describes it rather than lengthening its name.
                aria-labelledby={labelId}
                aria-describedby={choice.hint ? hintId : undefined}
                className="sr-only"
              />
              {choice.icon && <span className="mt-0.5 flex h-8 w-8 shrink-0 items-center justify-center text-brand">{choice.icon}</span>}
              <span className="min-w-0">
                <span id={labelId} className="block text-sm font-semibold text-ink">
                  {choice.label}
                </span>
                {choice.hint && (
                  <span id={hintId} className="mt-0.5 block text-xs text-ink-muted">
                    {choice.hint}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
