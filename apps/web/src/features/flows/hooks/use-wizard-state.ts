import { type ProgressData, type Project, RENDER_OWNED_PROGRESS_FIELDS, withValidDurations } from '@lectern/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '@/lib/api-client';
import { projectKey, useProject } from '../api/project-api';
import { clearAvatarOnContext } from '../model/avatar-rules';
import { savedSlideFields } from '../model/translation-view';
import { clearTranslationsForEnglish, readWizardState, UNSAVED_FIELDS, type WizardFlow, type WizardState } from '../model/wizard-state';

export const SAVE_DEBOUNCE_MS = 600;

export type WizardPatch = Partial<WizardState> | ((state: WizardState) => Partial<WizardState>);

/**
 * The wizard's state: read once from the project's progress_data, changed locally, saved with
 * a debounce. PATCH replaces progress_data wholesale, so each save sends the last known server
 * object merged with the wizard's fields (fields other screens own survive).
 */
export function useWizardState(projectId: string, flow: WizardFlow = 'native') {
  const project = useProject(projectId);
  const client = useQueryClient();
  const [state, setState] = useState<WizardState | null>(null);
  const stateRef = useRef<WizardState | null>(null);
  const server = useRef<ProgressData>({});
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const dirty = useRef(false);
  const inflight = useRef<Promise<void>>(Promise.resolve());

  useEffect(() => {
    if (!project.data) return;
    server.current = project.data.progress_data ?? {};
    if (!stateRef.current) {
      const initial = readWizardState(project.data.progress_data, project.data.name, flow);
      stateRef.current = initial;
      setState(initial);
    }
  }, [project.data, flow]);

  const write = useCallback(async () => {
    const current = stateRef.current;
    if (!current || !dirty.current) return;
    dirty.current = false;
    const { furthestStep, ...fields } = current;
    const own: Partial<WizardState> = { ...fields };
    for (const key of UNSAVED_FIELDS[flow]) delete own[key];
    // Decision 149: a project saved before lengths were checked may carry a length the server now
    // refuses; the wizard shows and saves its default instead, and slide durations come within range.
    const merged: ProgressData = withValidDurations(savedSlideFields(current, { ...server.current, ...own, furthestStep }));
    // Written only by renders; the server keeps its stored values of these on every save anyway.
    for (const key of RENDER_OWNED_PROGRESS_FIELDS) {
      if (key in server.current) merged[key] = server.current[key];
      else delete merged[key];
    }
    try {
      const saved = await api<{ project: Project }>(`/api/projects/${projectId}`, {
        method: 'PATCH',
        body: { progress_data: merged, current_language: current.selectedLanguage },
      });
      server.current = saved.project.progress_data ?? merged;
      client.setQueryData(projectKey(projectId), saved.project);
    } catch (err) {
      // Spec 001 §8: progress save failures are only logged.
      console.warn('Failed to save progress:', (err as Error).message);
    }
  }, [client, projectId, flow]);

  /** Saves now; resolves once every earlier save has reached the server (saves run one at a time). */
  const save = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    inflight.current = inflight.current.then(write);
    return inflight.current;
  }, [write]);

  const update = useCallback(
    (patch: WizardPatch) => {
      const prev = stateRef.current;
      if (!prev) return;
      const asked = clearTranslationsForEnglish(typeof patch === 'function' ? patch(prev) : patch);
      const next = { ...prev, ...(flow === 'avatar' ? clearAvatarOnContext(asked, prev) : asked) };
      if (next.currentStep > next.furthestStep) next.furthestStep = next.currentStep;
      stateRef.current = next;
      setState(next);
      dirty.current = true;
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void save(), SAVE_DEBOUNCE_MS);
    },
    [save, flow],
  );

  /** Re-reads the state from the server's latest project (after a render completes). */
  const reload = useCallback(
    (fresh: Project) => {
      server.current = fresh.progress_data ?? {};
      const next = readWizardState(fresh.progress_data, fresh.name, flow);
      stateRef.current = next;
      setState(next);
    },
    [flow],
  );

  // Leaving the page saves what is pending rather than dropping it.
  useEffect(
    () => () => {
      if (dirty.current) void save();
    },
    [save],
  );

  return { project, state, update, flush: save, reload };
}

export type Wizard = ReturnType<typeof useWizardState>;
