import { describe, expect, it } from 'vitest';
import { progressPercentage, projectPath } from './project-progress';

describe('progressPercentage (spec 001 §4)', () => {
  it('is 100 for completed projects', () => {
    expect(progressPercentage({ status: 'completed', flow_type: 'native', progress_data: {} })).toBe(100);
  });
  it('adds the non-avatar weights', () => {
    const data = { contentSubmitted: true, slidesGenerated: true, scriptsGenerated: false };
    expect(progressPercentage({ status: 'in_progress', flow_type: 'native', progress_data: data })).toBe(50);
    const all = { contentSubmitted: true, slidesGenerated: true, scriptsGenerated: true, slidesPreviewed: true, videoGenerated: true };
    expect(progressPercentage({ status: 'in_progress', flow_type: 'azure', progress_data: all })).toBe(100);
  });
  it('uses currentStep out of 7 for avatar projects, capped at 100', () => {
    expect(progressPercentage({ status: 'in_progress', flow_type: 'experimental', progress_data: { currentStep: 3 } })).toBe(43);
    expect(progressPercentage({ status: 'in_progress', flow_type: 'experimental', progress_data: { currentStep: 9 } })).toBe(100);
  });
  it('is 0 for unknown flows and empty data', () => {
    expect(progressPercentage({ status: 'in_progress', flow_type: 'other', progress_data: { contentSubmitted: true } })).toBe(0);
    expect(progressPercentage({ status: 'in_progress', flow_type: 'native', progress_data: null })).toBe(0);
  });
});

describe('projectPath (spec 000 §4)', () => {
  it('routes by status then flow type', () => {
    expect(projectPath({ id: 'p', status: 'completed', flow_type: 'experimental' })).toBe('/project/p/view');
    expect(projectPath({ id: 'p', status: 'in_progress', flow_type: 'experimental' })).toBe('/project/p/avatar-flow');
    expect(projectPath({ id: 'p', status: 'in_progress', flow_type: 'azure' })).toBe('/project/p/azure-flow');
    expect(projectPath({ id: 'p', status: 'in_progress', flow_type: 'native' })).toBe('/project/p/native-flow');
  });
});
