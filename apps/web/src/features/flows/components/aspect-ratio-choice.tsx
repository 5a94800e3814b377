import { ASPECT_RATIO_IDS, ASPECT_RATIOS, type AspectRatioId } from '@lectern/core';
import { type Choice, ChoiceCards } from './choice-cards';

/** A frame of the shape's own proportions, fitted in a 28 px square. */
function ShapeIcon({ aspect }: { aspect: AspectRatioId }) {
  const { width, height } = ASPECT_RATIOS[aspect];
  const scale = 24 / Math.max(width, height);
  const w = width * scale;
  const h = height * scale;
  return (
    <svg aria-hidden="true" viewBox="0 0 28 28" className="h-7 w-7">
      <rect x={(28 - w) / 2} y={(28 - h) / 2} width={w} height={h} rx="2.5" fill="currentColor" fillOpacity="0.14" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

const CHOICES: Choice<AspectRatioId>[] = ASPECT_RATIO_IDS.map((id) => ({
  value: id,
  label: `${ASPECT_RATIOS[id].label} ${id}`,
  hint: ASPECT_RATIOS[id].hint,
  icon: <ShapeIcon aspect={id} />,
}));

/** Issue 14: the video's shape, chosen in Preview Slides; slides, thumbnails and the video follow it. */
export function AspectRatioChoice({ value, onChange, disabled }: { value: AspectRatioId; onChange: (value: AspectRatioId) => void; disabled?: boolean }) {
  return (
    <ChoiceCards
      legend="Video shape"
      description="The slides are laid out again for the shape you choose."
      choices={CHOICES}
      value={value}
      onChange={onChange}
      disabled={disabled}
      columns={3}
    />
  );
}
