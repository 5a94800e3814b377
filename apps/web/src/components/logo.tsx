export function Logo({ className = '' }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 font-bold tracking-tight text-ink ${className}`}>
      <svg aria-hidden="true" viewBox="0 0 32 32" className="h-8 w-8">
        <rect width="32" height="32" rx="8" fill="#4338ca" />
        <path d="M10 8h4v13h8v3H10z" fill="#fff" />
        <path d="M19 9l6 4-6 4z" fill="#a5b4fc" />
      </svg>
      <span className="text-lg">Lectern</span>
    </span>
  );
}
