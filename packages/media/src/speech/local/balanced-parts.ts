/**
 * Items in at most `parts` runs of consecutive items whose weights are as even as a cut between
 * items allows (issue 21 item 9, decision 197): where each run starts, the first at 0. Each cut
 * falls on whichever side of the ideal share the total lands nearer; no run is empty.
 */
export function balancedParts(weights: readonly number[], parts: number): number[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  const count = Math.max(1, Math.min(Math.floor(parts), weights.length));
  const starts = [0];
  let before = 0;
  for (let i = 0; i < weights.length && starts.length < count; i++) {
    const share = (total * starts.length) / count;
    const after = before + weights[i]!;
    if (after >= share) {
      // After item i, or before it when the total so far lands nearer the share there.
      let cut = after - share <= share - before ? i + 1 : i;
      if (cut >= weights.length) cut = i;
      if (cut <= starts.at(-1)!) cut = i + 1;
      if (cut < weights.length) starts.push(cut);
    }
    before = after;
  }
  return starts;
}
