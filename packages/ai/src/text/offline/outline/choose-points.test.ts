import { describe, expect, it } from 'vitest';
import { planOutline } from '../../outline-plan';
import { asPoint, pointsFrom } from './choose-points';
import { buildOutlineContext } from './outline-context';
import { giftsContext } from './outline-fixture';
import { newWriterState } from './writer-state';

describe('choosing a slide’s points', () => {
  it('takes each section’s best sentence first and shows the points in reading order', () => {
    const ctx = giftsContext();
    const points = pointsFrom(ctx.analysis.sentences, ctx, { min: 1, max: 3 }, new Set());
    expect(points).toEqual([
      'You must declare any gift over $50 within five days',
      'Never accept tickets from a supplier during a tender',
      'Hospitality is logged in the register by the team',
    ]);
  });

  it('never shows a sentence another slide already shows', () => {
    const ctx = giftsContext();
    const state = newWriterState();
    const first = pointsFrom(ctx.analysis.sentences, ctx, { min: 1, max: 2 }, new Set(), state);
    const second = pointsFrom(ctx.analysis.sentences, ctx, { min: 1, max: 2 }, new Set(), state);
    expect(second.filter((p) => first.includes(p))).toEqual([]);
  });

  it('never shows a sentence about the text itself, even made whole from "It…" (decision 203)', () => {
    const sourceText =
      'Request server\n\nThis document describes the request server. It does not describe the control server. There is a mailserver which sends bug reports as plain text on request. In case you are reading this as a plain text file or via email, an HTML version is available on the web. To use it you send a mail message to request@bugs.example.org. This policy applies to every maintainer of a package.';
    const ctx = buildOutlineContext({ brief: 'Explain the request server.', sourceText, projectTitle: '' }, planOutline('workshop-style', 120));
    const points = pointsFrom(ctx.analysis.sentences, ctx, { min: 1, max: 5 }, new Set());
    expect(points.filter((p) => /document|reading this/i.test(p))).toEqual([]);
    expect(points).toContain('There is a mailserver which sends bug reports as plain text on request');
    expect(points).toContain('This policy applies to every maintainer of a package');
  });

  it('never shows code a text runs into its sentences, nor a lead-in to code (decision 207)', () => {
    const sourceText =
      'Restoring files\n\nTo restore a folder to its original place, run:\n\n$ harbourline restore --job nightly --path /srv/files\n\nname: nightly-files paths: [/srv/files, /etc] keep_days: 30\n\nRestores never overwrite newer files unless you add --force. Add --to /tmp/restore to restore somewhere else.';
    const ctx = buildOutlineContext({ brief: 'Explain restoring files.', sourceText, projectTitle: '' }, planOutline('workshop-style', 120));
    const points = pointsFrom(ctx.analysis.sentences, ctx, { min: 1, max: 5 }, new Set());
    expect(points.filter((p) => /\$ harbourline|keep_days|run$/.test(p))).toEqual([]);
    expect(points).toContain('Restores never overwrite newer files unless you add --force');
  });

  it('writes a point leaning on the sentence before to stand alone, or leaves it out, even beside that sentence (decision 184)', () => {
    const sourceText =
      'Storage\n\nChemicals arrive every Monday from the approved supplier. They must be stored in the locked cabinet within 30 minutes. This is checked by the supervisor every Friday. Instead, spills go to the red drum.';
    const ctx = buildOutlineContext({ brief: 'Explain chemical storage.', sourceText, projectTitle: '' }, planOutline('workshop-style', 120));
    const points = pointsFrom(ctx.analysis.sentences, ctx, { min: 1, max: 5 }, new Set());
    expect(points).toEqual(['Chemicals arrive every Monday from the approved supplier', 'Chemicals must be stored in the locked cabinet within 30 minutes']);
  });

  it('shows a point whose "it" the sentence before names only with that sentence, else leaves it out (decision 195)', () => {
    const sourceText =
      "Lost laptops\n\nCover your webcam when you are not in a call. If your laptop is lost or stolen, report it to the IT service desk within one hour. Keep it short when you call: give your name and the laptop's asset number.";
    const ctx = buildOutlineContext({ brief: 'Explain what to do with a lost laptop.', sourceText, projectTitle: '' }, planOutline('workshop-style', 120));
    const [webcam, report, call] = ctx.analysis.sentences;
    // Chosen alone, it brings the sentence it leans on.
    const state = newWriterState();
    const together = pointsFrom(
      [call, webcam].filter((x) => !!x),
      ctx,
      { min: 1, max: 3 },
      new Set(),
      state,
    );
    const at = together.findIndex((p) => p.startsWith('If your laptop is lost'));
    expect(at).toBeGreaterThanOrEqual(0);
    expect(together[at + 1]).toMatch(/^Keep it short when you call/);
    // The sentence before already shown on another slide: it is left out.
    const shownElsewhere = newWriterState();
    shownElsewhere.pointUses.set(report?.index ?? -1, 1);
    const alone = pointsFrom(
      [call, webcam].filter((x) => !!x),
      ctx,
      { min: 1, max: 3 },
      new Set(),
      shownElsewhere,
    );
    expect(alone.some((p) => p.startsWith('Keep it short'))).toBe(false);
  });

  it('shows a question whole with its "?", never as a statement (decision 217)', () => {
    expect(asPoint('Why does water vapour condense as it rises?')).toBe('Why does water vapour condense as it rises?');
    expect(asPoint('Can I opt out?')).toBe('Can I opt out?');
    expect(asPoint('Keep the key file in a safe place.')).toBe('Keep the key file in a safe place');
  });
});
