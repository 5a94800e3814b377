import { type BackgroundMusic, MUSIC_LICENCE, MUSIC_MESSAGES, MUSIC_UPLOAD_MAX_BYTES } from '@lectern/core';
import { useId, useState } from 'react';
import { Spinner } from '@/components/spinner';
import { ApiError } from '@/lib/api-client';
import { type MusicTrack, musicTrackAudioUrl, uploadMusic, useMusicTracks } from '../api/music-api';
import { useTrackPreview } from '../hooks/use-track-preview';

interface MusicChoiceProps {
  projectId: string;
  value: BackgroundMusic | null;
  onChange: (music: BackgroundMusic | null) => void;
  disabled?: boolean;
}

type Uploaded = Extract<BackgroundMusic, { source: 'upload' }>;

const clock = (seconds: number | null) => (seconds === null ? null : `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`);

const rowClass = (checked: boolean) =>
  `flex items-center gap-3 rounded-lg border-2 p-3 transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent ${
    checked ? 'border-brand bg-brand-soft/60' : 'border-line bg-card hover:border-brand/50'
  }`;

function PlayIcon({ playing }: { playing: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
      {playing ? <path d="M5.5 4h3v12h-3zM11.5 4h3v12h-3z" /> : <path d="M6 4.2v11.6a.7.7 0 0 0 1.06.6l9.4-5.8a.7.7 0 0 0 0-1.2l-9.4-5.8A.7.7 0 0 0 6 4.2Z" />}
    </svg>
  );
}

/** Issue 14: no music, one of the tracks that ship with Lectern (each with a preview), or the user's own upload. */
export function MusicChoice({ projectId, value, onChange, disabled = false }: MusicChoiceProps) {
  const name = useId();
  const fileInput = useId();
  const tracks = useMusicTracks();
  const preview = useTrackPreview();
  // The last upload stays offered after picking another option, so it can be chosen again.
  const [uploaded, setUploaded] = useState<Uploaded | null>(value?.source === 'upload' ? value : null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const selected = value === null ? 'none' : value.source === 'upload' ? 'upload' : value.trackId;

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploadError(null);
    // The server checks the bytes; these two refusals only save a pointless upload.
    if (file.size > MUSIC_UPLOAD_MAX_BYTES) return setUploadError(MUSIC_MESSAGES.tooLarge);
    if (file.type && !file.type.startsWith('audio/')) return setUploadError(MUSIC_MESSAGES.notAudio);
    setUploading(true);
    try {
      const stored = await uploadMusic(projectId, file);
      const music: Uploaded = { source: 'upload', key: stored.key, name: stored.name || file.name };
      setUploaded(music);
      onChange(music);
    } catch (err) {
      setUploadError(err instanceof ApiError ? err.message : MUSIC_MESSAGES.unreadable);
    } finally {
      setUploading(false);
    }
  };

  const trackRow = (track: MusicTrack) => {
    const playing = preview.playing === track.id;
    const length = clock(track.durationSeconds);
    return (
      <li key={track.id} className={rowClass(selected === track.id)}>
        <label className="flex min-w-0 flex-1 cursor-pointer items-start gap-3">
          <input
            type="radio"
            name={name}
            value={track.id}
            checked={selected === track.id}
            onChange={() => onChange({ source: 'library', trackId: track.id as Extract<BackgroundMusic, { source: 'library' }>['trackId'] })}
            aria-labelledby={`${name}-${track.id}`}
            aria-describedby={`${name}-${track.id}-mood`}
            className="mt-1 h-4 w-4 shrink-0 accent-brand"
          />
          <span className="min-w-0">
            <span className="block text-sm font-semibold text-ink">
              <span id={`${name}-${track.id}`}>{track.title}</span>
              {length && (
                <span className="ml-2 text-xs font-normal text-ink-muted">
                  <span className="sr-only">, </span>
                  {length}
                </span>
              )}
            </span>
            <span id={`${name}-${track.id}-mood`} className="block text-xs text-ink-muted">
              {track.mood}
              {length && <span className="sr-only">. {length} long</span>}
            </span>
          </span>
        </label>
        <button
          type="button"
          onClick={() => preview.toggle(track.id, musicTrackAudioUrl(track.id))}
          aria-label={`${playing ? 'Pause' : 'Play'} preview of ${track.title}`}
          aria-pressed={playing}
          className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full border border-line bg-card text-brand hover:border-brand focus-visible:outline-3 focus-visible:outline-accent"
        >
          <PlayIcon playing={playing} />
        </button>
      </li>
    );
  };

  return (
    <fieldset disabled={disabled} aria-describedby={`${name}-description`} className="min-w-0">
      <legend className="text-sm font-semibold text-ink">Background music</legend>
      <p id={`${name}-description`} className="mt-0.5 text-xs text-ink-muted">
        Plays under the narration, drops while someone speaks and fades out at the end.
      </p>
      <ul className="mt-2 space-y-2">
        <li className={rowClass(selected === 'none')}>
          <label className="flex flex-1 cursor-pointer items-center gap-3">
            <input type="radio" name={name} value="none" checked={selected === 'none'} onChange={() => onChange(null)} className="h-4 w-4 accent-brand" />
            <span className="text-sm font-semibold text-ink">No music</span>
          </label>
        </li>
        {tracks.data?.map(trackRow)}
        {uploaded && (
          <li className={rowClass(selected === 'upload')}>
            <label className="flex min-w-0 flex-1 cursor-pointer items-start gap-3">
              <input
                type="radio"
                name={name}
                value="upload"
                checked={selected === 'upload'}
                onChange={() => onChange(uploaded)}
                className="mt-1 h-4 w-4 shrink-0 accent-brand"
              />
              <span className="min-w-0">
                <span className="block text-sm font-semibold text-ink">Your track</span>
                <span className="block break-all text-xs text-ink-muted">{uploaded.name}</span>
              </span>
            </label>
          </li>
        )}
      </ul>
      {tracks.isPending && <Spinner size="sm" label="Loading music tracks…" />}
      {tracks.isError && <p className="mt-2 text-xs text-danger">The music library could not be loaded. You can still upload your own track.</p>}
      {preview.failed && <p className="mt-2 text-xs text-danger">That preview could not be played.</p>}
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <label
          htmlFor={fileInput}
          className={`inline-flex h-9 cursor-pointer items-center gap-2 rounded-lg border border-dashed border-brand/60 px-3 text-sm font-semibold text-brand hover:bg-brand-soft has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent ${
            uploading || disabled ? 'pointer-events-none opacity-60' : ''
          }`}
        >
          {uploading && <Spinner size="sm" label="" />}
          {uploading ? 'Uploading…' : uploaded ? 'Upload another track' : 'Upload your own'}
          <input
            id={fileInput}
            type="file"
            accept="audio/*"
            className="sr-only"
            disabled={uploading || disabled}
            onChange={(e) => {
              void upload(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </label>
        <span className="text-xs text-ink-subtle">MP3, M4A, WAV, OGG, Opus or FLAC, up to {MUSIC_UPLOAD_MAX_BYTES / (1024 * 1024)} MB</span>
      </div>
      {uploadError && (
        <p role="alert" className="mt-2 text-xs font-medium text-danger">
          {uploadError}
        </p>
      )}
      <p className="mt-3 text-xs text-ink-subtle">Tracks from the library: {MUSIC_LICENCE}.</p>
    </fieldset>
  );
}
