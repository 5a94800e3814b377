// Speech

export {
  AVATAR_FPS,
  type AvatarBackground,
  type AvatarBox,
  type AvatarPresenterSource,
  type AvatarSegmentArgsInput,
  buildAvatarSegmentArgs,
  type SpriteRun,
  spriteConcatList,
} from './ffmpeg/avatar-args.ts';
export {
  alphaBounds,
  type BurnedCaption,
  blendCaption,
  type CaptionSpan,
  captionConcatList,
  captionSpans,
  splitFramesAtCaptions,
  trimCaption,
} from './ffmpeg/burned-captions.ts';
export {
  type AvatarSegmentPresenter,
  type AvatarSprite,
  type EncodeAvatarSegmentInput,
  encodeAvatarSegment,
  pamImage,
} from './ffmpeg/encode-avatar-segment.ts';
export { type EncodeSlideshowInput, encodeSlideshow, type SlideFrame } from './ffmpeg/encode-slideshow.ts';
// Video
export {
  AUDIO_CODEC,
  BT709_TAGS,
  buildConcatArgs,
  buildSlideshowArgs,
  CONCAT_LIST_ON_STDIN,
  concatList,
  framesToSend,
  frameTimeline,
  keyframeTimes,
  type SlideshowArgsInput,
  type TimedFrame,
  timestampExpression,
  VIDEO_CODEC,
  type VideoFormat,
} from './ffmpeg/ffmpeg-args.ts';
export { mediaDuration, statedDuration } from './ffmpeg/media-duration.ts';
export { type ProbeResult, probe } from './ffmpeg/probe.ts';
export { FfmpegError, ffmpegPath, ffprobePath, type RunFfmpegOptions, runFfmpeg } from './ffmpeg/run-ffmpeg.ts';
export { evenRect, fadeColor, MOTION_FPS, type MotionRect, motionSelect, roundedMask, type SegmentMotion, zoomNeedsMask } from './ffmpeg/segment-motion.ts';
// Finishing: chapters, background music, faststart
export { buildChaptersMetadata, escapeFfmetadata } from './finish/chapters-metadata.ts';
export { type FinishVideoInput, finishVideo } from './finish/finish-video.ts';
export {
  buildFinishArgs,
  DUCKING_KEY,
  duckingRatio,
  lastFrameFilter,
  MIX_LIMITER,
  MUSIC_DEMUXERS,
  musicGain,
  musicLevel,
  musicMixGraph,
} from './finish/finish-video-args.ts';
// Lip sync
export { type AudioVisemeOptions, audioVisemeTrack } from './lipsync/audio-visemes.ts';
export { integratedLoudness, truePeakDb } from './loudness/measure-loudness.ts';
export { NARRATION_LOUDNESS, normalizeLoudness, normalizeWav } from './loudness/normalize-loudness.ts';
export { loudnessProbeArgs, parseLoudnessSummary, probeLoudness } from './loudness/probe-loudness.ts';
export { MUSIC_MEASURE_SECONDS, measureMusicLoudness, musicMeasureArgs } from './music/music-loudness.ts';
export { isMusicTrackId, musicTrackFile } from './music/music-track-file.ts';
export { type AudioFileInfo, MusicFileError, type MusicFileProblem, probeAudio } from './music/probe-audio.ts';
export {
  CACHE_LAST_USE_REFRESH_MS,
  type CacheStore,
  cacheDataCreated,
  cacheDataName,
  cacheEntryMetaSchema,
  cacheMetaName,
  lastUseIsStale,
} from './speech/cache-store.ts';
export { AzureSpeechProvider } from './speech/cloud/azure-speech-provider.ts';
export { GoogleSpeechProvider } from './speech/cloud/google-speech-provider.ts';
export { OpenAiSpeechProvider } from './speech/cloud/openai-speech-provider.ts';
export { createSpeechProvider, type SpeechEnv, speechEnvSchema } from './speech/create-speech-provider.ts';
export { canonicalLanguageCode, languageName } from './speech/language-names.ts';
export { espeakWordsPerMinute, LocalSpeechProvider } from './speech/local/local-speech-provider.ts';
export { SPEECH_CONCURRENCY } from './speech/local/run-limit.ts';
export { hasSpeakableText, speakableText } from './speech/speakable-text.ts';
export { speechCacheKey, withSpeechCache } from './speech/speech-cache.ts';
export { abortError, isAbortError, SPEECH_MESSAGES, SpeechError } from './speech/speech-errors.ts';
export type { Language, PhonemeTiming, SpeechProvider, SsmlGender, Synthesis, SynthesizeRequest, Voice, WordTiming } from './speech/speech-types.ts';
export { SSML_GENDERS } from './speech/speech-types.ts';
export { filterVoicesByLanguage, sortVoices } from './speech/voice-order.ts';
export { estimateWordTimings } from './speech/word-timings.ts';
// Audio
export { concatWavs, decodeWav, encodeWav, InvalidWavError, type PcmAudio, resample, silentWav, type WavSegment, wavDurationSeconds } from './wav/wav.ts';
