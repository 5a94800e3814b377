export { AllowanceCard } from './components/allowance-card';
export { GenerationConfirmDialog, type GenerationConfirmDialogProps } from './components/generation-confirm-dialog';
export { LowAllowanceBanner } from './components/low-allowance-banner';
export { RequestOutcomeBanner } from './components/request-outcome-banner';
export { RequestTimeDialog } from './components/request-time-dialog';
