import { describe, expect, it } from 'vitest';
import { videoFacts, withVersionedName } from './video-facts';

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

describe('the video named by its title (decision 212)', () => {
  it('keeps a product named with its version in capitals, and leaves other titles as they were', () => {
    expect(withVersionedName("Harbourline Backup Agent 3.2 Administrator's Manual", "harbourline backup agent 3.2 administrator's manual")).toBe(
      "Harbourline Backup Agent 3.2 administrator's manual",
    );
    expect(withVersionedName('Installing the Agent', 'installing the agent')).toBe('installing the agent');
    expect(withVersionedName('Version 3.2 Notes', 'version 3.2 notes')).toBe('Version 3.2 notes');
  });
});
