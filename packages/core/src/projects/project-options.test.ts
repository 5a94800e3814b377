import { describe, expect, it } from 'vitest';
import { flowTypeBadge, projectStatusLabel } from './project-options';

describe('project card labels', () => {
  it('spec 000 §2: Avatar for experimental projects, otherwise Non Avatar', () => {
    expect(flowTypeBadge('experimental')).toBe('Avatar');
    expect(flowTypeBadge('native')).toBe('Non Avatar');
    expect(flowTypeBadge('azure')).toBe('Non Avatar');
  });

  it('names the statuses a person reads on a card', () => {
    expect(projectStatusLabel('completed')).toBe('Completed');
    expect(projectStatusLabel('in_progress')).toBe('In progress');
    expect(projectStatusLabel('needs_review')).toBe('needs review');
  });
});
