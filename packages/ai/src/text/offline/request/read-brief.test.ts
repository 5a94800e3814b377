import { describe, expect, it } from 'vitest';
import { contentOfInstruction, readBrief } from './read-brief';

describe('a brief as people write it (decision 213)', () => {
  it('drops a pasted e-mail’s greeting, courtesy, lead-in and sign-off, keeping what it says', () => {
    const r = readBrief(
      "Hi Sam,\n\nHope you're well. Could you make a video for the team about the car park? Here's what people need to know.\n\nThe barrier closes at 8 pm.\n\nThanks so much,\nPriya\nFacilities",
    );
    expect(r.text).not.toMatch(/Hi Sam|Hope you|Here's what|Thanks|Priya|Facilities/);
    expect(r.text).toMatch(/Could you make a video for the team about the car park\?/);
    expect(r.text).toMatch(/The barrier closes at 8 pm\./);
    // a letter's content that opens like a sign-off is kept when more follows it
    expect(readBrief('Dear all,\nThanks to everyone who joined the pilot: it ran in 12 stores.\nSales rose by 4%.').text).toMatch(/Thanks to everyone/);
  });

  it('reads labels on their own line as the topics of the lines under them, each whole', () => {
    const r = readBrief(
      'Video for new hires about their laptop.\nTopics:\n- Collecting it from the IT desk\n- Saving files to the shared drive, never the desktop\n\nTone: friendly.',
    );
    expect(r.topics).toEqual(['Collecting it from the IT desk', 'Saving files to the shared drive, never the desktop']);
    expect(r.text).not.toMatch(/Topics|IT desk/);
    expect(r.text).toMatch(/Tone: friendly\./);
  });

  it('says the content of an instruction and reads a verbless opening line as the subject', () => {
    expect(contentOfInstruction('Make sure to mention that leave is booked two weeks ahead.')).toBe('Leave is booked two weeks ahead.');
    expect(contentOfInstruction('Remember to say that the office closes at Christmas.')).toBe('The office closes at Christmas.');
    expect(contentOfInstruction("Don't forget the carry-over rule: up to five days can be carried over.")).toBe(
      'The carry-over rule: up to five days can be carried over.',
    );
    expect(contentOfInstruction('Make sure the load is stable before you lift it.')).toBeNull();
    expect(contentOfInstruction('Mention the gifts register.')).toBeNull();
    expect(readBrief('Our mileage claims process. Claims are made within 30 days.').text).toMatch(/^A video about our mileage claims process\. Claims/);
    // a heading, a one-line brief, or a sentence with a verb, is left as written
    expect(readBrief('# Phishing Awareness for New Employees\nCheck the sender first.').text).toMatch(/^# Phishing Awareness for New Employees/);
    expect(readBrief('Our mileage claims process.').text).toBe('Our mileage claims process.');
    expect(readBrief('Claims are made within 30 days. Pay is monthly.').text).toBe('Claims are made within 30 days. Pay is monthly.');
  });

  it('keeps a numbered list under its request line and a style line apart from a bare list', () => {
    const r = readBrief('Make a video for drivers about fuel cards:\nUse the card only for company vans\nKeep every receipt\nKeep it under a minute.');
    expect(r.text.split('\n\n')).toEqual([
      'Make a video for drivers about fuel cards:',
      'Use the card only for company vans\nKeep every receipt',
      'Keep it under a minute.',
    ]);
  });

  it('reads style words before a colon as steering and the rest as the brief, and a heading line over label lines as its subject (decision 219)', () => {
    const styled = readBrief('Upbeat, practical: our new recycling bins. Blue bins take paper and card.');
    expect(styled.text).toMatch(/^A video about our new recycling bins\. Blue bins take paper and card\./);
    expect(styled.text).toMatch(/\n\nUpbeat, practical\.$/);
    const drill = readBrief('Fire drill\nWho: everyone in the building\nWhen: Thursday 12 June at 10:30');
    expect(drill.text.split('\n')[0]).toBe('A video about fire drill.');
    expect(drill.text).toContain('Who: everyone in the building');
    // A line that says something, or a heading with a pronoun, stays as written.
    expect(readBrief('Wash your hands\nBefore you start.\nAfter a break.').text.split('\n')[0]).toBe('Wash your hands');
    expect(readBrief('Warning: hot surface\nThe hob stays hot for ten minutes.').text).toContain('Warning: hot surface');
    // A brief of several headed parts has no one heading: "DO" heads its list, not the brief.
    expect(readBrief('DO\n- Share our posts\n- Ask before you post a photo\nDON’T\n- Post customer names').text).not.toMatch(/^A video about/);
  });

  it('names a brief that asks for nothing by the one product it writes with a capital inside, and no other (decision 219)', () => {
    expect(readBrief('With TimeTrack you clock in from your phone. Overtime shows in green.').text.split('\n')[0]).toBe('A video about TimeTrack.');
    // A request names the video itself; two such names, or none, name nothing.
    expect(readBrief('Make a video about clocking in. With TimeTrack you clock in from your phone.').text).not.toContain('A video about TimeTrack');
    expect(readBrief('TimeTrack replaces ShiftPlanner. You clock in from your phone.').text).not.toMatch(/^A video about/);
    expect(readBrief('You have volunteered to be a first aider. You keep the kit stocked.').text).not.toMatch(/^A video about/);
  });
});
