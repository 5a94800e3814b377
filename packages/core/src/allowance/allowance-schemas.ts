import { z } from 'zod';
import { ADMIN_MAX_GRANT_MINUTES, REASON_MAX_LENGTH, REQUEST_MINUTES } from './allowance-constants';
import { ALLOWANCE_MESSAGES as M } from './allowance-messages';
import { toVideoType } from './allowance-rules';
import { VIDEO_TYPES } from './allowance-types';

/** Numbers may arrive as text from form fields; anything that is not a finite number fails. */
const minutesNumber = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
  z.number({ message: M.invalidMinutes }).refine(Number.isFinite, M.invalidMinutes),
);

/** Either spelling of the non-avatar kind is accepted; the result is `avatar` | `non_avatar`. */
export const videoTypeSchema = z.preprocess((v) => (typeof v === 'string' ? (toVideoType(v) ?? v) : v), z.enum(VIDEO_TYPES, { message: M.invalidVideoType }));

const requestMinutes = minutesNumber.pipe(z.number().min(REQUEST_MINUTES.min, M.invalidMinutes).max(REQUEST_MINUTES.max, M.invalidMinutes));

/**
 * Spec 000 §2/§5 "Request More Time". The minutes may come as `minutes` or under the spec's
 * column name `requested_minutes` (spec 000 §3); any other field is refused, so a misspelt
 * minutes field can never turn into a request for the default 5 minutes.
 */
export const allowanceRequestSchema = z
  .strictObject(
    {
      minutes: requestMinutes.optional(),
      requested_minutes: requestMinutes.optional(),
      reason: z
        .string({ message: M.reasonRequired })
        .trim()
        .min(1, M.reasonRequired)
        .max(REASON_MAX_LENGTH, `Please keep the reason under ${REASON_MAX_LENGTH} characters`),
      video_type: videoTypeSchema.default('non_avatar'),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? M.unknownField(issue.keys[0] ?? '') : undefined) },
  )
  .refine((v) => v.minutes === undefined || v.requested_minutes === undefined, M.minutesTwice)
  .transform(({ minutes, requested_minutes, reason, video_type }) => ({
    minutes: minutes ?? requested_minutes ?? REQUEST_MINUTES.default,
    reason,
    video_type,
  }));
export type AllowanceRequestInput = z.infer<typeof allowanceRequestSchema>;

/** Spec 000 §5 "Admin add minutes": numeric and above 0; the reason is optional. */
export const adminAddMinutesSchema = z.object({
  minutes: minutesNumber.pipe(z.number().gt(0, M.invalidMinutes).max(ADMIN_MAX_GRANT_MINUTES, M.invalidMinutes)),
  type: videoTypeSchema,
  reason: z
    .string()
    .trim()
    .max(REASON_MAX_LENGTH)
    .optional()
    .transform((r) => (r ? r : undefined)),
});
export type AdminAddMinutesInput = z.infer<typeof adminAddMinutesSchema>;

/**
 * Spec 000 §5: a custom approval amount must be numeric, otherwise it is ignored (the
 * requested minutes are granted). Zero or negative amounts are ignored the same way.
 */
export const approveRequestSchema = z
  .object({
    minutes: z
      .unknown()
      .optional()
      .transform((v) => {
        const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
        return Number.isFinite(n) && n > 0 && n <= ADMIN_MAX_GRANT_MINUTES ? n : undefined;
      }),
  })
  .default({ minutes: undefined });
export type ApproveRequestInput = z.infer<typeof approveRequestSchema>;

/** Spec 000 §5: a denial needs a reason. */
export const denyRequestSchema = z.object({
  reason: z.string({ message: M.denialReasonRequired }).trim().min(1, M.denialReasonRequired).max(REASON_MAX_LENGTH),
});

/**
 * Spec 000 §5/§9: the language-conversion quota is 0 to 100 conversions; inside that range a
 * fraction (7.5) is told it must be a whole number rather than that it is out of range.
 */
export const languageConversionQuotaSchema = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
  z
    .number({ message: M.quotaRange })
    .min(0, M.quotaRange)
    .max(100, M.quotaRange)
    .refine((n) => !Number.isFinite(n) || Number.isInteger(n), M.quotaWhole),
);

/** Admin per-user switches (spec 000 §2 "User management"). */
export const userFeaturesSchema = z
  .object({
    conversational_mode_enabled: z.boolean(),
    has_language_conversion: z.boolean(),
    language_conversion_quota: languageConversionQuotaSchema,
  })
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, M.noFeatureChange);
export type UserFeaturesInput = z.infer<typeof userFeaturesSchema>;

export const REQUEST_STATUS_FILTERS = ['all', 'pending', 'approved', 'denied'] as const;
export type RequestStatusFilter = (typeof REQUEST_STATUS_FILTERS)[number];

/** `GET /api/admin/requests?status=` — default pending (spec 000 §2). */
export const requestStatusQuerySchema = z.object({
  status: z.enum(REQUEST_STATUS_FILTERS, { message: 'Unknown status filter' }).default('pending'),
});

/** `GET /api/allowance/check?minutes=&type=`. */
export const allowanceCheckQuerySchema = z.object({
  minutes: minutesNumber.pipe(z.number().gt(0, M.invalidMinutes).max(ADMIN_MAX_GRANT_MINUTES, M.invalidMinutes)),
  type: videoTypeSchema,
});
