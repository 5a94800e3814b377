/**
 * Spec 001 §3 "Avatar" and §9: the presenters a video with avatar can use. The spec counts
 * "sixteen" but names seventeen character/style pairs (Lisa, Lori and Meg in three styles each;
 * Harry casual, business, youthful; Jeff business, formal; Max casual, business, formal): every
 * named pair is offered (decision 132). Ids follow Azure's avatar names, `{character}-{style}`,
 * so the first dash-separated part is the character, as the spec says.
 */
export const AVATAR_CATEGORIES = ['casual', 'professional', 'formal'] as const;
export type AvatarCategory = (typeof AVATAR_CATEGORIES)[number];
export const AVATAR_GENDERS = ['female', 'male'] as const;
export type AvatarGender = (typeof AVATAR_GENDERS)[number];

/** Spec 001 §9 "Avatar filters: style all, professional, casual, formal; gender all, female, male". */
export const AVATAR_STYLE_FILTERS = ['all', 'professional', 'casual', 'formal'] as const;
export type AvatarStyleFilter = (typeof AVATAR_STYLE_FILTERS)[number];
export const AVATAR_GENDER_FILTERS = ['all', 'female', 'male'] as const;
export type AvatarGenderFilter = (typeof AVATAR_GENDER_FILTERS)[number];

/** Spec 001 §9: female presenters share one multilingual neural voice, male presenters another. */
export const PRESENTER_VOICES = { female: 'en-US-AvaMultilingualNeural', male: 'en-US-AndrewMultilingualNeural' } as const;

/**
 * Languages a presenter is offered in: the multilingual neural voices speak these (Azure's
 * multilingual voice list); offline, the local engine's voices for the language speak instead.
 */
// biome-ignore format: one list, read as a table
export const PRESENTER_LANGUAGES = [
  'en-US', 'en-GB', 'es-ES', 'es-MX', 'fr-FR', 'de-DE', 'it-IT', 'pt-BR', 'pt-PT', 'nl-NL', 'pl-PL', 'sv-SE',
  'da-DK', 'fi-FI', 'nb-NO', 'cs-CZ', 'ro-RO', 'hu-HU', 'el-GR', 'tr-TR', 'ru-RU', 'uk-UA', 'ar-SA', 'he-IL',
  'hi-IN', 'id-ID', 'ms-MY', 'th-TH', 'vi-VN', 'zh-CN', 'ja-JP', 'ko-KR',
] as const;

/** How the offline drawing shows a presenter: the same choices drive the picker portrait and the render. */
export interface PresenterLook {
  /** Skin tone, hair colour and style, eye colour. */
  skin: string;
  hair: string;
  hairStyle: 'bob' | 'long' | 'bun' | 'ponytail' | 'curly' | 'short' | 'side-part' | 'buzz' | 'wavy';
  eyes: string;
  /** Outfit of this style. */
  outfit: 'blazer' | 'cardigan' | 'blouse' | 'suit' | 'sweater' | 'shirt' | 'hoodie' | 'dress' | 'polo';
  outfitColor: string;
  accentColor: string;
  /** The character's face: its shape and brows (issue 21 item 4: every character its own face). */
  faceShape?: 'oval' | 'round' | 'square' | 'long' | 'heart';
  brows?: 'soft' | 'straight' | 'arched' | 'bold';
  /** Beard, glasses and similar marks that make a character recognisable across styles. */
  glasses?: boolean;
  beard?: 'stubble' | 'short';
  earrings?: boolean;
  /** Sitting presenters are framed a little lower, with the chair back behind them. */
  pose: 'sitting' | 'standing';
}

export interface Avatar {
  /** `{character}-{style}`, e.g. `lisa-casual-sitting`. */
  id: string;
  /** Display name, e.g. "Lisa". */
  name: string;
  /** Lower-case character, the id's first part: Azure's `talkingAvatarCharacter`. */
  character: string;
  /** Azure's `talkingAvatarStyle`. */
  style: string;
  /** The spec's voice: the shared multilingual neural voice of the presenter's gender. */
  voice: string;
  gender: AvatarGender;
  ethnicity: string;
  description: string;
  /** Served portrait (PNG drawn by the offline presenter renderer). */
  imageUrl: string;
  category: AvatarCategory;
  languages: readonly string[];
  look: PresenterLook;
}

type AvatarSeed = Omit<Avatar, 'id' | 'name' | 'voice' | 'imageUrl' | 'languages' | 'character' | 'gender' | 'ethnicity' | 'look'> & {
  look: Omit<PresenterLook, 'skin' | 'hair' | 'hairStyle' | 'eyes'> & Partial<PresenterLook>;
};

interface Character {
  name: string;
  gender: AvatarGender;
  ethnicity: string;
  look: Pick<PresenterLook, 'skin' | 'hair' | 'hairStyle' | 'eyes'> & Partial<PresenterLook>;
  styles: AvatarSeed[];
}

const CHARACTERS: Character[] = [
  {
    name: 'Lisa',
    gender: 'female',
    ethnicity: 'East Asian',
    look: { skin: '#f1c9a5', hair: '#1d1a1f', hairStyle: 'bob', eyes: '#3b2a20', faceShape: 'oval', brows: 'soft' },
    styles: [
      {
        style: 'casual-sitting',
        category: 'casual',
        description: 'Relaxed and approachable, seated, in a soft cardigan.',
        look: { outfit: 'cardigan', outfitColor: '#d98a6c', accentColor: '#f6efe6', pose: 'sitting' },
      },
      {
        style: 'graceful-sitting',
        category: 'formal',
        description: 'Poised and elegant, seated, in a tailored dress.',
        look: { outfit: 'dress', outfitColor: '#27325a', accentColor: '#c9a86a', pose: 'sitting', earrings: true, hairStyle: 'bun' },
      },
      {
        style: 'technical-sitting',
        category: 'professional',
        description: 'Clear and precise, seated, ready for product and technical topics.',
        look: { outfit: 'blazer', outfitColor: '#3e5c76', accentColor: '#e8eef4', pose: 'sitting', glasses: true, hairStyle: 'ponytail' },
      },
    ],
  },
  {
    name: 'Lori',
    gender: 'female',
    ethnicity: 'White',
    look: { skin: '#f6d7c3', hair: '#8a5a2b', hairStyle: 'long', eyes: '#4a6b3a', faceShape: 'heart', brows: 'arched' },
    styles: [
      {
        style: 'casual',
        category: 'casual',
        description: 'Warm and friendly, in a knit sweater.',
        look: { outfit: 'sweater', outfitColor: '#7a9e7e', accentColor: '#f3efe4', pose: 'standing' },
      },
      {
        style: 'graceful',
        category: 'professional',
        description: 'Confident and composed, in a silk blouse.',
        look: { outfit: 'blouse', outfitColor: '#b4556b', accentColor: '#f7e8ec', pose: 'standing', earrings: true, hairStyle: 'bob' },
      },
      {
        style: 'formal',
        category: 'formal',
        description: 'Polished and authoritative, in a dark suit.',
        look: { outfit: 'suit', outfitColor: '#2b2d35', accentColor: '#ffffff', pose: 'standing', hairStyle: 'bun' },
      },
    ],
  },
  {
    name: 'Meg',
    gender: 'female',
    ethnicity: 'Black',
    look: { skin: '#8d5a3b', hair: '#1a1412', hairStyle: 'curly', eyes: '#2a1a12', faceShape: 'round', brows: 'bold' },
    styles: [
      {
        style: 'formal',
        category: 'formal',
        description: 'Commanding and calm, in a charcoal suit.',
        look: { outfit: 'suit', outfitColor: '#3a3f4b', accentColor: '#f2f2f2', pose: 'standing', earrings: true, hairStyle: 'bun' },
      },
      {
        style: 'casual',
        category: 'casual',
        description: 'Upbeat and energetic, in a bright top.',
        look: { outfit: 'shirt', outfitColor: '#e0a526', accentColor: '#fff6dc', pose: 'standing' },
      },
      {
        style: 'business',
        category: 'professional',
        description: 'Engaging and professional, in a fitted blazer.',
        look: { outfit: 'blazer', outfitColor: '#7b2d3b', accentColor: '#f7ecee', pose: 'standing', hairStyle: 'ponytail' },
      },
    ],
  },
  {
    name: 'Harry',
    gender: 'male',
    ethnicity: 'South Asian',
    look: { skin: '#b07a52', hair: '#16120f', hairStyle: 'side-part', eyes: '#2b1c12', faceShape: 'long', brows: 'bold' },
    styles: [
      {
        style: 'casual',
        category: 'casual',
        description: 'Easy-going and clear, in a crew-neck sweater.',
        look: { outfit: 'sweater', outfitColor: '#4f6d8f', accentColor: '#e9eef4', pose: 'standing' },
      },
      {
        style: 'business',
        category: 'professional',
        description: 'Trustworthy and focused, in a navy blazer and open collar.',
        look: { outfit: 'blazer', outfitColor: '#1f2f4d', accentColor: '#dfe8f5', pose: 'standing', beard: 'short' },
      },
      {
        style: 'youthful',
        category: 'casual',
        description: 'Fresh and lively, in a hoodie, for younger audiences.',
        look: { outfit: 'hoodie', outfitColor: '#2e8b7a', accentColor: '#d8f1ec', pose: 'standing', hairStyle: 'wavy' },
      },
    ],
  },
  {
    name: 'Jeff',
    gender: 'male',
    ethnicity: 'White',
    look: { skin: '#f0c8a8', hair: '#b9b2a6', hairStyle: 'short', eyes: '#4b6a88', beard: 'stubble', faceShape: 'square', brows: 'straight' },
    styles: [
      {
        style: 'business',
        category: 'professional',
        description: 'Experienced and reassuring, in a grey blazer.',
        look: { outfit: 'blazer', outfitColor: '#5b6168', accentColor: '#eef1f4', pose: 'standing', glasses: true },
      },
      {
        style: 'formal',
        category: 'formal',
        description: 'Senior and composed, in a suit and tie.',
        look: { outfit: 'suit', outfitColor: '#1c2230', accentColor: '#9b2335', pose: 'standing', glasses: true, beard: 'short' },
      },
    ],
  },
  {
    name: 'Max',
    gender: 'male',
    ethnicity: 'Hispanic',
    look: { skin: '#d19c74', hair: '#3a2516', hairStyle: 'buzz', eyes: '#3a2414', faceShape: 'round', brows: 'straight' },
    styles: [
      {
        style: 'business',
        category: 'professional',
        description: 'Direct and dependable, in a light blue shirt and blazer.',
        look: { outfit: 'blazer', outfitColor: '#33475b', accentColor: '#cfe0f2', pose: 'standing', beard: 'short' },
      },
      {
        style: 'casual',
        category: 'casual',
        description: 'Friendly and relaxed, in a polo shirt.',
        look: { outfit: 'polo', outfitColor: '#c0533a', accentColor: '#fbe6df', pose: 'standing', beard: 'stubble' },
      },
      {
        style: 'formal',
        category: 'formal',
        description: 'Sharp and confident, in a black suit and tie.',
        look: { outfit: 'suit', outfitColor: '#15161a', accentColor: '#3b5b92', pose: 'standing', beard: 'short', hairStyle: 'side-part' },
      },
    ],
  },
];

export const AVATARS: readonly Avatar[] = CHARACTERS.flatMap((c) =>
  c.styles.map((s): Avatar => {
    const character = c.name.toLowerCase();
    const id = `${character}-${s.style}`;
    return {
      id,
      name: c.name,
      character,
      style: s.style,
      voice: PRESENTER_VOICES[c.gender],
      gender: c.gender,
      ethnicity: c.ethnicity,
      description: s.description,
      imageUrl: `/api/avatars/${id}/portrait.png`,
      category: s.category,
      languages: PRESENTER_LANGUAGES,
      look: { ...c.look, ...s.look } as PresenterLook,
    };
  }),
);

/** Spec 001 §9 "Default avatar Lisa, casual-sitting". */
export const DEFAULT_AVATAR_ID = 'lisa-casual-sitting';

export const findAvatar = (id: string | null | undefined): Avatar | undefined => AVATARS.find((a) => a.id === id);

/** "Lisa · Casual sitting": how a presenter is named in lists and summaries. */
export const avatarLabel = (avatar: Pick<Avatar, 'name' | 'style'>) => {
  const style = avatar.style.replace(/-/g, ' ');
  return `${avatar.name} · ${style.charAt(0).toUpperCase()}${style.slice(1)}`;
};

/** Spec 001 §2 step 2: the picker's style (category) and gender filters. */
export const filterAvatars = (avatars: readonly Avatar[], filters: { style: AvatarStyleFilter; gender: AvatarGenderFilter }) =>
  avatars.filter((a) => (filters.style === 'all' || a.category === filters.style) && (filters.gender === 'all' || a.gender === filters.gender));
