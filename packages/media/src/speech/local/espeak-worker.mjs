// Runs the eSpeak NG engine (compiled to JavaScript) off the main thread: synthesis is synchronous
// and takes about 1 s per 20 s of speech, which would otherwise stall every HTTP request.
// Plain JavaScript so it loads in any runtime (tsx, vitest, built server) without a TS loader.
import { parentPort } from 'node:worker_threads';
import createEspeak from '@echogarden/espeak-ng-emscripten';

const module = await createEspeak();
const engine = new module.eSpeakNGWorker();
let currentVoice = '';

parentPort.on('message', (message) => {
  const { id } = message;
  try {
    if (message.type === 'voices') {
      parentPort.postMessage({ id, voices: engine.list_voices() });
      return;
    }
    if (message.voice !== currentVoice) {
      const status = engine.set_voice(message.voice);
      if (status !== 0) throw new Error(`voice ${message.voice} is not available (${status})`);
      currentVoice = message.voice;
    }
    engine.set_rate(message.wordsPerMinute);
    const chunks = [];
    const events = [];
    engine.synthesize(message.ssml, (samples, chunkEvents) => {
      if (samples?.length) chunks.push(samples);
      for (const event of chunkEvents) {
        if (event.type === 'word' || event.type === 'end' || event.type === 'sentence') {
          events.push({ type: event.type, textPosition: event.text_position, length: event.word_length, audioMs: event.audio_position });
        } else if (event.type === 'phoneme' && typeof event.id === 'string') {
          // The phoneme's IPA spelling (with stress and length marks): the presenter's lip sync.
          events.push({ type: 'phoneme', textPosition: event.text_position, length: 0, audioMs: event.audio_position, phoneme: event.id });
        }
      }
      return 0; // 0 = continue synthesis
    });
    const total = chunks.reduce((n, c) => n + c.length, 0);
    const samples = new Int16Array(total);
    let at = 0;
    for (const chunk of chunks) {
      samples.set(chunk, at);
      at += chunk.length;
    }
    parentPort.postMessage({ id, samples, sampleRate: engine.get_samplerate(), events }, [samples.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});

parentPort.postMessage({ ready: true });
