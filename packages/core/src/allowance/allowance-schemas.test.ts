import { describe, expect, it } from 'vitest';
import { DEFAULT_ALLOWANCE, REQUEST_MINUTES } from './allowance-constants';
import { ADMIN_TOASTS, adminAddedNote, approvedRequestNote, insufficientAllowance, insufficientAllowanceDetail } from './allowance-messages';
import {
  adminAddMinutesSchema,
  allowanceCheckQuerySchema,
  allowanceRequestSchema,
  approveRequestSchema,
  denyRequestSchema,
  languageConversionQuotaSchema,
  requestStatusQuerySchema,
  userFeaturesSchema,
} from './allowance-schemas';

const firstError = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('constants (spec 000 §9)', () => {
  it('match the spec', () => {
    expect(DEFAULT_ALLOWANCE).toEqual({ avatar: 3, nonAvatar: 10 });
    expect(REQUEST_MINUTES).toEqual({ min: 1, max: 60, default: 5, hints: [5, 10, 15] });
  });
});

describe('allowance request (spec 000 §5)', () => {
  it('defaults to 5 non-avatar minutes and trims the reason', () => {
    expect(allowanceRequestSchema.parse({ reason: '  Q3 training  ' })).toEqual({ minutes: 5, reason: 'Q3 training', video_type: 'non_avatar' });
    expect(allowanceRequestSchema.parse({ reason: 'x', minutes: '15', video_type: 'avatar' })).toMatchObject({ minutes: 15, video_type: 'avatar' });
  });
  it('needs a non-blank reason', () => {
    expect(firstError(allowanceRequestSchema.safeParse({ reason: '   ' }))).toBe('Please provide a reason for your request');
    expect(firstError(allowanceRequestSchema.safeParse({}))).toBe('Please provide a reason for your request');
  });
  it('keeps minutes between 1 and 60', () => {
    for (const minutes of [0, -1, 61, 'abc', null, Number.NaN]) {
      expect(firstError(allowanceRequestSchema.safeParse({ reason: 'x', minutes }))).toBe('Please enter a valid number of minutes');
    }
    expect(allowanceRequestSchema.safeParse({ reason: 'x', minutes: 1 }).success).toBe(true);
    expect(allowanceRequestSchema.safeParse({ reason: 'x', minutes: 60 }).success).toBe(true);
  });
  it("accepts the spec's requested_minutes and refuses any other field", () => {
    expect(allowanceRequestSchema.parse({ reason: 'x', requested_minutes: 10 })).toEqual({ minutes: 10, reason: 'x', video_type: 'non_avatar' });
    expect(firstError(allowanceRequestSchema.safeParse({ reason: 'x', requested_minutes: 61 }))).toBe('Please enter a valid number of minutes');
    expect(firstError(allowanceRequestSchema.safeParse({ reason: 'x', minutez: 10 }))).toBe(
      'Unknown field "minutez". Send minutes (or requested_minutes), reason and video_type.',
    );
    expect(firstError(allowanceRequestSchema.safeParse({ reason: 'x', minutes: 10, requested_minutes: 10 }))).toBe(
      'Send the minutes once, as minutes or as requested_minutes',
    );
  });
  it('accepts only avatar or non-avatar', () => {
    expect(allowanceRequestSchema.parse({ reason: 'x', video_type: 'non-avatar' }).video_type).toBe('non_avatar');
    expect(allowanceRequestSchema.safeParse({ reason: 'x', video_type: 'other' }).success).toBe(false);
  });
});

describe('admin add minutes (spec 000 §5)', () => {
  it('needs a number above 0', () => {
    for (const minutes of [0, -3, 'x', '', undefined]) {
      expect(firstError(adminAddMinutesSchema.safeParse({ minutes, type: 'avatar' }))).toBe('Please enter a valid number of minutes');
    }
    expect(adminAddMinutesSchema.parse({ minutes: '2.5', type: 'avatar' })).toEqual({ minutes: 2.5, type: 'avatar', reason: undefined });
  });
  it('treats a blank reason as none, so the default note applies', () => {
    expect(adminAddMinutesSchema.parse({ minutes: 1, type: 'non_avatar', reason: '  ' }).reason).toBeUndefined();
    expect(adminAddedNote(5, 'non_avatar')).toBe('Admin added 5 non-avatar minutes');
    expect(adminAddedNote(2.5, 'avatar')).toBe('Admin added 2.5 avatar minutes');
  });
});

describe('approval and denial (spec 000 §5)', () => {
  it('ignores a custom amount that is not a positive number', () => {
    expect(approveRequestSchema.parse({ minutes: 12 }).minutes).toBe(12);
    expect(approveRequestSchema.parse({ minutes: '7' }).minutes).toBe(7);
    expect(approveRequestSchema.parse({ minutes: 'lots' }).minutes).toBeUndefined();
    expect(approveRequestSchema.parse({ minutes: -4 }).minutes).toBeUndefined();
    expect(approveRequestSchema.parse({}).minutes).toBeUndefined();
    expect(approveRequestSchema.parse(undefined).minutes).toBeUndefined();
  });
  it('requires a denial reason', () => {
    expect(denyRequestSchema.safeParse({ reason: ' ' }).success).toBe(false);
    expect(denyRequestSchema.parse({ reason: ' Budget ' }).reason).toBe('Budget');
  });
  it('notes approvals with the request reason', () => {
    expect(approvedRequestNote('More lessons')).toBe('Approved request: More lessons');
  });
});

describe('quota and switches (spec 000 §5)', () => {
  it('keeps the quota between 0 and 100', () => {
    expect(languageConversionQuotaSchema.parse(0)).toBe(0);
    expect(languageConversionQuotaSchema.parse('100')).toBe(100);
    for (const q of [-1, 101, 100.5, 'x']) expect(firstError(languageConversionQuotaSchema.safeParse(q))).toBe('Quota must be between 0 and 100');
  });
  it('says a fraction inside the range must be a whole number', () => {
    for (const q of [7.5, '2.5', 0.1]) expect(firstError(languageConversionQuotaSchema.safeParse(q))).toBe('Quota must be a whole number between 0 and 100');
  });
  it('takes at least one known switch', () => {
    expect(userFeaturesSchema.parse({ has_language_conversion: true })).toEqual({ has_language_conversion: true });
    expect(userFeaturesSchema.safeParse({}).success).toBe(false);
    expect(userFeaturesSchema.safeParse({ is_admin: true }).success).toBe(false);
    expect(firstError(userFeaturesSchema.safeParse({ language_conversion_quota: 500 }))).toBe('Quota must be between 0 and 100');
  });
});

describe('queries', () => {
  it('default the request filter to pending', () => {
    expect(requestStatusQuerySchema.parse({}).status).toBe('pending');
    expect(requestStatusQuerySchema.safeParse({ status: 'archived' }).success).toBe(false);
  });
  it('parse the check query', () => {
    expect(allowanceCheckQuerySchema.parse({ minutes: '2', type: 'non-avatar' })).toEqual({ minutes: 2, type: 'non_avatar' });
    expect(allowanceCheckQuerySchema.safeParse({ minutes: '0', type: 'avatar' }).success).toBe(false);
  });
});

describe('messages (spec 000 §8)', () => {
  it('words insufficient allowance both ways', () => {
    expect(insufficientAllowance('avatar')).toBe('Insufficient avatar allowance');
    expect(insufficientAllowance('non_avatar')).toBe('Insufficient non-avatar allowance');
    expect(insufficientAllowanceDetail('avatar', 2, 1.5)).toBe('Insufficient avatar video allowance. You need 2 minutes but only have 1.5 minutes remaining.');
    expect(insufficientAllowanceDetail('non_avatar', 100 / 60, -1)).toBe(
      'Insufficient non-avatar video allowance. You need 1.7 minutes but only have 0 minutes remaining.',
    );
  });
  it('words the admin success toasts', () => {
    expect(ADMIN_TOASTS.requestApproved()).toBe('Request approved successfully');
    expect(ADMIN_TOASTS.requestDenied()).toBe('Request denied');
    expect(ADMIN_TOASTS.minutesAdded(5, 'avatar', 'sam@example.com')).toBe('Successfully added 5 avatar minutes to sam@example.com');
    expect(ADMIN_TOASTS.conversationalMode(true, 'Sam')).toBe('Conversational mode enabled for Sam');
    expect(ADMIN_TOASTS.languageConversion(false, 'Sam')).toBe('Language conversion disabled for Sam');
    expect(ADMIN_TOASTS.quotaUpdated(12, 'Sam')).toBe('Language conversion quota updated to 12 for Sam');
  });
});
