import type { ProgressData } from './progress-data';

/** Spec 001 §4 "Progress percentage": weights of the non-avatar flags. */
const NON_AVATAR_WEIGHTS = {
  contentSubmitted: 20,
  slidesGenerated: 30,
  scriptsGenerated: 25,
  slidesPreviewed: 15,
  videoGenerated: 10,
} as const;

/** Spec 001 §3: the avatar wizard tracks currentStep out of 7. */
const AVATAR_STEPS = 7;

/** The only progress_data fields progressPercentage reads (lists fetch just these). */
export const PROGRESS_PERCENTAGE_FIELDS: readonly string[] = ['currentStep', ...Object.keys(NON_AVATAR_WEIGHTS)];

export function progressPercentage(project: { status: string; flow_type: string; progress_data: ProgressData | null }): number {
  if (project.status === 'completed') return 100;
  const data = project.progress_data ?? {};
  if (project.flow_type === 'experimental') {
    const step = Number(data.currentStep ?? 0);
    return Number.isFinite(step) ? Math.min(100, Math.max(0, Math.round((step / AVATAR_STEPS) * 100))) : 0;
  }
  if (project.flow_type === 'native' || project.flow_type === 'azure') {
    let total = 0;
    for (const [flag, weight] of Object.entries(NON_AVATAR_WEIGHTS)) if (data[flag] === true) total += weight;
    return Math.min(100, total);
  }
  return 0;
}

/** Spec 000 §4 "Project creation": where opening a project leads. */
export function projectPath(project: { id: string; status: string; flow_type: string }): string {
  if (project.status === 'completed') return `/project/${project.id}/view`;
  if (project.flow_type === 'experimental') return `/project/${project.id}/avatar-flow`;
  if (project.flow_type === 'azure') return `/project/${project.id}/azure-flow`;
  return `/project/${project.id}/native-flow`;
}
