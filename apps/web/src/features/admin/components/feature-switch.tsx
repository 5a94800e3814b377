/** An on/off switch (role="switch") with a visible label. */
export function FeatureSwitch({ label, checked, busy, onChange }: { label: string; checked: boolean; busy?: boolean; onChange: (next: boolean) => void }) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      disabled={busy}
      onClick={() => onChange(!checked)}
      className="inline-flex items-center gap-2 rounded-md py-1 text-sm text-ink disabled:cursor-wait disabled:opacity-60"
    >
      <span aria-hidden="true" className={`relative inline-flex h-5 w-9 shrink-0 rounded-full transition-colors ${checked ? 'bg-brand' : 'bg-slate-300'}`}>
        <span className={`absolute top-0.5 h-4 w-4 rounded-full bg-white shadow transition-transform ${checked ? 'translate-x-4.5' : 'translate-x-0.5'}`} />
      </span>
      {label}
    </button>
  );
}
