import { describe, expect, it } from 'vitest';
import { refersBack } from './refers-back';

describe('a sentence whose "it" or "them" is named only before it (decision 195)', () => {
  it('reads an order whose "it" is then described as leaning back', () => {
    expect(refersBack("Keep it short when you call: give your name, the laptop's asset number and where you last had it.")).toBe(true);
    expect(refersBack('Keep it simple.')).toBe(true);
  });

  it('reads "it" pointing forward, and a pronoun whose noun is in its own sentence, as standing alone', () => {
    expect(refersBack('Make it clear that you are leaving.')).toBe(false);
    expect(refersBack('Make it easy to find the exit.')).toBe(false);
    expect(refersBack('Explain that work calls are confidential, and take them in a room with the door closed.')).toBe(false);
    expect(refersBack('If your laptop is lost, report it to the service desk.')).toBe(false);
    expect(refersBack('Lock your laptop whenever you step away.')).toBe(false);
  });
});
