import { USER_NOT_AUTHENTICATED, withServerMessage } from '../http-errors';

/** Spec 001 §3 "Project purposes offered at creation". */
export const PROJECT_PURPOSES = [
  'Training & Education',
  'Marketing & Sales',
  'Documentation',
  'Internal Communication',
  'Product Demo',
  'Onboarding',
  'Compliance Training',
  'Customer Support',
  'Other',
] as const;

/** Spec 000 §3: native and azure are non-avatar flows; experimental means avatar. */
export const FLOW_TYPES = ['native', 'azure', 'experimental'] as const;
export type FlowType = (typeof FLOW_TYPES)[number];

export const PROJECT_STATUSES = ['in_progress', 'completed'] as const;

/** Spec 000 §2 "Project list": Avatar when flow_type is experimental, otherwise Non Avatar. */
export const flowTypeBadge = (flowType: string) => (flowType === 'experimental' ? 'Avatar' : 'Non Avatar');

/** The status chip on project cards: the two known statuses by name, any other in plain words. */
export const projectStatusLabel = (status: string) =>
  status === 'completed' ? 'Completed' : status === 'in_progress' ? 'In progress' : status.replace(/_/g, ' ');

/** Spec 000 §8: a project that does not exist or belongs to someone else reads the same. */
export const PROJECT_NOT_FOUND = 'Project not found';

/**
 * Spec 000 §8 "Projects": the server's text for a fault on its side in each project call; the
 * screens show it after their own words ("Error loading projects: Failed to fetch projects").
 */
export const PROJECT_FAILURES = {
  fetchAll: 'Failed to fetch projects',
  create: 'Failed to create project',
  fetchOne: 'Failed to fetch project',
  update: 'Failed to update project',
  delete: 'Failed to delete project',
  /** Spec 000 §8: creating a project without a session. */
  notAuthenticated: USER_NOT_AUTHENTICATED,
  /** Spec 000 §8 UI texts. */
  loadList: 'Error loading projects',
  loadDetails: 'Failed to load project details',
} as const;

/** Spec 000 §8: "Error loading projects" plus the message. */
export const projectsLoadError = (message: string) => withServerMessage(PROJECT_FAILURES.loadList, message);

/** Spec 000 §8: a failed delete, with the server's message (shown once when it already says so). */
export const projectDeleteFailed = (message: string) => withServerMessage(PROJECT_FAILURES.delete, message);
