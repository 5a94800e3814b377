export const MAX_TITLE_WORDS = 8;
/** A sentence up to this long is shown whole; a longer one is cut at a clause boundary, if it has one. */
export const MAX_POINT_WORDS = 22;
export const MAX_QUOTE_WORDS = 22;
