const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Ids in paths are checked before they reach SQL: PostgreSQL rejects a malformed uuid with an
 * error, and a malformed id should read as "not found", like any unknown one.
 */
export const isUuid = (value: string): boolean => UUID.test(value);
