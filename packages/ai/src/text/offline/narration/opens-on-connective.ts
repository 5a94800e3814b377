/**
 * Discourse connectives a sentence may open with: a sentence opening on one takes no other ("Also,
 * however, …" is stitched speech). Words that also open a noun or a time ("First class…", "Next
 * week…", "Still water…") count only with their comma.
 */
export const OPENS_ON_CONNECTIVE =
  /^(?:(?:first(?:ly)?|second(?:ly)?|third(?:ly)?|next|then|finally|lastly|still|plus|besides|meanwhile|otherwise|again),|(?:to start|to begin|after that|instead|however|also|in addition|moreover|furthermore|for example|for instance|in short|above all|therefore|but|so|and|or|yet|even so|as a result|in that case|that is why|this is because|that's because|that’s because|because of this|in other words|on the other hand|by contrast|in contrast|that said|similarly|likewise|thus|hence|consequently|nevertheless|nonetheless)\b)/i;
