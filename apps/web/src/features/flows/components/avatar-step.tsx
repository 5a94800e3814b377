import {
  AVATAR_GENDER_FILTERS,
  AVATAR_MESSAGES,
  AVATAR_STYLE_FILTERS,
  AVATARS,
  type Avatar,
  type AvatarGenderFilter,
  type AvatarStyleFilter,
  avatarLabel,
  filterAvatars,
  findAvatar,
  findLanguage,
} from '@lectern/core';
import { useId, useState } from 'react';
import { Button } from '@/components/button';
import { Badge, Card } from '@/components/card';
import type { WizardPatch } from '../hooks/use-wizard-state';
import { AVATAR_STEPS, type FlowSteps, type WizardState } from '../model/wizard-state';
import { PresenterPortrait } from './presenter-portrait';

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const styleName = (avatar: Pick<Avatar, 'style'>) => capital(avatar.style.replace(/-/g, ' '));

let languageNames: Intl.DisplayNames | null = null;
/** "en-US" → "English (United States)": the language list's name (decision 138), else the browser's own locale data. */
export function languageName(code: string): string {
  const listed = findLanguage(code);
  if (listed) return listed.name;
  try {
    languageNames ??= new Intl.DisplayNames(['en'], { type: 'language' });
    return languageNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Spec 001 §9: female presenters share one voice, male presenters another. */
export const voiceNote = (avatar: Pick<Avatar, 'gender'>) => (avatar.gender === 'female' ? 'Female voice' : 'Male voice');

function FilterGroup<T extends string>({ legend, options, value, onChange }: { legend: string; options: readonly T[]; value: T; onChange: (v: T) => void }) {
  const name = useId();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      <div className="mt-2 inline-flex flex-wrap gap-1 rounded-lg bg-surface p-1 ring-1 ring-line">
        {options.map((option) => (
          <label
            key={option}
            className={`cursor-pointer rounded-md px-2 py-1.5 text-xs font-semibold sm:px-3 sm:text-sm transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent ${
              value === option ? 'bg-card text-brand shadow-sm' : 'text-ink-muted hover:text-ink'
            }`}
          >
            <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} className="sr-only" />
            {capital(option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function PresenterCard({ avatar, selected, onChoose }: { avatar: Avatar; selected: boolean; onChoose: () => void }) {
  const languages = avatar.languages.map(languageName);
  return (
    <li
      className={`flex flex-col rounded-card border-2 bg-card shadow-sm transition-colors ${selected ? 'border-brand' : 'border-line hover:border-brand/50'}`}
    >
      <button
        type="button"
        onClick={onChoose}
        aria-pressed={selected}
        aria-label={`${avatarLabel(avatar)}, ${capital(avatar.category)}, ${voiceNote(avatar).toLowerCase()}`}
        className="flex flex-1 flex-col rounded-t-[calc(var(--radius-card)-2px)] text-left focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent"
      >
        <span className="relative block">
          {/* The focus ring sits outside the button (offset): inside, the portrait would cover it. */}
          <PresenterPortrait avatar={avatar} className="aspect-[9/10] w-full rounded-t-[calc(var(--radius-card)-2px)]" />
          {selected && (
            <span className="absolute top-2 right-2 flex h-7 w-7 items-center justify-center rounded-full bg-brand text-white shadow" aria-hidden="true">
              <svg viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor" aria-hidden="true">
                <path
                  fillRule="evenodd"
                  d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.58l7.3-7.3a1 1 0 0 1 1.4 0Z"
                  clipRule="evenodd"
                />
              </svg>
            </span>
          )}
        </span>
        <span className="block space-y-1 px-3 pt-3">
          <span className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
            <span className="text-base font-semibold text-ink">{avatar.name}</span>
            <Badge tone={selected ? 'brand' : 'neutral'}>{capital(avatar.category)}</Badge>
          </span>
          <span className="block text-sm text-ink-muted">{styleName(avatar)}</span>
          <span className="block text-xs text-ink-subtle">{voiceNote(avatar)}</span>
        </span>
      </button>
      <details className="px-3 pt-1 pb-3 text-xs text-ink-muted">
        <summary className="cursor-pointer rounded font-medium text-brand hover:underline focus-visible:outline-3 focus-visible:outline-accent">
          {languages.length} languages
        </summary>
        <p className="mt-1 leading-relaxed">{languages.join(', ')}</p>
      </details>
    </li>
  );
}

interface AvatarStepProps {
  state: WizardState;
  update: (patch: WizardPatch) => void;
  steps?: FlowSteps;
  /** The presenters offered (all of them; tests pass a few). */
  avatars?: readonly Avatar[];
}

/**
 * Spec 001 §2 avatar wizard step 2 "Choose Your Avatar": style and gender filters (§9), a card per
 * presenter, Continue disabled until one is chosen. Nothing is chosen on a first visit; the
 * default presenter (Lisa, casual sitting) is listed first.
 */
export function AvatarStep({ state, update, steps = AVATAR_STEPS, avatars = AVATARS }: AvatarStepProps) {
  const [style, setStyle] = useState<AvatarStyleFilter>('all');
  const [gender, setGender] = useState<AvatarGenderFilter>('all');
  const shown = filterAvatars(avatars, { style, gender });
  const chosen = findAvatar(state.selectedAvatar);
  const resetFilters = () => {
    setStyle('all');
    setGender('all');
  };

  return (
    <section aria-labelledby="avatar-heading" className="space-y-6">
      <header>
        <h2 id="avatar-heading" className="text-2xl font-bold text-ink">
          Choose Your Avatar
        </h2>
        <p className="mt-1 text-ink-muted">Your avatar presents the video and speaks every script, in the language you chose, with its own voice.</p>
      </header>

      <Card className="flex flex-col gap-4 p-4 sm:flex-row sm:flex-wrap sm:items-end sm:gap-8 sm:p-5">
        <FilterGroup legend="Style" options={AVATAR_STYLE_FILTERS} value={style} onChange={setStyle} />
        <FilterGroup legend="Gender" options={AVATAR_GENDER_FILTERS} value={gender} onChange={setGender} />
        <p className="text-sm text-ink-muted sm:ml-auto" aria-live="polite">
          {shown.length} of {avatars.length} avatars
        </p>
      </Card>

      {shown.length === 0 ? (
        <Card className="flex flex-col items-center px-6 py-12 text-center">
          <h3 className="text-base font-semibold text-ink">No avatars match these filters</h3>
          <p className="mt-1 max-w-sm text-sm text-ink-muted">Try another style or gender, or show every avatar again.</p>
          <Button className="mt-5" variant="secondary" onClick={resetFilters}>
            Reset filters
          </Button>
        </Card>
      ) : (
        <ul aria-label="Avatars" className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5">
          {shown.map((avatar) => (
            <PresenterCard
              key={avatar.id}
              avatar={avatar}
              selected={avatar.id === state.selectedAvatar}
              onChoose={() => update({ selectedAvatar: avatar.id, avatarUrl: avatar.imageUrl })}
            />
          ))}
        </ul>
      )}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Button variant="secondary" onClick={() => update({ currentStep: steps.context })}>
          Back
        </Button>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
          <p className="text-sm text-ink-muted" aria-live="polite">
            {chosen ? (
              <>
                <span className="font-semibold text-ink">{avatarLabel(chosen)}</span> · {voiceNote(chosen).toLowerCase()}
              </>
            ) : (
              AVATAR_MESSAGES.chooseAvatar
            )}
          </p>
          <Button size="lg" disabled={!chosen} onClick={() => update({ currentStep: steps.outline })}>
            Continue
          </Button>
        </div>
      </div>
    </section>
  );
}
