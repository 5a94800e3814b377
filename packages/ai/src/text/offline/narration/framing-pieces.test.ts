import { describe, expect, it } from 'vitest';
import { createOfflineTextGenerator } from '../offline-generator';

const engine = createOfflineTextGenerator();

async function spoken(brief: string, durationSeconds: number, sourceText = brief) {
  const { slides } = await engine.outline({ brief, styleId: 'workshop-style', durationSeconds });
  const { scripts } = await engine.scripts({ slides, projectTitle: '', tone: 'Professional', sourceText, styleId: 'workshop-style' });
  return scripts.map((s) => s.script);
}

describe('narration without filler (issue 20 item 4)', () => {
  it('never counts the points on screen, nor asks the viewer to let a message sink in', async () => {
    const scripts = await spoken(
      'Explain the clean desk rules to office staff. Clear your desk at the end of every day. Lock your screen when you leave it. Shred printed customer documents. Never leave a visitor alone.',
      180,
    );
    expect(scripts.join(' ')).not.toMatch(/\byou can see the \w+ points\b|\bsink in\b/i);
  });
});
