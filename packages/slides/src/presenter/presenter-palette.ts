import type { PresenterLook } from '@lectern/core';
import { isDark, luminance, mix } from '../color';

/** Every tone of one presenter, derived once from the look: flat base colours plus a shade and a light. */
export interface PresenterPalette {
  skin: string;
  skinShade: string;
  skinDeep: string;
  skinLight: string;
  blush: string;
  lip: string;
  lipDark: string;
  hair: string;
  hairShade: string;
  hairLight: string;
  brow: string;
  line: string;
  eyes: string;
  outfit: string;
  outfitShade: string;
  outfitDeep: string;
  outfitLight: string;
  accent: string;
  accentShade: string;
  /** Suits: a coloured accent is the tie, a light one is the shirt. */
  accentIsLight: boolean;
  chair: string;
  chairLight: string;
  /** A framed presenter's card: a light tint of the outfit, its lit corner, and its rim. */
  card: string;
  cardLight: string;
  cardRim: string;
}

export function presenterPalette(look: PresenterLook): PresenterPalette {
  const darkSkin = luminance(look.skin) < 0.2;
  const darkHair = luminance(look.hair) < 0.03;
  return {
    skin: look.skin,
    skinShade: mix(look.skin, '#6b2f24', darkSkin ? 0.28 : 0.2),
    skinDeep: mix(look.skin, '#4a1d16', darkSkin ? 0.45 : 0.38),
    skinLight: mix(look.skin, '#fff6ee', 0.35),
    blush: darkSkin ? 'rgba(200, 70, 70, 0.22)' : 'rgba(236, 110, 110, 0.2)',
    lip: mix(look.skin, darkSkin ? '#7a2a35' : '#c45866', darkSkin ? 0.42 : 0.5),
    lipDark: mix(look.skin, '#4b1520', 0.62),
    hair: look.hair,
    hairShade: mix(look.hair, '#000000', 0.32),
    // Black hair shows a cool sheen; lighter hair a warm one.
    hairLight: darkHair ? '#5a5868' : mix(look.hair, '#fff4e0', 0.3),
    brow: luminance(look.hair) > 0.3 ? mix(look.hair, '#3a3530', 0.45) : mix(look.hair, '#000000', 0.1),
    line: mix(look.hair, '#1a1010', 0.6),
    eyes: look.eyes,
    outfit: look.outfitColor,
    outfitShade: mix(look.outfitColor, '#000000', 0.2),
    outfitDeep: mix(look.outfitColor, '#000000', 0.38),
    outfitLight: mix(look.outfitColor, '#ffffff', isDark(look.outfitColor) ? 0.16 : 0.22),
    accent: look.accentColor,
    accentShade: mix(look.accentColor, '#3a4660', 0.18),
    accentIsLight: luminance(look.accentColor) > 0.6,
    chair: '#3b4150',
    chairLight: '#566074',
    card: mix(look.outfitColor, '#eef1f5', 0.78),
    cardLight: mix(look.outfitColor, '#ffffff', 0.9),
    cardRim: mix(look.outfitColor, '#ffffff', 0.55),
  };
}
