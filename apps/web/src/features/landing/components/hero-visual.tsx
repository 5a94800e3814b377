import { LandingIcon } from './landing-icons';
import { PresenterFigure } from './presenter-figure';

const OUTLINE = ['Welcome to Northwind', 'Your first day', 'Tools you will use', 'Who to ask'];
// Narration waveform: fixed heights so the picture is the same on every render.
const WAVE = [6, 12, 20, 14, 26, 18, 10, 22, 30, 16, 8, 18, 24, 12, 20, 28, 14, 9, 16, 22, 12, 26, 18, 8, 14, 20, 10, 16];

/**
 * The hero's picture of a video being made: a handbook PDF on the left, its outline, and the
 * slide being rendered with narration and a presenter. Pure HTML and SVG, no image files.
 */
export function HeroVisual() {
  return (
    <div
      role="img"
      aria-label="A 14-page onboarding handbook PDF becoming a narrated slide video with a presenter, rendering slide 5 of 7"
      className="relative mx-auto w-full max-w-xl"
    >
      <div aria-hidden="true" className="absolute -inset-6 -z-10 rounded-[2rem] bg-gradient-to-br from-brand/20 via-accent/10 to-transparent blur-2xl" />
      <div className="overflow-hidden rounded-2xl border border-line bg-card shadow-xl shadow-brand/10">
        <div className="flex items-center gap-2 border-b border-line bg-surface px-4 py-2.5">
          <span className="h-2.5 w-2.5 rounded-full bg-red-300" />
          <span className="h-2.5 w-2.5 rounded-full bg-amber-300" />
          <span className="h-2.5 w-2.5 rounded-full bg-green-300" />
          <span className="ml-2 truncate text-xs font-medium text-ink-subtle">New hire onboarding · Preview</span>
        </div>

        <div className="grid gap-4 p-4 sm:grid-cols-[9.5rem_1fr]">
          <div className="hidden flex-col gap-3 sm:flex">
            <div className="rounded-lg border border-line p-2.5">
              <div className="flex items-center gap-2">
                <span className="rounded bg-danger-soft px-1.5 py-0.5 text-[10px] font-bold text-danger">PDF</span>
                <span className="truncate text-[11px] font-medium text-ink">handbook.pdf</span>
              </div>
              <div className="mt-2 space-y-1.5">
                <div className="h-1.5 w-full rounded bg-line" />
                <div className="h-1.5 w-4/5 rounded bg-line" />
                <div className="h-1.5 w-11/12 rounded bg-line" />
                <div className="h-1.5 w-3/5 rounded bg-line" />
              </div>
              <p className="mt-2 text-[10px] text-ink-subtle">14 pages read</p>
            </div>
            <div>
              <p className="mb-1.5 text-[10px] font-semibold uppercase tracking-wider text-ink-subtle">Outline</p>
              <ol className="space-y-1">
                {OUTLINE.map((title, index) => (
                  <li
                    key={title}
                    className={`flex items-center gap-1.5 rounded-md px-1.5 py-1 text-[11px] ${index === 0 ? 'bg-brand-soft font-semibold text-brand-ink' : 'text-ink-muted'}`}
                  >
                    <span className="text-[10px] tabular-nums text-ink-subtle">{index + 1}</span>
                    <span className="truncate">{title}</span>
                  </li>
                ))}
              </ol>
            </div>
          </div>

          <div className="min-w-0">
            <div className="relative aspect-video overflow-hidden rounded-lg bg-gradient-to-br from-blue-700 to-indigo-900 p-[6%] text-white">
              <div className="absolute -right-10 -top-10 h-32 w-32 rounded-full bg-white/10" />
              <p className="text-[10px] font-semibold uppercase tracking-widest text-sky-200 sm:text-xs">Onboarding</p>
              <p className="mt-1 text-base font-bold leading-tight sm:text-2xl">Welcome to Northwind</p>
              <ul className="mt-2 space-y-1 text-[10px] text-indigo-100 sm:mt-3 sm:space-y-1.5 sm:text-xs">
                <li className="flex items-center gap-1.5">
                  <span className="h-1.5 w-1.5 rounded-full bg-sky-300" />
                  Meet your onboarding buddy
                </li>
                <li className="flex items-center gap-1.5">
                  <span className="h-1.5 w-1.5 rounded-full bg-sky-300" />
                  Set up your laptop and accounts
                </li>
              </ul>
              <PresenterFigure className="absolute bottom-[6%] right-[5%] h-[38%] w-auto drop-shadow-lg" />
              <div className="absolute inset-x-[6%] bottom-[6%] mr-[30%] rounded bg-black/45 px-2 py-1 text-[9px] leading-snug sm:text-[11px]">
                “Hi, and welcome! Let’s walk through your first week.”
              </div>
            </div>

            <div className="mt-3 flex items-center gap-2">
              <span className="inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand text-white">
                <LandingIcon name="play" className="h-3.5 w-3.5" />
              </span>
              <svg viewBox={`0 0 ${WAVE.length * 6} 32`} preserveAspectRatio="none" className="h-7 min-w-0 flex-1" aria-hidden="true">
                {WAVE.map((height, index) => (
                  <rect
                    // biome-ignore lint/suspicious/noArrayIndexKey: fixed decorative bars
                    key={index}
                    x={index * 6 + 1}
                    y={16 - height / 2}
                    width="3.5"
                    height={height}
                    rx="1.5"
                    className={index < 17 ? 'fill-brand' : 'fill-line'}
                  />
                ))}
              </svg>
              <span className="shrink-0 text-[11px] tabular-nums text-ink-subtle">1:42 / 2:48</span>
            </div>

            <div className="mt-3 rounded-lg bg-surface p-2.5">
              <div className="flex items-center justify-between text-[11px]">
                <span className="flex items-center gap-1.5 font-medium text-ink">
                  <span className="h-2 w-2 rounded-full bg-success motion-safe:animate-pulse" />
                  Rendering video · slide 5 of 7
                </span>
                <span className="font-semibold tabular-nums text-brand">72%</span>
              </div>
              <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-line">
                <div className="h-full w-[72%] rounded-full bg-gradient-to-r from-brand to-accent" />
              </div>
            </div>
          </div>
        </div>
      </div>

      <div className="absolute -right-3 -top-5 hidden rounded-xl border border-line bg-card px-3 py-2 shadow-lg sm:block">
        <p className="text-[10px] font-semibold uppercase tracking-wider text-ink-subtle">Export</p>
        <p className="text-xs font-semibold text-ink">WebM · MP4 · PNG slides</p>
      </div>
    </div>
  );
}
