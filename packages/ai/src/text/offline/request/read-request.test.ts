import { describe, expect, it } from 'vitest';
import { INCIDENT_BRIEF, SHORT_BRIEF } from '../../../test/sample-texts';
import { readRequest } from './read-request';

/** Issue 20 item 4 (decision 159): a brief's list is its content; its framing (length, audience) never appears. */
const FIRE_DRILL =
  'A one-minute fire drill briefing for new office staff: hear the alarm, leave by the nearest exit, never use the lifts, and meet at the assembly point in the car park.';
const ACTIONS = ['Hear the alarm', 'Leave by the nearest exit', 'Never use the lifts', 'Meet at the assembly point in the car park'];

describe('reading a request addressed to the video maker', () => {
  it('finds the subject, the audience and the steps of a sentence', () => {
    expect(readRequest(INCIDENT_BRIEF)).toMatchObject({
      subject: 'how to report incidents',
      audience: 'staff',
      steps: ['Stop', 'Make it safe', 'Tell your supervisor', 'File the report the same day'],
    });
    expect(readRequest('Explain to every employee how the new expense policy works.')).toMatchObject({
      subject: 'how the new expense policy works',
      audience: 'employees',
    });
    expect(readRequest('Make a short video about our new parental leave policy.')).toMatchObject({
      subject: 'about our new parental leave policy',
      subjectTitle: 'new parental leave policy',
    });
    expect(readRequest(SHORT_BRIEF)).toMatchObject({ subject: 'how to handle refunds at the store counter', audience: 'new cashiers' });
    expect(readRequest('Phishing is the most common way attackers break into company systems.')).toBeNull();
  });

  it('reads a request written as a noun phrase, with its audience trimmed to who it is', () => {
    expect(readRequest('A training video for new retail cashiers at our stores on how to handle customer refunds.')).toMatchObject({
      subject: 'how to handle customer refunds',
      audience: 'new retail cashiers',
    });
    expect(readRequest('An onboarding welcome video for people joining the operations team next month.')).toMatchObject({ subject: null, statement: null });
    expect(readRequest('The training session takes 20 minutes.')).toBeNull();
  });

  it('reads "create a refresher / primer / induction …" as a request, never as content', () => {
    expect(readRequest('Create a 1-minute refresher for all staff on expense claims.')).toMatchObject({ subjectTitle: 'expense claims', audience: 'staff' });
    expect(readRequest('Make a short primer for new hires about the VPN.')).toMatchObject({ subjectTitle: 'VPN', audience: 'new hires' });
    expect(readRequest('Prepare an induction for warehouse staff on forklift safety.')).toMatchObject({ subjectTitle: 'forklift safety' });
    // After a verb of making, a recap or a reminder may be the content itself.
    expect(readRequest('Create a reminder in your calendar for the fire drill.')).toBeNull();
  });

  it('reads "explain this to Y" as no subject: the words only point at the material (decision 195)', () => {
    expect(readRequest('Explain this to our staff.')).toMatchObject({ subject: null, subjectTitle: null, statement: null });
    expect(readRequest('Explain this document to new staff.')).toMatchObject({ subject: null, subjectTitle: null });
    expect(readRequest('Explain this policy to our staff.')?.subjectTitle).toBe('this policy');
  });

  it('reads "explain X to Y" as the subject X for the audience Y', () => {
    expect(readRequest('Explain our employee benefits to US and international staff.')).toMatchObject({
      subjectTitle: 'employee benefits',
      audience: 'US and international staff',
    });
    expect(readRequest('Summarise the travel and expense policy for all staff.')).toMatchObject({
      subjectTitle: 'travel and expense policy',
      audience: 'staff',
    });
  });

  it('ends the audience at the colon and reads the list after it as the content', () => {
    expect(readRequest(FIRE_DRILL)).toMatchObject({ audience: 'new office staff', subjectTitle: 'fire drill', steps: ACTIONS });
    expect(readRequest('A quick phishing awareness video for all staff: check the sender, hover over links and report anything odd.')).toMatchObject({
      audience: 'staff',
      subjectTitle: 'phishing awareness',
      steps: ['Check the sender', 'Hover over links', 'Report anything odd'],
    });
    // No subject before the medium: the list is still the content, and nothing is made up to name it.
    expect(readRequest('A short video for new joiners: badge in at the gate, collect your laptop and meet your buddy.')).toMatchObject({
      audience: 'new joiners',
      subject: null,
      steps: ['Badge in at the gate', 'Collect your laptop', 'Meet your buddy'],
    });
  });
});

describe('a request that lists what to cover (issue 20 item 4)', () => {
  it('reads "covering a, b, and c" and "that covers a, b and c" as topics, with no subject made of the list', () => {
    for (const brief of [
      'A short welcome video for new starters covering the badge policy, the dress code, and the canteen hours.',
      'Make a video for new starters that covers the badge policy, the dress code and the canteen hours.',
    ])
      expect(readRequest(brief)).toMatchObject({
        audience: 'new starters',
        subject: null,
        statement: null,
        topics: ['badge policy', 'dress code', 'canteen hours'],
      });
  });

  it('keeps one subject a subject', () => {
    expect(readRequest('Make a short video about our new parental leave policy.')).toMatchObject({ topics: [], subjectTitle: 'new parental leave policy' });
    expect(readRequest('A training video for staff on health and safety.')).toMatchObject({ topics: [], subjectTitle: 'health and safety' });
  });

  it('reads a request without its article only where the sentence has no verb', () => {
    expect(readRequest('Induction for new starters.')).toMatchObject({ audience: 'new starters', subject: null, statement: null });
    expect(readRequest('Induction for new starters takes place every Monday.')).toBeNull();
  });
});

describe('briefs of other shapes (decision 213)', () => {
  it('reads who a question is for as its audience, never as part of what the viewer learns', () => {
    expect(readRequest('Can you make a video explaining how our employee assistance programme works for all staff?')).toMatchObject({
      subject: 'how our employee assistance programme works',
      audience: 'staff',
    });
    // an action's object keeps its people
    expect(readRequest('Teach staff how to give feedback to team members.')).toMatchObject({
      subject: 'how to give feedback to team members',
      audience: 'staff',
    });
  });

  it('reads a request written without its article, even when a word of its audience looks like a verb', () => {
    expect(readRequest('Video for new hires about their first laptop.')).toMatchObject({
      subject: 'about your first laptop',
      subjectTitle: 'first laptop',
      audience: 'new hires',
    });
    expect(readRequest('Training for new hires about their first laptop.')).toMatchObject({ audience: 'new hires' });
    expect(readRequest('Training for new staff on the fire doors is mandatory.')).toBeNull();
  });

  it('reads "We\'d like" as a request, and an audience set off by commas in its middle as the audience, not a topic (decision 219)', () => {
    expect(
      readRequest("We'd like a short video on claiming expenses, for new starters who will use the expenses app from their first week, covering the basics."),
    ).toMatchObject({ subject: 'about claiming expenses', audience: 'new starters', topics: [] });
    expect(readRequest('We’d like a video on the car park, for all staff.')).toMatchObject({ subject: 'about the car park', audience: 'staff' });
  });
});
