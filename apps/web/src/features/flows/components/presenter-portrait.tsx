import { type Avatar, NEUTRAL_POSE } from '@lectern/core';
import { drawPresenter, portraitFrame } from '@lectern/slides';
import { useEffect, useRef, useState } from 'react';

/** Backing size of a portrait: the presenter figure's 9:10 frame at 1.5×, sharp on high-density screens at card size. */
const PORTRAIT = { width: 540, height: 600 } as const;
/** The served portrait's framing (GET /api/avatars/{id}/portrait.png): head and shoulders, closer than on a slide. */
const FRAME = portraitFrame(PORTRAIT);

interface PresenterPortraitProps {
  avatar: Avatar;
  className?: string;
}

/**
 * A presenter's portrait, drawn by the shared presenter renderer (@lectern/slides drawPresenter)
 * so the picker, the slide preview and the video show the same drawing. Decorative: the card
 * around it names the presenter. Without a 2D canvas, the presenter's colours and initial.
 */
export function PresenterPortrait({ avatar, className = '' }: PresenterPortraitProps) {
  const ref = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const ctx = ref.current?.getContext('2d');
    if (!ctx) return setFailed(true);
    try {
      ctx.clearRect(0, 0, PORTRAIT.width, PORTRAIT.height);
      drawPresenter(ctx, avatar, NEUTRAL_POSE, FRAME);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [avatar]);

  return (
    <div aria-hidden="true" className={`relative overflow-hidden bg-gradient-to-b from-brand-soft to-slate-200 ${className}`}>
      <canvas ref={ref} width={PORTRAIT.width} height={PORTRAIT.height} className={`h-full w-full object-contain object-bottom ${failed ? 'invisible' : ''}`} />
      {failed && (
        <span className="absolute inset-0 flex items-end justify-center">
          <span className="mb-[-12%] h-[70%] w-[70%] rounded-t-full" style={{ background: avatar.look.outfitColor }} />
          <span
            className="absolute top-[22%] flex aspect-square h-[36%] items-center justify-center rounded-full text-2xl font-bold text-white/90"
            style={{ background: avatar.look.skin, boxShadow: `0 -6px 0 0 ${avatar.look.hair}` }}
          >
            {avatar.name.charAt(0)}
          </span>
        </span>
      )}
    </div>
  );
}
