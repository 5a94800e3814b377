/**
 * Which frames of a drawn presenter's segment are encoded (decision 181): the frames where
 * something on screen changes, known before ffmpeg starts (the presenter's runs, the pages, the
 * captions, the fades and zoom steps), plus the first, the last (so the picture lasts as long as
 * the sound) and at least one a second. Every other frame repeats the one before and is left out,
 * its timestamp kept, so a held pose lasts until the next change (decision 172).
 */
export function keptFrames(changes: Iterable<number>, total: number, fps: number): number[] {
  if (!(total >= 1) || !Number.isInteger(total)) throw new RangeError('A segment needs a whole, positive number of frames');
  const kept = new Set<number>([0, total - 1]);
  for (const frame of changes) if (Number.isInteger(frame) && frame >= 0 && frame < total) kept.add(frame);
  const sorted = [...kept].sort((a, b) => a - b);
  // At least one a second, as the decimator kept before (decision 172): no gap longer than a second.
  const gap = Math.max(1, Math.round(fps));
  const filled: number[] = [];
  for (const frame of sorted) {
    const last = filled.at(-1);
    if (last !== undefined) for (let f = last + gap; f < frame; f += gap) filled.push(f);
    filled.push(frame);
  }
  return filled;
}

/**
 * A `select` expression true exactly on `frames` (sorted, distinct; `n` counts the stream's
 * frames from 0): runs of consecutive frames become `between`, and the runs are searched as a
 * balanced tree of `if(lt(n,…))`, so the expression stays shallow (ffmpeg refuses a chain of about
 * a hundred terms) and costs a few comparisons a frame however long the segment.
 */
export function frameSelect(frames: readonly number[]): string {
  if (!frames.length) return '0';
  const runs: [number, number][] = [];
  for (const frame of frames) {
    const run = runs.at(-1);
    if (run && frame === run[1] + 1) run[1] = frame;
    else if (!run || frame > run[1]) runs.push([frame, frame]);
    else throw new RangeError('Frames must be sorted and distinct');
  }
  const tree = (from: number, to: number): string => {
    if (to - from === 1) {
      const [a, b] = runs[from]!;
      return a === b ? `eq(n,${a})` : `between(n,${a},${b})`;
    }
    const middle = Math.floor((from + to) / 2);
    return `if(lt(n,${runs[middle]![0]}),${tree(from, middle)},${tree(middle, to)})`;
  };
  return tree(0, runs.length);
}
