/** A 0–1 share as a whole percentage: 0.634 → "63%". */
export const formatShare = (share: number) => `${Math.round(share * 100)}%`;

/** "1 viewer", "3 viewers": counts read as sentences, never "1 viewers". */
export const countOf = (n: number, one: string, many: string) => `${n.toLocaleString()} ${n === 1 ? one : many}`;
