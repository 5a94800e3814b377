/*
 * Lectern LMS player: tells the LMS how much of the video the learner has actually watched.
 * SCORM 1.2 (cmi.core.*) or SCORM 2004 4th edition (cmi.*), chosen by <body data-scorm-version>.
 * Completed once the watched seconds reach data-completion-threshold of the video (decision 147).
 * Without an LMS the page is a plain video player.
 */
((window) => {
  const document = window.document;
  const body = document.body;
  const VERSION = body.getAttribute('data-scorm-version') === '2004' ? '2004' : '1.2';
  const THRESHOLD = Number(body.getAttribute('data-completion-threshold')) || 0.9;
  /** Playback seconds between two timeupdate events that still count as watching (browsers fire every 15–250 ms). */
  const MAX_STEP = 1.5;
  const REPORT_EVERY_MS = 5000;
  /** suspend_data limits: CMIString4096 (1.2), CMIString64000 (2004 4th edition). */
  const SUSPEND_MAX = VERSION === '2004' ? 64000 : 4096;
  /** ADL's API discovery gives up after this many parent windows (SCORM RTE 1.2 §3.3.6.1, 2004 RTE §3.1.2.1). */
  const MAX_HOPS = 500;

  function apiIn(win, name) {
    for (let hops = 0; win && hops <= MAX_HOPS; hops++) {
      try {
        if (win[name]) return win[name];
      } catch (_crossOrigin) {
        // A frame of another origin cannot be read; its parents may still hold the API.
      }
      let parent = null;
      try {
        parent = win.parent;
      } catch (_crossOrigin) {
        parent = null;
      }
      if (!parent || parent === win) break;
      win = parent;
    }
    return null;
  }

  /** The LMS API: this window and its parents, then the window that opened us (or our top window) and its parents. */
  function findApi(name) {
    let api = apiIn(window, name);
    const openers = [];
    try {
      openers.push(window.opener);
    } catch (_e) {}
    try {
      openers.push(window.top?.opener);
    } catch (_e) {}
    for (let i = 0; !api && i < openers.length; i++) if (openers[i]) api = apiIn(openers[i], name);
    return api;
  }

  function pad(n, width) {
    let s = String(n);
    while (s.length < width) s = `0${s}`;
    return s;
  }

  /** SCORM 1.2 CMITimespan: HHHH:MM:SS.SS, hours 2 to 4 digits. */
  function timespan12(seconds) {
    const centis = Math.min(Math.round(Math.max(0, seconds) * 100), 9999 * 360000 + 359999);
    const h = Math.floor(centis / 360000);
    const m = Math.floor((centis % 360000) / 6000);
    const s = (centis % 6000) / 100;
    return `${pad(h, 2)}:${pad(m, 2)}:${pad(Math.floor(s), 2)}.${pad(centis % 100, 2)}`;
  }

  /** SCORM 2004 timeinterval (second,10,2): an ISO 8601 duration such as PT1H2M3.45S. */
  function timespan2004(seconds) {
    const centis = Math.round(Math.max(0, seconds) * 100);
    const h = Math.floor(centis / 360000);
    const m = Math.floor((centis % 360000) / 6000);
    const s = (centis % 6000) / 100;
    return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s.toFixed(2).replace(/\.?0+$/, '')}S`;
  }

  /** Watched ranges [[start, end], …] sorted and merged where they touch. */
  function mergeRanges(ranges) {
    const sorted = ranges.filter((r) => r[1] > r[0]).sort((a, b) => a[0] - b[0]);
    const out = [];
    for (let i = 0; i < sorted.length; i++) {
      const last = out[out.length - 1];
      if (last && sorted[i][0] <= last[1] + 0.05) last[1] = Math.max(last[1], sorted[i][1]);
      else out.push([sorted[i][0], sorted[i][1]]);
    }
    return out;
  }

  function watchedSeconds(ranges, duration) {
    let total = 0;
    for (let i = 0; i < ranges.length; i++) total += Math.max(0, Math.min(ranges[i][1], duration) - Math.max(ranges[i][0], 0));
    return total;
  }

  /**
   * suspend_data "w1:0-12.4,20-41.5": the watched ranges in tenths of a second, so a learner who
   * comes back keeps the credit. Start times round down and end times up only within what was
   * seen; when too long for the LMS, the shortest ranges go first.
   */
  function encodeRanges(ranges) {
    const kept = ranges.slice();
    for (;;) {
      const text = `w1:${kept.map((r) => `${(Math.ceil(r[0] * 10) / 10).toString()}-${(Math.floor(r[1] * 10) / 10).toString()}`).join(',')}`;
      if (text.length <= SUSPEND_MAX || kept.length === 0) return text;
      let shortest = 0;
      for (let i = 1; i < kept.length; i++) if (kept[i][1] - kept[i][0] < kept[shortest][1] - kept[shortest][0]) shortest = i;
      kept.splice(shortest, 1);
    }
  }

  function decodeRanges(text) {
    const match = /^w1:(.*)$/.exec(String(text || ''));
    if (!match) return [];
    const ranges = [];
    const parts = match[1].split(',');
    for (let i = 0; i < parts.length; i++) {
      const pair = /^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)$/.exec(parts[i]);
      if (pair) ranges.push([Number(pair[1]), Number(pair[2])]);
    }
    return mergeRanges(ranges);
  }

  function adapter() {
    if (VERSION === '2004') {
      const api2004 = findApi('API_1484_11');
      if (!api2004) return null;
      return {
        initialize: () => String(api2004.Initialize('')) === 'true',
        get: (key) => String(api2004.GetValue(key)),
        set: (key, value) => String(api2004.SetValue(key, String(value))) === 'true',
        commit: () => {
          api2004.Commit('');
        },
        finish: () => {
          api2004.Terminate('');
        },
        status: 'cmi.completion_status',
        location: 'cmi.location',
        suspendData: 'cmi.suspend_data',
        sessionTime: 'cmi.session_time',
        exit: 'cmi.exit',
        timespan: timespan2004,
        done: ['completed'],
        exitDone: 'normal',
      };
    }
    const api12 = findApi('API');
    if (!api12) return null;
    return {
      initialize: () => String(api12.LMSInitialize('')) === 'true',
      get: (key) => String(api12.LMSGetValue(key)),
      set: (key, value) => String(api12.LMSSetValue(key, String(value))) === 'true',
      commit: () => {
        api12.LMSCommit('');
      },
      finish: () => {
        api12.LMSFinish('');
      },
      status: 'cmi.core.lesson_status',
      location: 'cmi.core.lesson_location',
      suspendData: 'cmi.suspend_data',
      sessionTime: 'cmi.core.session_time',
      exit: 'cmi.core.exit',
      timespan: timespan12,
      // "passed" is set by LMSs that apply a mastery score; it is as final as "completed".
      done: ['completed', 'passed'],
      exitDone: '',
    };
  }

  function start(video) {
    let lms = adapter();
    let ranges = [];
    /** Where the last timeupdate found the video; null while a seek is under way. */
    let last = video.currentTime;
    let completed = false;
    let finished = false;
    const startedAt = Date.now();
    let reportedAt = 0;

    function duration() {
      if (Number.isFinite(video.duration) && video.duration > 0) return video.duration;
      const stated = Number(body.getAttribute('data-duration'));
      return Math.max(stated, 0);
    }

    function progress() {
      const d = duration();
      return d > 0 ? Math.min(1, watchedSeconds(ranges, d) / d) : 0;
    }

    function report() {
      if (!lms || finished) return;
      reportedAt = Date.now();
      lms.set(lms.location, String(Math.floor(video.currentTime * 10) / 10));
      lms.set(lms.suspendData, encodeRanges(ranges));
      if (VERSION === '2004') lms.set('cmi.progress_measure', progress().toFixed(4));
      if (!completed && duration() > 0 && progress() >= THRESHOLD) {
        completed = true;
        lms.set(lms.status, 'completed');
      }
      lms.commit();
    }

    function finish() {
      if (!lms || finished) return;
      report();
      finished = true;
      lms.set(lms.sessionTime, lms.timespan((Date.now() - startedAt) / 1000));
      lms.set(lms.exit, completed ? lms.exitDone : 'suspend');
      lms.commit();
      lms.finish();
    }

    if (lms?.initialize()) {
      const status = lms.get(lms.status);
      completed = lms.done.indexOf(status) >= 0;
      if (!completed) lms.set(lms.status, 'incomplete');
      ranges = decodeRanges(lms.get(lms.suspendData));
      const resumeAt = Number(lms.get(lms.location));
      const resume = () => {
        if (resumeAt > 0 && resumeAt < duration() - 2) video.currentTime = resumeAt;
      };
      if (video.readyState >= 1) resume();
      else video.addEventListener('loadedmetadata', resume, { once: true });
      lms.commit();
    } else {
      lms = null;
    }

    video.addEventListener('timeupdate', () => {
      const now = video.currentTime;
      if (video.seeking || last === null) {
        last = now;
        return;
      }
      const step = now - last;
      // Only continuous playback counts: a jump forward (seeking, or a stalled clock) gives no credit.
      if (step > 0 && step <= MAX_STEP) ranges = mergeRanges(ranges.concat([[last, now]]));
      last = now;
      const reached = !completed && duration() > 0 && progress() >= THRESHOLD;
      if (reached || Date.now() - reportedAt >= REPORT_EVERY_MS) report();
    });
    video.addEventListener('seeking', () => {
      last = null;
    });
    video.addEventListener('seeked', () => {
      last = video.currentTime;
    });
    video.addEventListener('pause', report);
    video.addEventListener('ended', report);
    window.addEventListener('pagehide', finish);
    window.addEventListener('unload', finish);

    window.LecternScorm.state = () => ({ version: VERSION, connected: Boolean(lms), completed: completed, progress: progress(), ranges: ranges.slice() });
  }

  window.LecternScorm = {
    timespan12: timespan12,
    timespan2004: timespan2004,
    mergeRanges: mergeRanges,
    watchedSeconds: watchedSeconds,
    encodeRanges: encodeRanges,
    decodeRanges: decodeRanges,
  };
  const video = document.getElementById('lectern-video');
  if (video) start(video);
})(window);
