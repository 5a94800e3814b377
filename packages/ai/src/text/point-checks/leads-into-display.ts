/** A lead-in that ends on the command or example it introduces: "…, run:", "as follows:", "type the following:". */
const LEADS_INTO_DISPLAY = /\b(?:run|type|enter|execute|use|add|write|issue|call|follows|following|below|this|these|like)\s*:$/i;

/**
 * Whether a sentence only leads into a display that follows it — a command, a sample, an example
 * (decision 207). Code is never shown nor said, so "To restore a folder to its original place, run:"
 * would end on its verb; a lead-in that says something itself ("Each job names the folders to copy,
 * a schedule and how long copies are kept:") is no such sentence.
 */
export const leadsIntoDisplay = (text: string) => LEADS_INTO_DISPLAY.test(text.trim());
