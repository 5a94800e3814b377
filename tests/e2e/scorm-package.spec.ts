import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { expect, type Frame, type Page, test } from '@playwright/test';
import { FIRE_QUIZ, fireQuizVideo } from './support/fire-quiz';
import { type SiteEntry, startOtherOriginSite } from './support/other-origin-site';
import { type RenderedVideo, renderedVideo } from './support/rendered-video';

const require = createRequire(import.meta.url);
/** scorm-again (npm), a SCORM runtime LMSs embed: the "LMS side" of these journeys. */
const RUNTIMES = {
  '1.2': require.resolve('scorm-again/scorm12/min'),
  '2004': require.resolve('scorm-again/scorm2004/min'),
} as const;

type Version = keyof typeof RUNTIMES;
interface LmsCall {
  call: string;
  element: string | null;
  value: string | null;
  /** The share of the video the course says was watched when the LMS received the call. */
  progress: number | null;
}

/**
 * The LMS page: scorm-again's API object where a SCORM course looks for it (window.API for 1.2,
 * window.API_1484_11 for 2004), every call logged with the course's own watched share at that
 * moment, and the package's launch page in an iframe, as LMSs run courses.
 */
function lmsPage(version: Version): string {
  const [global, make, init, set, commit, finish] =
    version === '1.2'
      ? ['API', 'Scorm12API', 'LMSInitialize', 'LMSSetValue', 'LMSCommit', 'LMSFinish']
      : ['API_1484_11', 'Scorm2004API', 'Initialize', 'SetValue', 'Commit', 'Terminate'];
  return `<!doctype html>
<html><head><meta charset="utf-8"><title>Test LMS</title>
<script src="/runtime-${version}.js"></script>
<script>
  window.lmsLog = [];
  const progressNow = () => {
    try { return document.getElementById('course').contentWindow.LecternScorm.state().progress; } catch (e) { return null; }
  };
  const log = (call, element, value) => window.lmsLog.push({ call, element: element ?? null, value: value === undefined ? null : String(value), progress: progressNow() });
  window.${global} = new ${make}({ logLevel: 5, autocommit: false });
  window.${global}.on('${init}', () => log('${init}'));
  window.${global}.on('${set}.cmi.*', (element, value) => log('${set}', element, value));
  window.${global}.on('${commit}', () => log('${commit}'));
  window.${global}.on('${finish}', () => log('${finish}'));
</script></head>
<body><h1>Test LMS</h1><iframe id="course" title="Course" src="/course-${version}/index.html" width="960" height="600"></iframe></body></html>`;
}

async function downloadPackage(request: import('@playwright/test').APIRequestContext, video: RenderedVideo, version: Version, dir: string) {
  const res = await request.get(`/api/videos/${video.videoId}/scorm.zip${version === '1.2' ? '' : '?version=2004'}`, { headers: video.auth });
  expect(res.status(), await res.text().catch(() => '')).toBe(200);
  expect(res.headers()['content-type']).toBe('application/zip');
  expect(res.headers()['content-disposition']).toMatch(new RegExp(`^attachment; filename=".+-scorm-${version}\\.zip"$`));
  const zip = join(dir, `package-${version}.zip`);
  writeFileSync(zip, await res.body());
  const folder = join(dir, `course-${version}`);
  mkdirSync(folder, { recursive: true });
  // unzip checks every CRC as it extracts.
  execFileSync('unzip', ['-q', zip, '-d', folder]);
  return folder;
}

function listedFiles(manifest: string): string[] {
  return [...manifest.matchAll(/<file href="([^"]+)"\/>/g)].map((m) => m[1]!);
}

const calls = (page: Page) => page.evaluate(() => (window as unknown as { lmsLog: LmsCall[] }).lmsLog);
const courseFrame = (page: Page): Frame => {
  const frame = page.frames().find((f) => f.url().includes('/course-'));
  if (!frame) throw new Error('the course frame is not there');
  return frame;
};
/** Plays the course's video (from `from` seconds, or where it is) at `rate`, muted so the browser allows it. */
const play = (frame: Frame, from: number | null, rate: number) =>
  frame.evaluate(
    async ([start, speed]) => {
      const video = document.querySelector('video') as HTMLVideoElement;
      video.muted = true;
      video.playbackRate = speed;
      if (start !== null) video.currentTime = start;
      await video.play();
    },
    [from, rate] as const,
  );
const position = (frame: Frame) => frame.evaluate(() => (document.querySelector('video') as HTMLVideoElement).currentTime);
const pause = (frame: Frame) => frame.evaluate(() => (document.querySelector('video') as HTMLVideoElement).pause());
const ended = (frame: Frame) => frame.evaluate(() => (document.querySelector('video') as HTMLVideoElement).ended);

/** Watches from the start, pausing once on the way (a pause reports progress), until the LMS hears `status`. */
async function watchWithAPause(page: Page, frame: Frame, duration: number, statusElement: string) {
  await play(frame, 0, 2);
  await expect.poll(() => position(frame), { timeout: 30_000 }).toBeGreaterThan(duration * 0.4);
  await pause(frame);
  const log = await calls(page);
  expect(log.some((c) => c.element === statusElement && c.value === 'completed')).toBe(false);
  await play(frame, null, 2);
  await expect.poll(async () => (await calls(page)).some((c) => c.element === statusElement && c.value === 'completed'), { timeout: 60_000 }).toBe(true);
}

test('an LMS running the SCORM 1.2 package sees it start, report progress and complete only after 90 % is actually watched; SCORM 2004 too', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(360_000);
  const video = await renderedVideo(request, 'lms-author', 'Fire Safety Basics');
  const dir = testInfo.outputPath('packages');
  mkdirSync(dir, { recursive: true });

  const site: Record<string, SiteEntry> = {};
  for (const version of ['1.2', '2004'] as const) {
    const folder = await downloadPackage(request, video, version, dir);
    const files = readdirSync(folder).sort();
    expect(files).toEqual(['captions.vtt', 'chapters.vtt', 'imsmanifest.xml', 'index.html', 'scorm.js', 'video.webm']);
    const manifest = readFileSync(join(folder, 'imsmanifest.xml'), 'utf8');
    expect(manifest).toContain(version === '1.2' ? '<schemaversion>1.2</schemaversion>' : '<schemaversion>2004 4th Edition</schemaversion>');
    // Every file of the package is on the SCO's resource, and nothing else.
    expect(listedFiles(manifest).sort()).toEqual(files.filter((f) => f !== 'imsmanifest.xml'));
    // Each slide title is a chapter.
    const chapters = readFileSync(join(folder, 'chapters.vtt'), 'utf8');
    expect(chapters).toMatch(/^WEBVTT\n\n1\n00:00:00\.000 --> [\d:.]+\nFire Safety\n\n2\n[\d:.]+ --> [\d:.]+\nAssembly Point\n$/);
    for (const file of files) site[`/course-${version}/${file}`] = { file: join(folder, file) };
    site[`/lms-${version}.html`] = { text: lmsPage(version) };
    site[`/runtime-${version}.js`] = { file: RUNTIMES[version] };
  }
  const lms = await startOtherOriginSite(site);
  try {
    // SCORM 1.2.
    await page.goto(`${lms.origin}/lms-1.2.html`);
    await expect.poll(async () => (await calls(page)).map((c) => c.call)).toContain('LMSInitialize');
    await expect.poll(async () => (await calls(page)).some((c) => c.element === 'cmi.core.lesson_status' && c.value === 'incomplete')).toBe(true);
    const course = courseFrame(page);
    await expect(page.frameLocator('#course').locator('video track[kind="captions"]')).toHaveAttribute('srclang', 'en-US');
    await expect.poll(() => course.evaluate(() => (document.querySelector('video') as HTMLVideoElement).readyState), { timeout: 20_000 }).toBeGreaterThan(0);

    // Jumping to the end gives no credit for what was skipped.
    await play(course, video.duration * 0.93, 1);
    await expect.poll(() => ended(course), { timeout: 30_000 }).toBe(true);
    let log = await calls(page);
    expect(log.some((c) => c.value === 'completed')).toBe(false);
    const afterJump = await course.evaluate(() => (window as unknown as { LecternScorm: { state(): { progress: number } } }).LecternScorm.state().progress);
    expect(afterJump).toBeLessThan(0.2);
    expect(log.some((c) => c.element === 'cmi.suspend_data' && c.value?.startsWith('w1:'))).toBe(true);

    // Watching from the start completes it, once the watched share reaches 90 %.
    await watchWithAPause(page, course, video.duration, 'cmi.core.lesson_status');
    log = await calls(page);
    const completedAt = log.find((c) => c.element === 'cmi.core.lesson_status' && c.value === 'completed')!;
    expect(completedAt.progress).toBeGreaterThanOrEqual(0.9);
    // Progress went to the LMS as the video played: the position, the watched ranges, commits.
    const locations = log.filter((c) => c.element === 'cmi.core.lesson_location').map((c) => Number(c.value));
    expect(locations.length).toBeGreaterThanOrEqual(2);
    expect(new Set(locations).size).toBeGreaterThanOrEqual(2);
    expect(log.filter((c) => c.call === 'LMSCommit').length).toBeGreaterThanOrEqual(2);

    // Leaving the course finishes the session with its time in SCORM 1.2's format.
    await page.evaluate(() => {
      (document.getElementById('course') as HTMLIFrameElement).src = 'about:blank';
    });
    await expect.poll(async () => (await calls(page)).map((c) => c.call)).toContain('LMSFinish');
    log = await calls(page);
    expect(log.find((c) => c.element === 'cmi.core.session_time')?.value).toMatch(/^\d{2,4}:\d{2}:\d{2}(\.\d{1,2})?$/);
    expect(log.find((c) => c.element === 'cmi.core.exit')?.value).toBe('');
    const lessonStatus = await page.evaluate(() => (window as unknown as { API: { cmi: { core: { lesson_status: string } } } }).API.cmi.core.lesson_status);
    expect(lessonStatus).toBe('completed');

    // SCORM 2004: the same course reports through API_1484_11.
    await page.goto(`${lms.origin}/lms-2004.html`);
    await expect.poll(async () => (await calls(page)).map((c) => c.call)).toContain('Initialize');
    await expect.poll(async () => (await calls(page)).some((c) => c.element === 'cmi.completion_status' && c.value === 'incomplete')).toBe(true);
    const course2004 = courseFrame(page);
    await expect
      .poll(() => course2004.evaluate(() => (document.querySelector('video') as HTMLVideoElement).readyState), { timeout: 20_000 })
      .toBeGreaterThan(0);
    await watchWithAPause(page, course2004, video.duration, 'cmi.completion_status');
    log = await calls(page);
    expect(log.find((c) => c.element === 'cmi.completion_status' && c.value === 'completed')!.progress).toBeGreaterThanOrEqual(0.9);
    const measures = log.filter((c) => c.element === 'cmi.progress_measure').map((c) => Number(c.value));
    expect(measures.length).toBeGreaterThanOrEqual(2);
    expect(Math.max(...measures)).toBeGreaterThanOrEqual(0.9);
    expect(Math.min(...measures)).toBeLessThan(0.9);
    await page.evaluate(() => {
      (document.getElementById('course') as HTMLIFrameElement).src = 'about:blank';
    });
    await expect.poll(async () => (await calls(page)).map((c) => c.call)).toContain('Terminate');
    log = await calls(page);
    expect(log.find((c) => c.element === 'cmi.session_time')?.value).toMatch(/^PT(\d+H)?(\d+M)?\d+(\.\d{1,2})?S$/);
    expect(log.find((c) => c.element === 'cmi.exit')?.value).toBe('normal');
  } finally {
    await lms.close();
  }
});

const courseState = (frame: Frame) =>
  frame.evaluate(() => (window as unknown as { LecternScorm: { state(): { asking: string | null; score: number } } }).LecternScorm.state());

test('a quiz question in the LMS packages: the video stops, the answer is reported as an interaction with the score, passed or failed by the pass mark, in SCORM 1.2 and 2004; the share page asks it too', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(360_000);
  const video = await fireQuizVideo(request, 'lms-quiz');
  const dir = testInfo.outputPath('quiz-packages');
  mkdirSync(dir, { recursive: true });
  const site: Record<string, SiteEntry> = {};
  for (const version of ['1.2', '2004'] as const) {
    const res = await request.get(`/api/videos/${video.videoId}/scorm.zip?version=${version}&passMark=${version === '1.2' ? 80 : 50}`, { headers: video.auth });
    expect(res.status()).toBe(200);
    const zip = join(dir, `quiz-${version}.zip`);
    writeFileSync(zip, await res.body());
    const folder = join(dir, `course-${version}`);
    mkdirSync(folder, { recursive: true });
    execFileSync('unzip', ['-q', zip, '-d', folder]);
    for (const file of readdirSync(folder)) site[`/course-${version}/${file}`] = { file: join(folder, file) };
    site[`/lms-${version}.html`] = { text: lmsPage(version) };
    site[`/runtime-${version}.js`] = { file: RUNTIMES[version] };
  }
  const lms = await startOtherOriginSite(site);
  try {
    // SCORM 1.2: the right answer passes at 80 %.
    await page.goto(`${lms.origin}/lms-1.2.html`);
    await expect.poll(async () => (await calls(page)).some((c) => c.element === 'cmi.core.lesson_status' && c.value === 'incomplete')).toBe(true);
    let course = courseFrame(page);
    await expect.poll(() => course.evaluate(() => (document.querySelector('video') as HTMLVideoElement).readyState), { timeout: 20_000 }).toBeGreaterThan(0);
    await play(course, 0, 1);
    const question = page.frameLocator('#course').getByRole('region', { name: 'Quick question' });
    await expect(question).toBeVisible({ timeout: 40_000 });
    expect(await course.evaluate(() => (document.querySelector('video') as HTMLVideoElement).paused)).toBe(true);
    await page.screenshot({ path: testInfo.outputPath('scorm-quiz-question.png') });
    await question.getByRole('radio', { name: 'A. The north car park' }).check();
    await question.getByRole('button', { name: 'Check answer' }).click();
    await expect(question.getByRole('status')).toContainText('Right!');
    await expect(question.getByRole('status')).toContainText(FIRE_QUIZ.explanation);
    await page.screenshot({ path: testInfo.outputPath('scorm-quiz-answered.png') });
    await question.getByRole('button', { name: 'Continue' }).click();
    await expect(question).toBeHidden();
    let log = await calls(page);
    const value = (element: string) => log.filter((c) => c.element === element).at(-1)?.value;
    expect(value('cmi.interactions.0.id')).toBe('q1');
    expect(value('cmi.interactions.0.type')).toBe('choice');
    expect(value('cmi.interactions.0.student_response')).toBe('a');
    expect(value('cmi.interactions.0.result')).toBe('correct');
    expect(value('cmi.interactions.0.latency')).toMatch(/^\d{2,4}:\d{2}:\d{2}(\.\d{1,2})?$/);
    expect(value('cmi.core.score.raw')).toBe('100');
    expect(value('cmi.core.score.max')).toBe('100');
    expect(value('cmi.core.lesson_status')).toBe('passed');
    // scorm-again accepted every value: what the LMS holds is what was sent.
    const held = await page.evaluate(() => {
      const cmi = (window as unknown as { API: { cmi: { core: { lesson_status: string; score: { raw: string } } } } }).API.cmi;
      return { status: cmi.core.lesson_status, raw: cmi.core.score.raw };
    });
    expect(held).toEqual({ status: 'passed', raw: '100' });

    // SCORM 2004 at a 50 % pass mark: a wrong answer fails; watching completes it all the same.
    await page.goto(`${lms.origin}/lms-2004.html`);
    await expect.poll(async () => (await calls(page)).some((c) => c.element === 'cmi.completion_status' && c.value === 'incomplete')).toBe(true);
    course = courseFrame(page);
    await expect.poll(() => course.evaluate(() => (document.querySelector('video') as HTMLVideoElement).readyState), { timeout: 20_000 }).toBeGreaterThan(0);
    await play(course, 0, 1);
    const question2004 = page.frameLocator('#course').getByRole('region', { name: 'Quick question' });
    await expect(question2004).toBeVisible({ timeout: 40_000 });
    await question2004.getByRole('radio', { name: 'B. The front door' }).check();
    await question2004.getByRole('button', { name: 'Check answer' }).click();
    await expect(question2004.getByRole('status')).toContainText('Not quite.');
    await question2004.getByRole('button', { name: 'Continue' }).click();
    expect((await courseState(course)).score).toBe(0);
    log = await calls(page);
    expect(value('cmi.interactions.0.learner_response')).toBe('b');
    expect(value('cmi.interactions.0.result')).toBe('incorrect');
    expect(value('cmi.interactions.0.latency')).toMatch(/^PT(\d+H)?(\d+M)?\d+(\.\d{1,2})?S$/);
    expect(value('cmi.score.scaled')).toBe('0');
    expect(value('cmi.success_status')).toBe('failed');
    await expect
      .poll(async () => (await calls(page)).some((c) => c.element === 'cmi.completion_status' && c.value === 'completed'), { timeout: 60_000 })
      .toBe(true);
  } finally {
    await lms.close();
  }

  // The share page asks the same question, on a phone-sized screen too.
  const shared = await request.post('/api/videos/share', { headers: video.auth, data: { videoId: video.videoId, title: 'Fire Quiz' } });
  expect(shared.ok(), await shared.text()).toBe(true);
  const { slug } = await shared.json();
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
    await page.goto(`/share/${slug}`);
    await expect(page.getByLabel('Fire Quiz', { exact: true })).toBeVisible();
    await page.evaluate(async () => {
      const player = document.querySelector('video') as HTMLVideoElement;
      player.muted = true;
      await player.play();
    });
    const asked = page.getByRole('region', { name: 'Quick question' });
    await expect(asked).toBeVisible({ timeout: 40_000 });
    await page.screenshot({ path: testInfo.outputPath(`share-quiz-${width}.png`), fullPage: true });
    await asked.getByRole('radio', { name: 'A. The north car park' }).check();
    await asked.getByRole('button', { name: 'Check answer' }).click();
    await expect(asked.getByRole('status')).toContainText('Right!');
    await page.screenshot({ path: testInfo.outputPath(`share-quiz-${width}-answered.png`), fullPage: true });
    await asked.getByRole('button', { name: 'Continue' }).click();
    await expect(asked).toBeHidden();
  }
});
