import { type AllowanceStatusColour, allowanceStatusColour, formatMinutes, type VideoType } from '@lectern/core';
import { VIDEO_TYPE_NAMES } from '../video-type-names';

const tones: Record<AllowanceStatusColour, { box: string; dot: string; label: string }> = {
  green: { box: 'border-success/30 bg-success-soft text-success', dot: 'bg-success', label: 'Healthy' },
  yellow: { box: 'border-warning/30 bg-warning-soft text-warning', dot: 'bg-warning', label: 'Running low' },
  red: { box: 'border-danger/30 bg-danger-soft text-danger', dot: 'bg-danger', label: 'Critical' },
};

/** Spec 000 §9 status colours of the generation dialog: above 5 green, above 2 yellow, else red. */
export function AllowanceStatus({ remaining, videoType }: { remaining: number; videoType: VideoType }) {
  const colour = allowanceStatusColour(remaining);
  const tone = tones[colour];
  return (
    <div data-status={colour} className={`flex items-center justify-between gap-3 rounded-lg border px-4 py-3 ${tone.box}`}>
      <div>
        <p className="text-xs font-medium opacity-90">{VIDEO_TYPE_NAMES[videoType].title} minutes remaining</p>
        <p className="text-2xl font-bold tracking-tight">{formatMinutes(remaining)}</p>
      </div>
      <span className="inline-flex items-center gap-1.5 text-xs font-semibold">
        <span aria-hidden="true" className={`h-2 w-2 rounded-full ${tone.dot}`} />
        {tone.label}
      </span>
    </div>
  );
}
