/*
 * Lectern LMS player: tells the LMS how much of the video the learner has actually watched.
 * SCORM 1.2 (cmi.core.*) or SCORM 2004 4th edition (cmi.*), chosen by <body data-scorm-version>.
 * Completed once the watched seconds reach data-completion-threshold of the video (decision 147).
 * A video with quiz questions (decision 175) stops at each, reports each answer as an interaction
 * and sets the score; passed or failed by data-pass-mark once every question has been met or most
 * of the video watched. Without an LMS the page is a plain video player that still asks.
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
  /** The share of right answers that passes, in percent (the owner's choice when packing, decision 175). */
  const PASS_MARK = (() => {
    const mark = Number(body.getAttribute('data-pass-mark'));
    return body.getAttribute('data-pass-mark') !== null && Number.isFinite(mark) && mark >= 0 && mark <= 100 ? mark : 80;
  })();
  /** Playing past a question by more than this is a seek: it is not asked then. */
  const CROSSING_SECONDS = 1.5;
  const QUIZZES = (() => {
    try {
      const data = JSON.parse(document.getElementById('lectern-quizzes')?.textContent || '[]');
      return Array.isArray(data) ? data : [];
    } catch (_e) {
      return [];
    }
  })();

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
        score: 'cmi.score',
        success: 'cmi.success_status',
        response: 'learner_response',
        right: 'correct',
        wrong: 'incorrect',
        // RTE 4.1.6: choice responses are identifiers joined by "[,]"; the time an ISO 8601 timestamp.
        joinChoices: (letters) => letters.join('[,]'),
        timeKey: 'timestamp',
        now: () => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
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
      score: 'cmi.core.score',
      success: null,
      response: 'student_response',
      right: 'correct',
      wrong: 'wrong',
      // RTE 1.2 §3.4.2.7: choice responses are single characters separated by commas; the time HH:MM:SS.
      joinChoices: (letters) => letters.join(','),
      timeKey: 'time',
      now: () => {
        const d = new Date();
        return `${pad(d.getHours(), 2)}:${pad(d.getMinutes(), 2)}:${pad(d.getSeconds(), 2)}`;
      },
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
        // SCORM 1.2 has one status: with questions it is passed or failed, set by settle().
        if (!(VERSION === '1.2' && QUIZZES.length)) lms.set(lms.status, 'completed');
      }
      settle();
      lms.commit();
    }

    // Decision 175: the quiz questions. `met` holds each question asked (answered or skipped).
    const met = {};
    let interactions = 0;
    let asking = null;
    let askedAt = 0;
    let decided = null;
    /** An attempt already passed is being watched again: its result and score stay as they are. */
    let reviewing = false;

    function rightCount() {
      let right = 0;
      for (let i = 0; i < QUIZZES.length; i++) if (met[QUIZZES[i].id]?.right) right++;
      return right;
    }

    function scoreRaw() {
      return QUIZZES.length ? Math.round((rightCount() / QUIZZES.length) * 100) : 0;
    }

    /** The score, and passed or failed once every question has been met or most of the video watched. */
    function settle() {
      if (!lms || !QUIZZES.length || reviewing) return;
      const raw = scoreRaw();
      lms.set(`${lms.score}.min`, '0');
      lms.set(`${lms.score}.max`, '100');
      lms.set(`${lms.score}.raw`, String(raw));
      if (VERSION === '2004') lms.set('cmi.score.scaled', (raw / 100).toFixed(4).replace(/\.?0+$/, '') || '0');
      let allMet = true;
      for (let i = 0; i < QUIZZES.length; i++) if (!met[QUIZZES[i].id]) allMet = false;
      if (!allMet && !completed) return;
      const outcome = raw >= PASS_MARK ? 'passed' : 'failed';
      if (outcome === decided) return;
      decided = outcome;
      lms.set(lms.success || lms.status, outcome);
    }

    function sameChoices(quiz, response) {
      if (response.length !== quiz.correct.length) return false;
      for (let i = 0; i < quiz.correct.length; i++) if (response.indexOf(quiz.correct[i]) < 0) return false;
      return true;
    }

    const letter = (i) => String.fromCharCode(97 + i);

    /** Records one answer: the interaction (id, type, response, result, latency, time), then the score and status. */
    function answer(id, response) {
      const quiz = QUIZZES.filter((q) => q.id === id)[0];
      if (!quiz || met[id]) return null;
      const chosen = response.filter((i, k) => response.indexOf(i) === k && i >= 0 && i < quiz.answers.length).sort((a, b) => a - b);
      const right = chosen.length > 0 && sameChoices(quiz, chosen);
      met[id] = { right: right, response: chosen };
      if (lms) {
        const n = `cmi.interactions.${interactions++}.`;
        lms.set(`${n}id`, quiz.id);
        lms.set(`${n}type`, 'choice');
        if (VERSION === '2004') lms.set(`${n}description`, String(quiz.question).slice(0, 250));
        lms.set(`${n}correct_responses.0.pattern`, lms.joinChoices(quiz.correct.map(letter)));
        lms.set(`${n}${lms.response}`, lms.joinChoices(chosen.map(letter)));
        lms.set(`${n}result`, right ? lms.right : lms.wrong);
        lms.set(`${n}latency`, lms.timespan(asking === quiz ? (Date.now() - askedAt) / 1000 : 0));
        lms.set(`${n}${lms.timeKey}`, lms.now());
        settle();
        lms.commit();
      }
      return right;
    }

    /** A skipped question counts as not answered right; it is not reported as an interaction. */
    function skip(id) {
      if (met[id]) return;
      met[id] = { right: false, response: null };
      settle();
      if (lms) lms.commit();
    }

    function ask(quiz) {
      asking = quiz;
      askedAt = Date.now();
      if (typeof video.pause === 'function') video.pause();
      if (document.createElement) showQuestion(quiz);
    }

    function resume() {
      asking = null;
      const panel = document.getElementById('lectern-quiz');
      if (panel) panel.parentNode.removeChild(panel);
      if (typeof video.focus === 'function') video.focus();
      if (typeof video.play === 'function') {
        const played = video.play();
        if (played && typeof played.catch === 'function') played.catch(() => {});
      }
    }

    /** The question over the stopped video: a labelled region, a radio group (checkboxes when several are right). */
    function showQuestion(quiz) {
      const el = (tag, attrs, text) => {
        const node = document.createElement(tag);
        for (const key in attrs) node.setAttribute(key, attrs[key]);
        if (text !== undefined) node.textContent = text;
        return node;
      };
      const multiple = quiz.correct.length > 1;
      const panel = el('section', { id: 'lectern-quiz', class: 'quiz', 'aria-labelledby': 'lectern-quiz-title' });
      const card = el('div', { class: 'quiz-card' });
      const title = el('h2', { id: 'lectern-quiz-title', tabindex: '-1' }, 'Quick question');
      const form = el('form', {});
      const fieldset = el('fieldset', {});
      fieldset.appendChild(el('legend', {}, quiz.question));
      if (multiple) fieldset.appendChild(el('p', { class: 'hint' }, 'Choose every right answer.'));
      const inputs = [];
      quiz.answers.forEach((text, i) => {
        const label = el('label', { class: 'answer' });
        const input = el('input', { type: multiple ? 'checkbox' : 'radio', name: 'lectern-answer', value: String(i) });
        inputs.push(input);
        label.appendChild(input);
        label.appendChild(el('span', {}, `${letter(i).toUpperCase()}. ${text}`));
        fieldset.appendChild(label);
      });
      const feedback = el('div', { role: 'status', 'aria-live': 'polite', class: 'feedback' });
      const actions = el('div', { class: 'actions' });
      const skipButton = el('button', { type: 'button' }, 'Skip');
      const check = el('button', { type: 'submit', class: 'primary' }, 'Check answer');
      actions.appendChild(skipButton);
      actions.appendChild(check);
      form.appendChild(fieldset);
      form.appendChild(feedback);
      form.appendChild(actions);
      card.appendChild(title);
      card.appendChild(form);
      panel.appendChild(card);
      skipButton.addEventListener('click', () => {
        skip(quiz.id);
        resume();
      });
      form.addEventListener('submit', (event) => {
        event.preventDefault();
        const chosen = inputs.filter((input) => input.checked).map((input) => Number(input.value));
        if (!chosen.length) {
          feedback.textContent = 'Choose an answer, or skip the question.';
          return;
        }
        const right = answer(quiz.id, chosen);
        fieldset.disabled = true;
        quiz.correct.forEach((i) => {
          inputs[i].parentNode.classList.add('right');
        });
        feedback.textContent = '';
        feedback.appendChild(el('strong', {}, right ? 'Right!' : 'Not quite.'));
        if (quiz.explanation) feedback.appendChild(el('p', {}, quiz.explanation));
        actions.textContent = '';
        const next = el('button', { type: 'button', class: 'primary' }, 'Continue');
        next.addEventListener('click', resume);
        actions.appendChild(next);
        next.focus();
      });
      (document.querySelector('.player') || body).appendChild(panel);
      title.focus();
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
      reviewing = QUIZZES.length > 0 && (lms.success ? lms.get(lms.success) === 'passed' : completed);
      interactions = Number(lms.get('cmi.interactions._count')) || 0;
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
      const due = asking ? null : QUIZZES.filter((q) => !met[q.id] && last <= q.atSeconds && now >= q.atSeconds && now - q.atSeconds < CROSSING_SECONDS)[0];
      last = now;
      if (due) ask(due);
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

    window.LecternScorm.state = () => ({
      version: VERSION,
      connected: Boolean(lms),
      completed: completed,
      progress: progress(),
      ranges: ranges.slice(),
      asking: asking ? asking.id : null,
      score: scoreRaw(),
      passMark: PASS_MARK,
    });
    window.LecternScorm.answer = (id, response) => {
      const right = answer(id, response);
      if (asking && asking.id === id) resume();
      return right;
    };
    window.LecternScorm.skip = (id) => {
      skip(id);
      if (asking && asking.id === id) resume();
    };
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
