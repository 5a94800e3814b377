import { type KeyboardEvent, useId } from 'react';

interface VolumeSliderProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  onChange: (value: number) => void;
  disabled?: boolean;
  hint?: string;
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/**
 * A labelled range input that shows its value in percent. The keys of the WAI-ARIA APG "Slider"
 * pattern are handled here (arrows by one step, Page Up/Down by two, Home/End to the ends) so every
 * browser steps the same way.
 */
export function VolumeSlider({ label, value, min, max, step, onChange, disabled = false, hint }: VolumeSliderProps) {
  const id = useId();
  const keys: Record<string, number> = {
    ArrowRight: value + step,
    ArrowUp: value + step,
    ArrowLeft: value - step,
    ArrowDown: value - step,
    PageUp: value + step * 2,
    PageDown: value - step * 2,
    Home: min,
    End: max,
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const next = keys[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const clamped = clamp(next, min, max);
    if (clamped !== value) onChange(clamped);
  };
  return (
    <div className="space-y-1.5">
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
        </label>
        <output htmlFor={id} className="text-sm font-semibold tabular-nums text-ink">
          {value}%
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        disabled={disabled}
        aria-valuetext={`${value}%`}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => onChange(clamp(Number(e.target.value), min, max))}
        onKeyDown={onKeyDown}
        className="h-2 w-full cursor-pointer accent-brand focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-accent disabled:cursor-not-allowed disabled:opacity-50"
      />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-ink-subtle">
          {hint}
        </p>
      )}
    </div>
  );
}
