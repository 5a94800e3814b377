import { MUSIC_VOLUME, VIDEO_FORMAT_IDS, VIDEO_FORMATS, type VideoFormat } from '@lectern/core';
import type { WizardPatch } from '../hooks/use-wizard-state';
import type { WizardState } from '../model/wizard-state';
import { type Choice, ChoiceCards } from './choice-cards';
import { MusicChoice } from './music-choice';
import { SwitchField } from './switch-field';
import { VolumeSlider } from './volume-slider';

const FORMAT_CHOICES: Choice<VideoFormat>[] = VIDEO_FORMAT_IDS.map((id) => ({ value: id, label: VIDEO_FORMATS[id].label, hint: VIDEO_FORMATS[id].hint }));

interface PublishingOptionsProps {
  projectId: string;
  state: Pick<WizardState, 'videoFormat' | 'burnedCaptions' | 'backgroundMusic' | 'musicVolume'>;
  update: (patch: WizardPatch) => void;
  disabled?: boolean;
}

/** Issue 14, Generate Video: the file format, captions in the picture and background music (core PUBLISH_FIELDS). */
export function PublishingOptions({ projectId, state, update, disabled = false }: PublishingOptionsProps) {
  return (
    <section aria-labelledby="publishing-heading" className="space-y-6 border-t border-line pt-6">
      <div>
        <h3 id="publishing-heading" className="text-base font-semibold text-ink">
          Publishing options
        </h3>
        <p className="mt-0.5 text-sm text-ink-muted">You can make a copy in the other format later from the project page.</p>
      </div>
      <ChoiceCards
        legend="Format"
        choices={FORMAT_CHOICES}
        value={state.videoFormat}
        onChange={(videoFormat) => update({ videoFormat })}
        disabled={disabled}
        columns={2}
      />
      <SwitchField
        label="Burn captions into the picture"
        hint="Shows the narration as text on the video itself, for feeds that play without sound. The caption track stays available too."
        checked={state.burnedCaptions}
        onChange={(burnedCaptions) => update({ burnedCaptions })}
        disabled={disabled}
      />
      <MusicChoice projectId={projectId} value={state.backgroundMusic} onChange={(backgroundMusic) => update({ backgroundMusic })} disabled={disabled} />
      <VolumeSlider
        label="Music volume"
        value={state.musicVolume}
        min={MUSIC_VOLUME.min}
        max={MUSIC_VOLUME.max}
        step={MUSIC_VOLUME.step}
        onChange={(musicVolume) => update({ musicVolume })}
        disabled={disabled || state.backgroundMusic === null}
        hint={state.backgroundMusic === null ? 'Choose a track to set its volume.' : 'Under the narration the music drops further on its own.'}
      />
    </section>
  );
}
