import { themeById } from '@lectern/core';
import type { CSSProperties } from 'react';
import type { ExampleVideo } from '../content/examples';
import { LandingIcon } from './landing-icons';
import { PresenterFigure } from './presenter-figure';

/** A mock slide in the example's theme, drawn with HTML so it stays sharp at any size. */
export function SlideThumbnail({ video }: { video: ExampleVideo }) {
  const { slide } = video;
  const theme = themeById(video.themeId);
  const background = { backgroundImage: `linear-gradient(to bottom right, ${theme.gradientStart}, ${theme.gradientEnd})` };
  return (
    <div aria-hidden="true" className="relative aspect-video overflow-hidden p-[7%] text-white" style={background}>
      <div className="absolute -right-8 -top-8 h-28 w-28 rounded-full bg-white/10" />
      <p className="text-[10px] font-semibold uppercase tracking-widest text-white/70">{video.purpose}</p>
      <p className="mt-1 max-w-[70%] text-lg font-bold leading-tight">{slide.headline}</p>
      <SlideBody layout={slide.layout} accent={{ backgroundColor: theme.accentColor }} />
      {video.withPresenter && <PresenterFigure className="absolute bottom-[8%] right-[6%] h-[42%] w-auto drop-shadow-lg" />}
      <span className="absolute bottom-2 left-2 inline-flex items-center gap-1 rounded bg-black/60 px-1.5 py-0.5 text-xs font-semibold tabular-nums">
        <LandingIcon name="play" className="h-3 w-3" />
        {video.duration}
      </span>
    </div>
  );
}

function SlideBody({ layout, accent }: { layout: ExampleVideo['slide']['layout']; accent: CSSProperties }) {
  if (layout === 'bullets') {
    return (
      <div className="mt-3 max-w-[60%] space-y-1.5">
        {['w-full', 'w-5/6', 'w-2/3'].map((width) => (
          <div key={width} className="flex items-center gap-1.5">
            <span className="h-1.5 w-1.5 shrink-0 rounded-full" style={accent} />
            <span className={`h-1.5 rounded bg-white/50 ${width}`} />
          </div>
        ))}
      </div>
    );
  }
  if (layout === 'steps') {
    return (
      <div className="mt-3 flex max-w-[70%] gap-1.5">
        {[1, 2, 3].map((step) => (
          <div key={step} className="flex-1 rounded bg-white/15 p-1.5">
            <span className="flex h-3.5 w-3.5 items-center justify-center rounded-full text-[8px] font-bold text-ink" style={accent}>
              {step}
            </span>
            <span className="mt-1.5 block h-1 w-4/5 rounded bg-white/50" />
          </div>
        ))}
      </div>
    );
  }
  if (layout === 'split') {
    return (
      <div className="mt-3 flex max-w-[62%] gap-2">
        <div className="h-10 w-12 shrink-0 rounded opacity-80" style={accent} />
        <div className="flex-1 space-y-1.5 pt-1">
          <span className="block h-1.5 w-full rounded bg-white/50" />
          <span className="block h-1.5 w-3/4 rounded bg-white/50" />
        </div>
      </div>
    );
  }
  return (
    <>
      <div className="mt-3 h-1 w-12 rounded" style={accent} />
      <span className="mt-3 block h-1.5 w-2/5 rounded bg-white/40" />
      <svg aria-hidden="true" viewBox="0 0 40 40" className="absolute bottom-[10%] right-[8%] h-[40%] w-auto opacity-90">
        <circle cx="28" cy="12" r="7" className="fill-amber-300" />
        <path d="M6 34c4-14 12-20 22-18-2 10-9 17-22 18z" className="fill-lime-300" />
        <path d="M6 34c6-6 11-10 17-13" className="stroke-emerald-900" strokeWidth="1.5" fill="none" />
      </svg>
    </>
  );
}
