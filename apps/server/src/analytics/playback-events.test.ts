import { randomUUID } from 'node:crypto';
import { PLAYBACK_LIMITS, PLAYBACK_MESSAGES, PLAYBACK_RATE_LIMITS, type PlaybackEvent, playbackBatches, type WatchedRange } from '@lectern/core';
import { eq, playbackDaily, playbackEvents, rows, sql, videos, viewerQuestions } from '@lectern/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { prunePlaybackEvents } from './record-playback-events';

// A 100 s video of four slides (starting at 0, 20, 50 and 80 s) with one quiz whose right answer is B.
const METADATA = {
  chapters: [
    { title: 'Welcome', startSeconds: 0 },
    { title: 'Exits', startSeconds: 20 },
    { title: 'Quiz', startSeconds: 50 },
    { title: 'Forklifts', startSeconds: 80 },
  ],
  quizzes: [{ id: 'q1', slideIndex: 2, atSeconds: 60, question: 'Where do we meet?', answers: ['Lobby', 'North car park'], correct: [1], explanation: '' }],
};

const viewer = (n: number) => `viewer-${String(n).padStart(12, '0')}`;

async function setUp() {
  const t = await createTestApp({ rateLimit: true });
  const video = async (token: string, userId: string, name: string, share: boolean) => {
    const project = (await (await t.request('/api/projects', { token, body: { name, purpose: 'Compliance Training' } })).json()).project.id as string;
    const [v] = await t.database.db
      .insert(videos)
      .values({
        project_id: project,
        user_id: userId,
        filename: 'v.webm',
        storage_key: `videos/${project}.webm`,
        format: 'webm',
        duration: '100',
        file_size: 16,
        metadata: METADATA,
      })
      .returning();
    if (!share) return { id: v!.id, project, slug: 'aaaaaaaaaaaa' };
    const res = await t.request('/api/videos/share', { token, body: { videoId: v!.id, title: name } });
    return { id: v!.id, project, slug: (await res.json()).slug as string };
  };
  const owner = await t.signUp('owner@example.com');
  const other = await t.signUp('other@example.com');
  return {
    t,
    owner,
    other,
    own: await video(owner.token, owner.userId, 'Induction', true),
    unshared: await video(owner.token, owner.userId, 'Draft', false),
    theirs: await video(other.token, other.userId, 'Payroll', true),
  };
}

type Setup = Awaited<ReturnType<typeof setUp>>;
const send = (t: TestApp, slug: string, body: unknown, headers: Record<string, string> = {}) =>
  t.app.request(`/api/share/${slug}/events`, {
    method: 'POST',
    // sendBeacon sends a string as text/plain.
    headers: { 'Content-Type': 'text/plain;charset=UTF-8', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const dayOf = async (t: TestApp, videoId: string) => (await t.database.db.select().from(playbackDaily).where(eq(playbackDaily.video_id, videoId)))[0];
const eventCount = async (t: TestApp) => (await t.database.db.select().from(playbackEvents)).length;

// One app with the limits on: the tests before the last stay well within them.
describe('playback events of a shared video', () => {
  let s: Setup;
  beforeAll(async () => {
    s = await setUp();
  });
  afterAll(() => s.t.close());

  it.each([
    ['a body that is not JSON', 'not json{'],
    ['no viewer id', { events: [{ kind: 'play' }] }],
    ['a made-up kind', { viewerId: viewer(1), events: [{ kind: 'like' }] }],
    ['a range ending before it starts', { viewerId: viewer(1), events: [{ kind: 'progress', ranges: [[40, 10]] }] }],
  ])('refuses %s with the product words and stores nothing', async (_, body) => {
    const res = await send(s.t, s.own.slug, body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: PLAYBACK_MESSAGES.invalid });
    expect(await eventCount(s.t)).toBe(0);
  });

  it('takes no events for a video that is not shared', async () => {
    for (const slug of [s.unshared.slug, 'no-such-share-link', s.unshared.id]) {
      const res = await send(s.t, slug, { viewerId: viewer(1), events: [{ kind: 'play' }] });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: expect.any(String) });
    }
    expect(await eventCount(s.t)).toBe(0);
  });

  it("adds each viewer's events to the video's figures for the day, keeping no address", async () => {
    const ip = { 'X-Forwarded-For': '203.0.113.77' };
    const sends = [
      [viewer(1), [{ kind: 'play' }, { kind: 'progress', ranges: [[0, 30]] }]],
      [
        viewer(1),
        [
          { kind: 'progress', ranges: [[20, 65]] },
          { kind: 'quiz-answer', quizId: 'q1', answers: [0] },
        ],
      ],
      [viewer(1), [{ kind: 'quiz-answer', quizId: 'q1', answers: [1] }, { kind: 'progress', ranges: [[60, 100]] }, { kind: 'ended' }]],
      [
        viewer(2),
        [
          {
            kind: 'progress',
            ranges: [
              [0, 25],
              [0, 25],
            ],
          },
          { kind: 'question' },
        ],
      ],
      [
        viewer(3),
        [
          { kind: 'progress', ranges: [[82, 500]] },
          { kind: 'quiz-answer', quizId: 'q1', answers: [1] },
          { kind: 'quiz-answer', quizId: 'q7', answers: [0] },
        ],
      ],
    ] as const;
    for (const [viewerId, events] of sends) expect((await send(s.t, s.own.slug, { viewerId, events }, ip)).status).toBe(200);
    const day = await dayOf(s.t, s.own.id);
    expect(day).toMatchObject({ viewers: 3, completions: 1, questions: 1, slide_reach: [2, 2, 1, 2], quizzes: { q1: { answered: 2, rightFirstTime: 1 } } });
    expect(day!.watch_share_sum).toBeCloseTo(1 + 0.25 + 0.18);
    const stored = await rows<{ row: string }>(s.t.database.db, sql`SELECT row_to_json(e)::text AS row FROM playback_events e`);
    expect(stored).toHaveLength(12);
    expect(stored.some((r) => r.row.includes('203.0.113.77'))).toBe(false);
  });

  it("cannot reach another owner's video: events go to the shared link's video only", async () => {
    const before = await dayOf(s.t, s.theirs.id);
    const res = await send(s.t, s.own.slug, { viewerId: viewer(4), videoId: s.theirs.id, shareId: s.theirs.slug, events: [{ kind: 'ended' }] });
    expect(res.status).toBe(200);
    expect(await dayOf(s.t, s.theirs.id)).toEqual(before);
    expect((await dayOf(s.t, s.own.id))!.completions).toBe(2);
  });

  it("gives the owner each video's figures and their CSV, and no one else", async () => {
    const res = await s.t.request(`/api/projects/${s.own.project}/analytics?days=7`, { token: s.owner.token });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.days).toBe(7);
    expect(body.videos).toHaveLength(1);
    const [video] = body.videos;
    expect(video).toMatchObject({
      videoId: s.own.id,
      title: 'Induction',
      shared: true,
      uniqueViewers: 4,
      viewerDays: 4,
      completionRate: 0.5,
      questions: 1,
      slides: [
        { index: 0, title: 'Welcome', viewers: 2 },
        { index: 1, title: 'Exits', viewers: 2 },
        { index: 2, title: 'Quiz', viewers: 1 },
        { index: 3, title: 'Forklifts', viewers: 2 },
      ],
      quizzes: [{ id: 'q1', question: 'Where do we meet?', answered: 2, rightFirstTime: 1, shareRightFirstTime: 0.5 }],
      questionGroups: [],
    });
    expect(video.averageShareWatched).toBeCloseTo(1.43 / 4, 2);
    expect(video.days).toEqual([expect.objectContaining({ viewers: 4, completions: 2, completionRate: 0.5 })]);

    const csv = await s.t.request(`/api/projects/${s.own.project}/analytics.csv`, { token: s.owner.token });
    expect(csv.headers.get('Content-Type')).toContain('text/csv');
    expect(csv.headers.get('Content-Disposition')).toContain('attachment');
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2},Induction,4,0\.3\d+,2,0\.5,1$/);

    for (const path of ['analytics', 'analytics.csv']) {
      const foreign = await s.t.request(`/api/projects/${s.own.project}/${path}`, { token: s.other.token });
      expect(foreign.status).toBe(404);
      expect(await foreign.json()).toEqual({ error: expect.any(String) });
      expect((await s.t.request(`/api/projects/${s.own.project}/${path}`)).status).toBe(401);
    }
    const wrongPeriod = await s.t.request(`/api/projects/${s.own.project}/analytics?days=0`, { token: s.owner.token });
    expect(wrongPeriod.status).toBe(400);
    expect((await wrongPeriod.json()).error).toBe('Choose a period of 1 to 365 days.');
  });

  it('prunes raw events older than the retention and keeps the daily figures', async () => {
    await s.t.database.db.execute(sql`UPDATE playback_events SET day = day - 91 WHERE viewer_id = ${viewer(2)}`);
    expect(await prunePlaybackEvents(s.t.database.db, 90)).toBe(2);
    expect(await prunePlaybackEvents(s.t.database.db, 90)).toBe(0);
    const left = await s.t.database.db.select().from(playbackEvents);
    expect(left.some((e) => e.viewer_id === viewer(2))).toBe(false);
    expect(left.length).toBeGreaterThan(0);
    expect((await dayOf(s.t, s.own.id))!.viewers).toBe(4);
  });

  it("clears every limiter's ended counters, and only those", async () => {
    await s.t.database.db.execute(
      sql`INSERT INTO rate_limits (key, window_start, count) VALUES ('playback-viewer:old', now() - interval '3 days', 5), ('share-view:ip:old', now() - interval '3 days', 5), ('playback-viewer:new', now(), 1)`,
    );
    await prunePlaybackEvents(s.t.database.db, 90);
    const keys = (await rows<{ key: string }>(s.t.database.db, sql`SELECT key FROM rate_limits WHERE key LIKE '%:old' OR key LIKE '%:new'`)).map((r) => r.key);
    expect(keys.sort()).toEqual(['playback-viewer:new']);
  });

  it('holds one viewer to a number of events a day on a video', async () => {
    const cap = PLAYBACK_LIMITS.eventsPerViewerDay;
    await s.t.database.db.execute(
      sql`INSERT INTO playback_events (video_id, share_id, viewer_id, day, kind, payload)
          SELECT v.id, sh.id, ${viewer(20)}, (now() AT TIME ZONE 'UTC')::date, 'play', '{"kind":"play"}'
          FROM videos v JOIN shares sh ON sh.video_id = v.id, generate_series(1, ${cap - 10}) WHERE v.id = ${s.own.id}`,
    );
    const plays = (n: number) => ({ viewerId: viewer(20), events: Array.from({ length: n }, () => ({ kind: 'play' })) });
    const over = await send(s.t, s.own.slug, plays(11));
    expect(over.status).toBe(429);
    expect(await over.json()).toEqual({ error: PLAYBACK_MESSAGES.tooMany });
    expect((await send(s.t, s.own.slug, plays(10))).status).toBe(200);
    expect((await send(s.t, s.own.slug, plays(1))).status).toBe(429);
    await s.t.database.db.execute(sql`DELETE FROM playback_events WHERE viewer_id = ${viewer(20)}`);
  });

  it("holds a viewer to their limit, and a flood of viewers to the video's, without touching another video", async () => {
    const batch = (n: number) => ({ viewerId: viewer(n), events: [{ kind: 'ended' }] });
    const completions = (await dayOf(s.t, s.own.id))!.completions;
    for (let i = 0; i < PLAYBACK_RATE_LIMITS.viewer.limit; i++) expect((await send(s.t, s.own.slug, batch(10))).status).toBe(200);
    const over = await send(s.t, s.own.slug, batch(10));
    expect(over.status).toBe(429);
    expect((await over.json()).error).toBe(PLAYBACK_MESSAGES.tooMany);
    expect(Number(over.headers.get('Retry-After'))).toBeGreaterThan(0);

    // The video's window is nearly used up (as by a flood of made-up viewers): one more viewer gets in, the next does not.
    await s.t.database.db.execute(sql`UPDATE rate_limits SET count = ${PLAYBACK_RATE_LIMITS.video.limit - 1} WHERE key = ${`playback-video:${s.own.id}`}`);
    expect((await send(s.t, s.own.slug, batch(11))).status).toBe(200);
    expect((await send(s.t, s.own.slug, batch(12))).status).toBe(429);
    expect((await dayOf(s.t, s.own.id))!.completions).toBe(completions + 2);

    // Another owner's video keeps its own limits.
    expect((await send(s.t, s.theirs.slug, batch(12))).status).toBe(200);
    expect((await dayOf(s.t, s.theirs.id))!.completions).toBe(1);
  });
});

describe('batches as the share page builds them', () => {
  let s: Setup;
  beforeAll(async () => {
    s = await setUp();
  });
  afterAll(() => s.t.close());

  it("are accepted whole and move the owner's figures", async () => {
    // A browser's id, a first play, half-second stretches every second up to 60 s (more ranges than
    // one event holds, and more events than one batch), a quiz answer, a question and the end.
    const stretches: WatchedRange[] = Array.from({ length: 60 }, (_, i) => [i, i + 0.5]);
    const events: PlaybackEvent[] = [
      { kind: 'play' },
      ...Array.from({ length: 45 }, (): PlaybackEvent => ({ kind: 'progress', ranges: stretches.slice(0, 2) })),
      { kind: 'progress', ranges: [...stretches, [60, 100]] },
      { kind: 'quiz-answer', quizId: 'q1', answers: [1] },
      { kind: 'question' },
      { kind: 'ended' },
    ];
    const batches = playbackBatches(randomUUID(), events);
    expect(batches.length).toBeGreaterThan(1);
    for (const batch of batches) expect((await send(s.t, s.own.slug, JSON.stringify(batch))).status).toBe(200);

    const res = await s.t.request(`/api/projects/${s.own.project}/analytics?days=1`, { token: s.owner.token });
    const [video] = (await res.json()).videos;
    expect(video).toMatchObject({
      uniqueViewers: 1,
      viewerDays: 1,
      completionRate: 1,
      questions: 1,
      quizzes: [{ id: 'q1', answered: 1, rightFirstTime: 1, shareRightFirstTime: 1 }],
    });
    // 60 half-second stretches and the last 40 s: 70 % of the video.
    expect(video.averageShareWatched).toBeCloseTo(0.7, 2);
  });

  it("gives the admin the totals across all users' videos, and nobody else", async () => {
    // Another owner's viewer watches half of their video and answers its quiz wrongly.
    await send(s.t, s.theirs.slug, {
      viewerId: viewer(30),
      events: [
        { kind: 'progress', ranges: [[0, 50]] },
        { kind: 'quiz-answer', quizId: 'q1', answers: [0] },
      ],
    });
    await s.t.request(`/api/share/${s.theirs.slug}/view`, { body: { sessionId: 'session-of-viewer-30' } });
    await s.t.database.db.insert(viewerQuestions).values([
      { video_id: s.own.id, project_id: s.own.project, question: 'Where do we meet?', answered: true },
      { video_id: s.theirs.id, project_id: s.theirs.project, question: 'Is there parking?', answered: false },
      { video_id: s.theirs.id, project_id: s.theirs.project, question: 'An old question', answered: false, asked_at: new Date(Date.now() - 3 * 86_400_000) },
    ]);
    // The first account of an installation is its admin.
    const res = await s.t.request('/api/admin/playback?days=1', { token: s.owner.token });
    expect(res.status).toBe(200);
    const { totals } = await res.json();
    expect(totals).toEqual({
      days: 1,
      views: 1,
      uniqueViewers: 2,
      viewerDays: 2,
      averageShareWatched: 0.6,
      completionRate: 0.5,
      quizAnswers: 2,
      shareRightFirstTime: 0.5,
      questions: 2,
      unansweredQuestions: 1,
    });
    expect((await (await s.t.request('/api/admin/playback?days=7', { token: s.owner.token })).json()).totals).toMatchObject({
      questions: 3,
      unansweredQuestions: 2,
    });

    const refused = await s.t.request('/api/admin/playback?days=1', { token: s.other.token });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: expect.any(String) });
    const badPeriod = await s.t.request('/api/admin/playback?days=400', { token: s.owner.token });
    expect(badPeriod.status).toBe(400);
    expect((await badPeriod.json()).error).toBe('Choose a period of 1 to 365 days.');

    // The questions kept for the owner go after the retention, with the raw events (decision 182).
    await prunePlaybackEvents(s.t.database.db, 2);
    const left = await s.t.database.db.select().from(viewerQuestions);
    expect(left.map((q) => q.question).sort()).toEqual(['Is there parking?', 'Where do we meet?']);
  });
});
