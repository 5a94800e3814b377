/**
 * Words for matching a slide keyword against icon names and tags (decision 114): a light
 * stemmer applied to both sides, words that never pick a picture, and the picture senses of
 * common presentation words that the icon tags lack or use in another sense ("training" is a
 * dumbbell in the icon set, a classroom in a course).
 */

/** A light English stemmer, applied to keyword words and icon words alike. */
export function stemWord(word: string): string {
  let w = word.toLowerCase().replace(/['’]s$/, '');
  if (w.length <= 3) return w;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (/(?:ch|sh|x|zz)es$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(?:ss|us|is|ous)$/.test(w)) w = w.slice(0, -1);
  const ending = w.length > 5 && w.endsWith('ing') ? 3 : w.length > 4 && w.endsWith('ed') && !w.endsWith('eed') ? 2 : 0;
  if (ending) w = restoreBase(w.slice(0, -ending));
  // "manage" and "managing" meet at "manag"; short words keep their e ("plane" is not "plan").
  if (w.length >= 6 && w.endsWith('e')) w = w.slice(0, -1);
  return w;
}

/**
 * The base a suffix was cut from: "planning" → "plan" (doubled consonant), "driving" → "drive"
 * and "coding" → "code" (a short consonant-vowel-consonant stem lost its e), "training" as is.
 */
function restoreBase(w: string): string {
  if (/([bdgmnprt])\1$/.test(w)) return w.slice(0, -1);
  if (w.length <= 4 && /^[^aeiou]+[aeiou][^aeiouwxy]$/.test(w)) return `${w}e`;
  return w;
}

/** Words that say nothing about what to draw. */
export const NON_PICTURE_WORDS = new Set(
  `a an and the of for to in on at by with from into about as or nor but not no vs via per our your their its my we you they it this that these those
  how why what when where who which is are be was were will can should must may might do does did has have had more most less very
  new best top key main basic basics overview introduction intro summary recap conclusion part section chapter lesson module slide slides
  step steps tip tips guide way ways thing things point points example examples today next first second third final part
  understanding understand learn learning know knowing about general common important essential core simple quick practical effective better good great
  cover covers covered update updates plan planning management process processes matter matters use using used make making get getting need needs off open anti`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * The picture senses of presentation words, as icon vocabulary. A word listed here is searched
 * by these words instead of itself, so list the word again when its own matches are right.
 * Keys are stems.
 */
const SENSES: Record<string, string> = {
  // People and organisations.
  team: 'users group friends',
  teamwork: 'users group puzzle',
  collaboration: 'users collaboration puzzle',
  people: 'users',
  person: 'user',
  staff: 'users badge',
  employe: 'user badge briefcase',
  employee: 'user badge briefcase',
  worker: 'user helmet',
  colleague: 'users',
  customer: 'user shopping',
  client: 'user briefcase',
  manager: 'user tie',
  leader: 'crown flag',
  leadership: 'crown flag',
  hire: 'user search',
  hir: 'user search',
  recruit: 'user search',
  recruitment: 'user search',
  candidate: 'user search',
  onboard: 'door user welcome',
  welcome: 'door confetti',
  culture: 'users heart',
  community: 'users world',
  family: 'friends home heart',
  parent: 'friends baby',
  child: 'baby',
  student: 'school backpack',
  // Work and business.
  business: 'briefcase building',
  company: 'building',
  organisation: 'building',
  organization: 'building',
  office: 'building desk',
  meet: 'presentation users',
  meeting: 'presentation users',
  project: 'clipboard list',
  strategy: 'chess target',
  goal: 'target flag',
  objective: 'target',
  mission: 'target flag',
  vision: 'eye telescope',
  success: 'trophy award',
  achievement: 'trophy award',
  performance: 'gauge chart',
  productivity: 'gauge clock',
  growth: 'growth trending plant',
  grow: 'plant trending',
  innovation: 'bulb rocket',
  idea: 'bulb brain',
  creativity: 'bulb palette',
  problem: 'puzzle',
  solution: 'puzzle bulb',
  decision: 'arrows split',
  change: 'refresh',
  process: 'settings route',
  workflow: 'route settings',
  operation: 'settings',
  quality: 'award rosette',
  feedback: 'message star',
  communication: 'message',
  conversation: 'message',
  negotiation: 'handshake',
  partnership: 'handshake',
  partner: 'handshake',
  agreement: 'handshake',
  contract: 'contract signature',
  deadline: 'alarm calendar',
  schedule: 'calendar',
  time: 'clock',
  history: 'history',
  future: 'telescope rocket',
  // Money.
  benefit: 'gift heart',
  perk: 'gift',
  salary: 'cash coin',
  pay: 'cash',
  paid: 'cash calendar',
  enrol: 'clipboard signature',
  enrollment: 'clipboard signature',
  enrolment: 'clipboard signature',
  payroll: 'cash',
  wage: 'cash',
  compensation: 'cash',
  bonus: 'gift coin',
  budget: 'calculator coin',
  cost: 'coin receipt',
  price: 'tag',
  pricing: 'tag',
  financ: 'coin chart',
  finance: 'coin chart',
  investment: 'chart coin',
  invest: 'chart coin',
  saving: 'pig coin',
  retirement: 'pig beach',
  retir: 'pig beach',
  pension: 'pig coin',
  tax: 'receipt tax',
  revenue: 'chart coin',
  profit: 'chart coin',
  sale: 'shopping chart',
  marketing: 'speakerphone',
  market: 'building store',
  advertis: 'speakerphone',
  brand: 'star',
  // Care and safety.
  pet: 'paw dog cat',
  life: 'heart',
  insurance: 'umbrella shield',
  insur: 'umbrella shield',
  coverage: 'umbrella',
  health: 'heartbeat stethoscope',
  healthcare: 'stethoscope',
  wellness: 'yoga heart',
  wellbe: 'yoga heart',
  mental: 'brain',
  stress: 'mood',
  medical: 'stethoscope first aid',
  doctor: 'stethoscope',
  nurse: 'nurse',
  hospital: 'hospital',
  dental: 'dental tooth',
  dentist: 'dental tooth',
  eye: 'eye',
  leave: 'beach calendar',
  vacation: 'beach plane',
  holiday: 'beach',
  safety: 'shield helmet',
  safe: 'shield',
  hazard: 'alert triangle',
  risk: 'alert triangle',
  danger: 'alert',
  warning: 'alert',
  emergency: 'ambulance alarm',
  accident: 'ambulance alert',
  injury: 'first aid',
  fire: 'fire extinguisher',
  security: 'shield lock',
  secur: 'shield lock',
  cybersecurity: 'shield lock',
  privacy: 'lock shield',
  password: 'password lock',
  phish: 'fish hook mail',
  fraud: 'alert spy',
  threat: 'alert bug',
  compliance: 'clipboard check gavel',
  complian: 'clipboard check gavel',
  regulation: 'gavel',
  law: 'gavel scale',
  legal: 'gavel scale',
  policy: 'file certificate',
  polic: 'file certificate',
  rule: 'list check',
  ethic: 'scale',
  audit: 'clipboard search',
  conduct: 'scale file',
  diversity: 'users world',
  inclusion: 'users heart',
  conflict: 'message handshake',
  resolution: 'handshake',
  manual: 'book',
  handling: 'box package',
  hygiene: 'hand sanitizer',
  supply: 'truck package',
  chain: 'link',
  carbon: 'leaf cloud',
  footprint: 'leaf',
  machine: 'robot settings',
  ergonomic: 'armchair desk',
  ergonomics: 'armchair desk',
  equipment: 'helmet tool',
  protective: 'helmet shield',
  ppe: 'helmet mask',
  chemical: 'flask',
  bribery: 'cash gavel',
  corruption: 'cash gavel',
  harassment: 'hand stop alert',
  // Learning.
  training: 'school chalkboard certificate',
  train: 'school chalkboard',
  education: 'school book',
  course: 'school book',
  class: 'school',
  knowledge: 'book brain',
  skill: 'tool award',
  certification: 'certificate award',
  research: 'microscope flask',
  science: 'flask atom',
  study: 'book',
  read: 'book',
  habit: 'repeat calendar',
  // Things and places.
  data: 'database chart',
  analytic: 'chart report',
  analytics: 'chart report',
  report: 'report',
  dashboard: 'dashboard',
  technology: 'cpu device',
  tech: 'cpu',
  software: 'code device',
  digital: 'device',
  ai: 'robot brain',
  automation: 'robot settings',
  cloud: 'cloud',
  internet: 'world wifi',
  online: 'world',
  remote: 'home device',
  travel: 'plane luggage',
  transport: 'truck',
  drive: 'steering car',
  driver: 'steering car',
  logistic: 'truck package',
  delivery: 'truck package',
  shipping: 'truck package',
  warehouse: 'forklift warehouse',
  factory: 'factory',
  manufactur: 'factory',
  construction: 'crane helmet',
  environment: 'leaf world',
  sustainability: 'leaf recycle',
  sustainabl: 'leaf recycle',
  climate: 'temperature world',
  energy: 'bolt',
  food: 'salad',
  nutrition: 'salad apple',
  fitness: 'barbell run',
  exercise: 'barbell run',
  sport: 'ball',
  presentation: 'presentation',
  checklist: 'checklist',
  document: 'file',
  email: 'mail',
  phone: 'phone',
  news: 'news',
  global: 'world',
  world: 'world',
  international: 'world',
};

const SENSE_STEMS = new Map<string, string[]>(Object.entries(SENSES).map(([k, v]) => [stemWord(k), v.split(' ').map(stemWord)]));

/** The icon words a keyword word stands for: its picture senses, else the word itself. */
export function pictureWordsFor(stem: string): string[] {
  return SENSE_STEMS.get(stem) ?? [stem];
}
