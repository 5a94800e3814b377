import { describe, expect, it } from 'vitest';
import { ALLOWANCE_FAILURES } from './allowance/allowance-messages';
import { withServerMessage } from './http-errors';
import { profileSaveFailed } from './profile/profile-types';
import { projectDeleteFailed } from './projects/project-options';

describe('spec texts with the server message (spec 000 §8)', () => {
  it('adds the server message after the words for what failed', () => {
    expect(withServerMessage('Failed to delete project', 'Project not found')).toBe('Failed to delete project: Project not found');
    expect(ALLOWANCE_FAILURES.approveRequest('Request is not pending')).toBe('Failed to approve request: Request is not pending');
    expect(profileSaveFailed('Please enter a nickname.')).toBe('Failed to update profile: Please enter a nickname.');
  });
  it('says it once when the server already answered with the same words', () => {
    expect(projectDeleteFailed('Failed to delete project')).toBe('Failed to delete project');
    expect(ALLOWANCE_FAILURES.fetchPendingRequests('Failed to fetch pending requests')).toBe('Failed to fetch pending requests');
    expect(ALLOWANCE_FAILURES.fetchAllowance('Failed to fetch allowance: Something went wrong on our side. Please try again.')).toBe(
      'Failed to fetch allowance: Something went wrong on our side. Please try again.',
    );
    expect(withServerMessage('Failed to update quota', '  ')).toBe('Failed to update quota');
  });
});
