import { PROGRESS_DATA_MAX_BYTES } from './projects/progress-data';

/**
 * Ceiling for any request body the API reads whole (JSON, forms, text). Uploads have their own
 * ceilings (documents, images); saving a project allows its progress ceiling plus the other fields.
 */
export const REQUEST_BODY_MAX_BYTES = 1024 * 1024;
export const PROJECT_SAVE_MAX_BYTES = PROGRESS_DATA_MAX_BYTES + 64 * 1024;

export const REQUEST_TOO_LARGE = `This request is too large for Lectern (over ${REQUEST_BODY_MAX_BYTES / (1024 * 1024)} MB). Shorten the text and try again.`;
