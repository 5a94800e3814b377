import { useId } from 'react';

/**
 * A search box filtering a list as the user types: a magnifier, and the label (read by screen
 * readers) doubling as the placeholder, since the box sits in a toolbar without a visible label.
 */
export function SearchField({
  label,
  value,
  onChange,
  className = '',
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={`relative ${className}`}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-ink-subtle"
        fill="currentColor"
      >
        <path
          fillRule="evenodd"
          d="M9 3.5a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11ZM2 9a7 7 0 1 1 12.452 4.391l3.328 3.329a.75.75 0 1 1-1.06 1.06l-3.329-3.328A7 7 0 0 1 2 9Z"
          clipRule="evenodd"
        />
      </svg>
      <input
        id={id}
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={label}
        className="block h-10 w-full rounded-lg border border-line bg-card pr-3 pl-9 text-sm text-ink shadow-sm placeholder:text-ink-subtle focus:border-brand focus:ring-2 focus:ring-brand/30 focus:outline-none"
      />
    </div>
  );
}
