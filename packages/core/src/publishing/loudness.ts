/**
 * Issue 21 item 6 (decision 163): every video, with or without a presenter or music, in every
 * format and shape, plays at one loudness (EBU R 128 integrated, ±1 LU) with its true peak under
 * the ceiling, so a viewer never reaches for the volume between two Lectern videos.
 */
export const VIDEO_LOUDNESS = {
  integratedLufs: -16,
  /** Measured after encoding (ITU-R BS.1770 true peak). */
  truePeakDbtp: -1,
  /**
   * The narration is levelled to a ceiling this far under truePeakDbtp: Opus and AAC move peaks
   * by up to about 0.5 dB (measured: 0.3–0.5 dB for Opus at 64 kb/s on espeak-ng voices), and the ceiling must still hold in the encoded file.
   */
  codecHeadroomDb: 1,
  /** A quieter recording is raised at most this much: beyond it lies noise, not a voice. */
  maxGainDb: 30,
} as const;
