/**
 * Decision 165: a slide whose text does not fit its page at the shape's smallest readable size
 * goes on over continuation pages in the shape being rendered, headed with this.
 */
export const continuedTitle = (title: string): string => `${title.trim()} (continued)`;
