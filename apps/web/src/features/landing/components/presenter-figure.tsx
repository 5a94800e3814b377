/** An illustrated presenter, in the spirit of the offline avatars drawn on canvas (DESIGN.md). */
export function PresenterFigure({ className = '' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 80 80" className={className}>
      <circle cx="40" cy="40" r="40" fill="#e0e7ff" />
      <path d="M14 80c2-16 12-24 26-24s24 8 26 24z" fill="#4338ca" />
      <path d="M33 56h14l-7 9z" fill="#fff" />
      <rect x="35" y="46" width="10" height="10" rx="3" fill="#f0c3a4" />
      <ellipse cx="40" cy="34" rx="13" ry="15" fill="#f5cfb3" />
      <path d="M26 33c-1-12 6-19 15-19 10 0 15 7 14 18-3-5-8-8-14-8-6 0-11 3-15 9z" fill="#3b2a20" />
      <circle cx="35" cy="35" r="1.6" fill="#1e1b4b" />
      <circle cx="45" cy="35" r="1.6" fill="#1e1b4b" />
      <ellipse cx="40" cy="42.5" rx="3.4" ry="2" fill="#b45353" />
    </svg>
  );
}
