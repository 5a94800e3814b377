import type { Avatar } from '@lectern/core';
import { useState } from 'react';

interface PresenterPortraitProps {
  avatar: Pick<Avatar, 'id' | 'name' | 'imageUrl' | 'look'>;
  className?: string;
}

/**
 * A presenter's portrait: the PNG the server draws with the shared presenter renderer
 * (GET /api/avatars/{id}/portrait.png), so picker, preview and video show the same drawing.
 * Decorative: the card around it names the presenter.
 */
export function PresenterPortrait({ avatar, className = '' }: PresenterPortraitProps) {
  const [failed, setFailed] = useState(false);
  return (
    <div className={`relative overflow-hidden bg-gradient-to-b from-brand-soft to-slate-100 ${className}`}>
      {failed ? (
        // The portrait could not be loaded: the presenter's colours and initial, never a broken image.
        <span aria-hidden="true" className="absolute inset-0 flex items-end justify-center">
          <span className="mb-[-12%] h-[70%] w-[70%] rounded-t-full" style={{ background: avatar.look.outfitColor }} />
          <span
            className="absolute top-[22%] flex h-[36%] aspect-square items-center justify-center rounded-full text-2xl font-bold text-white/90"
            style={{ background: avatar.look.skin, boxShadow: `0 -6px 0 0 ${avatar.look.hair}` }}
          >
            {avatar.name.charAt(0)}
          </span>
        </span>
      ) : (
        <img
          src={avatar.imageUrl}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
          className="absolute inset-0 h-full w-full object-cover object-top"
        />
      )}
    </div>
  );
}
