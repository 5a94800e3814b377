/**
 * Spec 001 §9 "Avatar batch: poll interval 20 s, timeout 10 min" and §7 "Avatar video"
 * (poll: interval default 20000 ms, timeout default 600000 ms), written once.
 */
export const AVATAR_POLL_INTERVAL_MS = 20_000;
export const AVATAR_TIMEOUT_MS = 600_000;
