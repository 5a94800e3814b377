const sizes = { sm: 'h-4 w-4 border-2', md: 'h-6 w-6 border-2', lg: 'h-10 w-10 border-[3px]' };

/** A spinning ring; label is announced to screen readers (pass "" inside a labelled control). */
export function Spinner({ size = 'md', label = 'Loading…' }: { size?: keyof typeof sizes; label?: string }) {
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center">
      <span aria-hidden="true" className={`${sizes[size]} animate-spin rounded-full border-current border-t-transparent`} />
      {label && <span className="sr-only">{label}</span>}
    </span>
  );
}

export function FullPageSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="flex min-h-[60vh] items-center justify-center text-brand">
      <Spinner size="lg" label={label} />
    </div>
  );
}
