import { describe, expect, it } from 'vitest';
import { loudnessProbeArgs, parseLoudnessSummary } from './probe-loudness';

describe('probeLoudness', () => {
  it('asks ebur128 for the true peak of the first audio stream, frame lines hidden', () => {
    const args = loudnessProbeArgs('video.webm');
    expect(args.slice(args.indexOf('-af'), args.indexOf('-af') + 2)).toEqual(['-af', 'ebur128=peak=true:framelog=verbose']);
    expect(args).toContain('0:a:0');
  });

  it('reads the summary, not the running figures before it', () => {
    const stderr = `[Parsed_ebur128_0 @ 0x1] t: 1.0 TARGET:-23 LUFS M: -18.0 S:-120.7 I: -19.0 LUFS LRA: 0.0 LU FTPK: -3.0 dBFS TPK: -3.0 dBFS
[Parsed_ebur128_0 @ 0x1] Summary:

  Integrated loudness:
    I:         -16.2 LUFS
    Threshold: -26.9 LUFS

  True peak:
    Peak:       -1.4 dBFS
`;
    expect(parseLoudnessSummary(stderr)).toEqual({ integratedLufs: -16.2, truePeakDb: -1.4 });
    expect(parseLoudnessSummary('Summary:\n I: -70.0 LUFS\n Peak: -inf dBFS')).toEqual({ integratedLufs: -70, truePeakDb: Number.NEGATIVE_INFINITY });
    expect(() => parseLoudnessSummary('no summary')).toThrow();
  });
});
