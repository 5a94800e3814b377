import { USER_NOT_AUTHENTICATED, withServerMessage } from '../http-errors';
import { formatMinuteNumber, minutesText } from './allowance-format';
import { videoTypeLabel } from './allowance-rules';
import type { AllowanceRequest, VideoType } from './allowance-types';

/** Spec 000 §5 and §8 texts for allowances, requests and the admin dashboard. */
export const ALLOWANCE_MESSAGES = {
  invalidMinutes: 'Please enter a valid number of minutes',
  reasonRequired: 'Please provide a reason for your request',
  pendingExists: 'You already have a pending request. Please wait for admin approval.',
  notPending: 'Request is not pending',
  stillPending: 'This request is still waiting for an answer',
  requestNotFound: 'Request not found',
  userNotFound: 'User not found',
  denialReasonRequired: 'Please provide a reason for denying this request',
  quotaRange: 'Quota must be between 0 and 100',
  /** 7.5 is inside the range but not a number of conversions. */
  quotaWhole: 'Quota must be a whole number between 0 and 100',
  /** A field the request form does not have (e.g. a misspelt minutes field) is refused, never dropped. */
  unknownField: (name: string) => `Unknown field "${name}". Send minutes (or requested_minutes), reason and video_type.`,
  minutesTwice: 'Send the minutes once, as minutes or as requested_minutes',
  invalidVideoType: 'Please choose avatar or non-avatar minutes',
  noFeatureChange: 'Nothing to update',
  notEnough: 'You do not have enough allowance to generate this video.',
  enough: 'You have enough allowance to generate this video.',
  checkFailed: 'Failed to check allowance',
  checkFailedRetry: 'Failed to check allowance. Please try again.',
  /** Spec 000 §8 "Dialog" and "Requests": the check or request without a session. */
  notAuthenticated: USER_NOT_AUTHENTICATED,
  unavailable: 'Unable to load allowance information',
  accessDeniedTitle: 'Access Denied',
  accessDenied: "You don't have permission to access the admin dashboard.",
  /** Spec 000 §2 card entries without a description. */
  defaultUsageDescription: 'Video Generation',
} as const;

/** Spec 000 §8: "Insufficient {type} allowance". */
export const insufficientAllowance = (type: VideoType): string => `Insufficient ${videoTypeLabel(type)} allowance`;

/** Spec 000 §8: the detailed text the generation check shows. */
export const insufficientAllowanceDetail = (type: VideoType, neededMinutes: number, remainingMinutes: number): string =>
  `Insufficient ${videoTypeLabel(type)} video allowance. You need ${minutesText(neededMinutes)} but only have ${minutesText(Math.max(0, remainingMinutes))} remaining.`;

/** Spec 000 §5: the admin grant's default note. */
export const adminAddedNote = (minutes: number, type: VideoType): string => `Admin added ${minutesText(minutes, videoTypeLabel(type))}`;

/** Spec 000 §4: the note on the grant an approval makes. */
export const approvedRequestNote = (reason: string): string => `Approved request: ${reason}`;

/** Stored as admin_response when a request is approved (the spec does not give its text). */
export const approvedResponse = (minutes: number, type: VideoType): string => `Approved: ${minutesText(minutes, videoTypeLabel(type))} added`;

/** Spec 000 §8 success toasts of the admin dashboard. */
export const ADMIN_TOASTS = {
  requestApproved: () => 'Request approved successfully',
  requestDenied: () => 'Request denied',
  minutesAdded: (minutes: number, type: VideoType, user: string) => `Successfully added ${minutesText(minutes, videoTypeLabel(type))} to ${user}`,
  conversationalMode: (enabled: boolean, user: string) => `Conversational mode ${enabled ? 'enabled' : 'disabled'} for ${user}`,
  languageConversion: (enabled: boolean, user: string) => `Language conversion ${enabled ? 'enabled' : 'disabled'} for ${user}`,
  quotaUpdated: (quota: number, user: string) => `Language conversion quota updated to ${quota} for ${user}`,
} as const;

/**
 * Spec 000 §8 failure texts that wrap the server's message ("Failed to submit allowance
 * request: {msg}" …), for the screens' error toasts.
 */
export const ALLOWANCE_FAILURES = {
  submitRequest: (msg: string) => withServerMessage('Failed to submit allowance request', msg),
  fetchRequests: (msg: string) => withServerMessage('Failed to fetch requests', msg),
  fetchPendingRequests: (msg: string) => withServerMessage('Failed to fetch pending requests', msg),
  fetchRequest: (msg: string) => withServerMessage('Failed to fetch request', msg),
  updateRequest: (msg: string) => withServerMessage('Failed to update request', msg),
  fetchAllowance: (msg: string) => withServerMessage('Failed to fetch allowance', msg),
  approveRequest: (msg: string) => withServerMessage('Failed to approve request', msg),
  addAllowance: (msg: string) => withServerMessage('Failed to add allowance', msg),
  conversationalMode: (enabled: boolean, msg: string) => withServerMessage(`Failed to ${enabled ? 'enable' : 'disable'} conversational mode`, msg),
  languageConversion: (enabled: boolean, msg: string) => withServerMessage(`Failed to ${enabled ? 'enable' : 'disable'} language conversion`, msg),
  initializeAllowance: 'Failed to initialize allowance',
  retrieveAllowance: 'Could not retrieve user allowance',
  allowanceNotFound: 'User allowance not found',
  updateAllowance: 'Failed to update allowance',
  addAllowanceShort: 'Failed to add allowance',
  fetchAllAllowances: 'Failed to fetch all allowances',
  fetchUsers: 'Failed to fetch users',
  fetchStats: 'Failed to fetch stats',
  updateQuota: 'Failed to update quota',
  adminFetchRequests: 'Failed to fetch requests',
  /** Server texts of the request calls (spec 000 §8 "Requests" without the message). */
  submitRequestShort: 'Failed to submit allowance request',
  fetchRequestsShort: 'Failed to fetch requests',
  fetchPendingRequestsShort: 'Failed to fetch pending requests',
  /** Reading the one request an admin approves or denies. */
  fetchRequestShort: 'Failed to fetch request',
  updateRequestShort: 'Failed to update request',
  fetchAllowanceShort: 'Failed to fetch allowance',
  checkAllowance: 'Failed to check allowance',
  updateUserFeatures: (changes: { conversational_mode_enabled?: boolean; has_language_conversion?: boolean; language_conversion_quota?: number }) =>
    changes.conversational_mode_enabled !== undefined
      ? `Failed to ${changes.conversational_mode_enabled ? 'enable' : 'disable'} conversational mode`
      : changes.has_language_conversion !== undefined
        ? `Failed to ${changes.has_language_conversion ? 'enable' : 'disable'} language conversion`
        : 'Failed to update quota',
} as const;

/**
 * A resolved request as the person who asked reads it: approved with the minutes actually added
 * (an admin may grant a custom amount), denied with the admin's reason. Null while pending.
 */
export function requestOutcome(
  request: Pick<AllowanceRequest, 'status' | 'video_type' | 'requested_minutes' | 'granted_minutes' | 'admin_response'>,
): { title: string; message: string } | null {
  const kind = videoTypeLabel(request.video_type);
  const asked = minutesText(request.requested_minutes, kind);
  if (request.status === 'approved') {
    const granted = request.granted_minutes ?? request.requested_minutes;
    const custom = granted === request.requested_minutes ? '' : ` You asked for ${asked}.`;
    return {
      title: 'Request Approved',
      message: `${minutesText(granted, kind)} ${formatMinuteNumber(granted) === '1' ? 'was' : 'were'} added to your allowance.${custom}`,
    };
  }
  if (request.status === 'denied') {
    return { title: 'Request Denied', message: `Your request for ${asked} was denied. Reason: ${request.admin_response ?? 'none given'}` };
  }
  return null;
}
