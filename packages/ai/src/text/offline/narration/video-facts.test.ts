import { describe, expect, it } from 'vitest';
import { videoFacts } from './video-facts';

describe('what the narration knows about the video', () => {
  it('reads the brief’s request into its steps and names the subject as a noun phrase', () => {
    const facts = videoFacts({
      slides: [{ id: 'a', title: 'Report Incidents', templateId: 'title-slide', duration: 10 }],
      projectTitle: '',
      tone: 'Professional',
      sourceText: 'Teach staff to report incidents: stop, make safe, tell a supervisor, file the report the same day.',
    });
    expect(facts.steps).toEqual(['Stop', 'Make it safe', 'Tell your supervisor', 'File the report the same day']);
    expect(facts.subjectNoun).toBe('reporting incidents');
    expect(facts.sparse).toBe(true);
  });
});
