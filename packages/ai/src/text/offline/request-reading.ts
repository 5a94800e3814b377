// Reading the brief's request lives in request/; the narration writer reads these from here until it moves to narration/.
export { gerund } from './request/gerund';
export type { ReadRequest } from './request/read-request';
export { withoutLengthFraming } from './request/without-length-framing';
