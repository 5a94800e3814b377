import { describe, expect, it } from 'vitest';
import { analyzeText } from './analyze-text';

describe('the brief is read as a request, never as content', () => {
  it('keeps steering sentences out of the content', () => {
    const a = analyzeText('Teach drivers to check their vans. Check the tyres every morning. End with a short quiz question. Keep it upbeat.');
    expect(a.sentences.map((s) => s.text)).toEqual(['Check the tyres every morning.']);
    expect(a.steering.quiz).toBe(true);
  });
});

describe('supporting materials are content only', () => {
  it('never reads a document sentence as a request to the video maker', () => {
    const a = analyzeText(
      'Explain our benefits to all staff.\n\nSupporting Materials:\n\nTell your manager at least eight weeks before the leave starts. End with a smile.',
    );
    expect(a.request?.subjectTitle).toBe('benefits');
    expect(a.sentences.map((s) => s.text)).toEqual(['Tell your manager at least eight weeks before the leave starts.', 'End with a smile.']);
    expect(analyzeText('Supporting Materials:\n\nTell your manager at least eight weeks before the leave starts.').request).toBeNull();
  });
});

describe('only text a person wrote reaches the slides', () => {
  it('reads a document title over its first heading as two headings, not as a sentence', () => {
    const a = analyzeText(
      'Benefits & Perks\nHealth Insurance\nAll employees are covered from their first day.\nDental Cover\nTwo check-ups a year are paid in full.',
    );
    expect(a.sentences.map((s) => s.text)).toEqual(['All employees are covered from their first day.', 'Two check-ups a year are paid in full.']);
    expect(a.sections.map((s) => s.heading)).toEqual(['Health Insurance', 'Dental Cover']);
  });

  it('turns a table with a header row into labelled sentences', () => {
    const a = analyzeText('| Acceptable | Not acceptable |\n|---|---|\n| A working lunch | Cash of any value |');
    expect(a.sentences.map((s) => s.text)).toEqual(['Acceptable: A working lunch.', 'Not acceptable: Cash of any value.']);
  });
});

describe('a brief that lists what to cover (issue 20 item 4)', () => {
  it('makes each topic a point of its own when the brief says nothing else, and never shows the framing', () => {
    for (const brief of [
      'Cover the badge policy, the dress code and the canteen hours.',
      'A short welcome video for new starters covering the badge policy, the dress code, and the canteen hours.',
      'Induction for new starters. Topics: badge policy; dress code; canteen hours.',
    ]) {
      const a = analyzeText(brief);
      expect(a.sentences.map((s) => [s.text, s.isListItem])).toEqual([
        ['Badge policy', true],
        ['Dress code', true],
        ['Canteen hours', true],
      ]);
      expect(a.steering.topics).toEqual(['badge policy', 'dress code', 'canteen hours']);
    }
  });

  it('keeps topics as steering when the brief or its documents carry the content', () => {
    const own = analyzeText('Cover refunds and receipts, exchanges, and the supervisor rule. Every refund needs the original receipt.');
    expect(own.sentences.map((s) => s.text)).toEqual(['Every refund needs the original receipt.']);
    const documents = analyzeText('Cover dental, vision and family leave.\n\nSupporting Materials:\n\nDental cover is included from the first day.');
    expect(documents.sentences.map((s) => s.text)).toEqual(['Dental cover is included from the first day.']);
    expect(documents.steering.topics).toEqual(['dental', 'vision', 'family leave']);
  });
});

describe('headings found by their look sit under the headings that state their depth (decision 184)', () => {
  it('files a title line under the Markdown heading above it, and reads a line that stops mid-phrase as text', () => {
    const a = analyzeText(
      'Supporting Materials:\n\n## 1.2 What is Debian\n\nDebian GNU/Linux is:\n\nFreedom\nDebian is free software.\n\nOpen Development\nAnyone may take part.\n\n## 1.3 What is Linux\n\nLinux is a kernel.',
    );
    expect(a.sections.map((s) => [s.heading, s.level])).toEqual([
      ['1.2 What is Debian', 2],
      ['Freedom', 3],
      ['Open Development', 3],
      ['1.3 What is Linux', 2],
    ]);
    expect(a.sentences[0]?.text).toBe('Debian GNU/Linux is:');
  });

  it('keeps a heading over subsections without text of its own, so the subsections stay its own', () => {
    const a = analyzeText(
      'Supporting Materials:\n\n# Constitution\n\nThis document describes how decisions are made.\n\n## 5. Project Leader\n\n### 5.1 Powers\n\nThe leader may appoint delegates.\n\n## 6. Technical Committee\n\n### 6.1 Powers\n\nThe committee may decide technical matters.',
    );
    expect(a.sections.map((s) => [s.heading, s.level, s.sentences.length])).toEqual([
      ['Constitution', 1, 1],
      ['5. Project Leader', 2, 0],
      ['5.1 Powers', 3, 1],
      ['6. Technical Committee', 2, 0],
      ['6.1 Powers', 3, 1],
    ]);
  });
});
