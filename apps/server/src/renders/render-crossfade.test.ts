import { mkdtemp, open, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Slide, themeById } from '@lectern/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakePorts, slide } from './fake-render-ports';
import { VideoTooLongError } from './render-length';
import { DRAWING_YIELD_MS, renderVideo } from './render-pipeline';
import type { RenderPorts } from './render-ports';

/** Decision 180: each slide's segment ends by crossfading into the next slide's opening, and the stages of a render overlap. */
describe('slide videos that crossfade, rendered in overlapping stages', () => {
  let work: string;
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'lectern-render-crossfade-'));
  });
  afterAll(() => rm(work, { recursive: true, force: true }));

  const settings = { theme: themeById('corporate-blue'), logo: null, images: new Map(), voice: undefined, language: 'en-US', format: 'webm' as const };
  const slides = () => [1, 2, 3].map((n) => ({ ...slide(n, `Slide ${n} says a few words.`), keyPoints: [] }) as Slide);

  /** The fake platform drawing each slide as its own bytes, recording what each encode ends on. */
  function recording() {
    const { ports, calls } = fakePorts();
    const encoded: { slide: number; crossfade: boolean; into: number | null; fadesTo: string | null }[] = [];
    const platform: RenderPorts = {
      ...ports,
      async drawSlide(s) {
        calls.draw += 1;
        return new Uint8Array(16).fill(s.order);
      },
      async encode(input) {
        encoded.push({
          slide: input.frames[0]!.rgba[0]!,
          crossfade: Boolean(input.motion?.crossfade),
          into: input.crossfadeInto ? input.crossfadeInto[0]! : null,
          fadesTo: input.motion?.fade?.color ?? null,
        });
        return ports.encode(input);
      },
    };
    return { platform, calls, encoded };
  }

  it('ends every slide on the next one, opens on the slide itself, and fades only the last to black', async () => {
    const { platform, encoded } = recording();
    await renderVideo(platform, { ...settings, slides: slides(), output: join(work, 'all.webm') }, new AbortController().signal, () => {});
    expect(encoded.sort((a, b) => a.slide - b.slide)).toEqual([
      { slide: 1, crossfade: true, into: 2, fadesTo: null },
      { slide: 2, crossfade: true, into: 3, fadesTo: null },
      { slide: 3, crossfade: false, into: null, fadesTo: '#000000' },
    ]);
  });

  it('re-encodes only the slide whose script changed, and the slide before one whose look changed', async () => {
    const { platform, encoded } = recording();
    const first = slides();
    await renderVideo(platform, { ...settings, slides: first, output: join(work, 'a.webm') }, new AbortController().signal, () => {});
    encoded.length = 0;
    // A new script for slide 2: its opening is unchanged, so slide 1 (which ends on it) is reused.
    const scripted = first.map((s) => (s.order === 2 ? { ...s, script: 'Slide 2 now says something else.' } : s));
    await renderVideo(platform, { ...settings, slides: scripted, output: join(work, 'b.webm') }, new AbortController().signal, () => {});
    expect(encoded.map((e) => e.slide)).toEqual([2]);
    // The reused slide 3 is drawn again for slide 2 to end on.
    expect(encoded[0]?.into).toBe(3);
    encoded.length = 0;
    // A new title for slide 3 changes what slide 2 ends on.
    const retitled = scripted.map((s) => (s.order === 3 ? { ...s, title: 'A new title' } : s));
    await renderVideo(platform, { ...settings, slides: retitled, output: join(work, 'c.webm') }, new AbortController().signal, () => {});
    expect(encoded.map((e) => e.slide).sort()).toEqual([2, 3]);
  });

  it('encodes a slide as soon as its own narration exists, while later slides are still being spoken', async () => {
    const { platform } = recording();
    let firstEncoded: () => void = () => {};
    const encodedOne = new Promise<void>((resolve) => {
      firstEncoded = resolve;
    });
    const ports: RenderPorts = {
      ...platform,
      // The last slide's narration is only finished once a segment has been encoded: without overlapping stages this never ends.
      async speak(text, options) {
        if (text.startsWith('Slide 3')) await encodedOne;
        return platform.speak(text, options);
      },
      async encode(input) {
        await platform.encode(input);
        firstEncoded();
      },
    };
    const result = await renderVideo(ports, { ...settings, slides: slides(), output: join(work, 'overlap.webm') }, new AbortController().signal, () => {});
    expect(result.slideSeconds).toHaveLength(3);
  });

  it('takes a clip that arrives by I/O while later slides are still being drawn (decision 193)', async () => {
    const { platform } = recording();
    const events: string[] = [];
    const six = [1, 2, 3, 4, 5, 6].map((n) => ({ ...slide(n, `Slide ${n} says a few words.`), keyPoints: [] }) as Slide);
    const ports: RenderPorts = {
      ...platform,
      async drawSlide(s, options) {
        events.push(`draw ${s.order}`);
        return platform.drawSlide(s, options);
      },
      async speak(text, options) {
        const said = await platform.speak(text, options);
        // As a synthesis or a cached clip does: the answer comes back through the event loop.
        await new Promise((resolve) => setImmediate(resolve));
        events.push(`spoken ${text.split(' ')[1]}`);
        return said;
      },
    };
    await renderVideo(ports, { ...settings, slides: six, output: join(work, 'interleaved.webm') }, new AbortController().signal, () => {});
    expect(events.indexOf('spoken 1')).toBeGreaterThan(-1);
    expect(events.indexOf('spoken 1')).toBeLessThan(events.indexOf('draw 6'));
  });

  it('takes a clip read from files while the first slides are drawn, not one drawing per step of the reads (decision 197)', async () => {
    const { platform } = recording();
    const events: string[] = [];
    // Each drawing: whether a file request was under way as it began (what betweenDrawings looks
    // for), and how long after the drawing before it (or the render's start) it began.
    const drawings: { order: number; readUnderWay: boolean; after: number }[] = [];
    const file = join(work, 'clip.json');
    await writeFile(file, JSON.stringify({ said: 'a few words' }));
    const six = [1, 2, 3, 4, 5, 6].map((n) => ({ ...slide(n, `Slide ${n} says a few words.`), keyPoints: [] }) as Slide);
    let last = 0;
    const ports: RenderPorts = {
      ...platform,
      async drawSlide(s, options) {
        const now = performance.now();
        drawings.push({ order: s.order, readUnderWay: process.getActiveResourcesInfo().some((r) => r.startsWith('FSReq')), after: now - last });
        last = now;
        events.push(`draw ${s.order}`);
        return platform.drawSlide(s, options);
      },
      async speak(text, options) {
        // As a cached clip is read: a chain of file requests, each started as the one before ends,
        // so one is under way from the first to the last (a close is not listed, so it comes after).
        const n = text.split(' ')[1];
        events.push(`reading ${n}`);
        const handle = await open(file, 'r');
        for (let i = 0; i < 3; i++) JSON.parse((await handle.read({ buffer: Buffer.alloc(64), position: 0 })).buffer.toString('utf8').replace(/\0+$/, ''));
        events.push(`spoken ${n}`);
        await handle.close();
        return platform.speak(text, options);
      },
    };
    last = performance.now();
    await renderVideo(ports, { ...settings, slides: six, output: join(work, 'read-while-drawing.webm') }, new AbortController().signal, () => {});
    // The first clip's reads are under way before anything is drawn...
    expect(events.indexOf('reading 1')).toBeLessThan(events.indexOf('draw 1'));
    expect(drawings.map((d) => d.order)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const drawing of drawings) {
      // ...and a drawing never cuts in while they are: it begins once they are done (so the
      // first clip is taken before it), or, on a machine too slow to read within the bound, only
      // after waiting the whole bound. Ordered by events, not by how fast the machine is.
      if (drawing.readUnderWay) expect(drawing.after).toBeGreaterThanOrEqual(DRAWING_YIELD_MS);
      else expect(events.indexOf('spoken 1')).toBeLessThan(events.indexOf(`draw ${drawing.order}`));
    }
  });

  it('starts the join while the last segment is encoding and gives it every segment in order once all exist (decision 208)', async () => {
    const { platform } = recording();
    const events: string[] = [];
    const ports: RenderPorts = {
      ...platform,
      async encode(input) {
        events.push(`encode ${input.frames[0]!.rgba[0]}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
        await platform.encode(input);
        events.push(`encoded ${input.frames[0]!.rgba[0]}`);
      },
      async concat(files, output, format, signal) {
        events.push('join started');
        const list = await files;
        events.push(`join ${list.length} files`);
        return platform.concat(list, output, format, signal);
      },
    };
    await renderVideo(ports, { ...settings, slides: slides(), output: join(work, 'early-join.webm') }, new AbortController().signal, () => {});
    // Started once the last slide's encode is under way (not at the render's start), joined after every segment.
    expect(events.indexOf('join started')).toBeGreaterThan(events.indexOf('encode 2'));
    expect(events.indexOf('join started')).toBeLessThan(events.indexOf('encoded 3'));
    expect(events.filter((e) => e.startsWith('join '))).toEqual(['join started', 'join 3 files']);
    expect(events.at(-1)).toBe('join 3 files');
  });

  it('stops a join started ahead, with the render’s own error, when the last segment fails (decision 208)', async () => {
    const { platform } = recording();
    let joinFailed: unknown;
    const ports: RenderPorts = {
      ...platform,
      async encode(input) {
        if (input.frames[0]!.rgba[0] === 3) {
          await new Promise((resolve) => setTimeout(resolve, 20));
          throw new Error('ffmpeg exited with code 1');
        }
        return platform.encode(input);
      },
      async concat(files, output, format, signal) {
        try {
          return await platform.concat(await files, output, format, signal);
        } catch (error) {
          joinFailed = error;
          throw error;
        }
      },
    };
    const render = renderVideo(ports, { ...settings, slides: slides(), output: join(work, 'failed-join.webm') }, new AbortController().signal, () => {});
    await expect(render).rejects.toThrow('ffmpeg exited with code 1');
    expect(String(joinFailed)).toContain('ffmpeg exited with code 1');
  });

  it('refuses a narration too long as soon as the clips so far are, before the rest is spoken, encoded or joined (decision 149)', async () => {
    const { platform, calls } = recording();
    // The fake voice says two words a second: slide 1 alone runs 50 s.
    const long = slides().map((s) => (s.order === 1 ? { ...s, script: Array.from({ length: 100 }, () => 'word').join(' ') } : s));
    const spoken: string[] = [];
    const ports: RenderPorts = {
      ...platform,
      async speak(text, options) {
        spoken.push(text);
        return platform.speak(text, options);
      },
    };
    const render = renderVideo(
      ports,
      { ...settings, slides: long, lengthLimit: { chosenSeconds: 40, kind: 'non_avatar' }, output: join(work, 'long.webm') },
      new AbortController().signal,
      () => {},
    );
    await expect(render).rejects.toBeInstanceOf(VideoTooLongError);
    // The first clip is already over 40 s + 10 %: the third slide is never spoken, nothing is encoded or joined.
    expect(spoken.some((text) => text.startsWith('Slide 3'))).toBe(false);
    expect(calls.encode).toBe(0);
    expect(calls.concat).toBe(0);
  });
});
