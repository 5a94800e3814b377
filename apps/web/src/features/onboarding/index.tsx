export { OnboardingGate } from './components/onboarding-gate';
