/**
 * Characters nobody sees but a page prints as they are: the control characters (C0, DEL and
 * C1), the line and paragraph separators, and the direction controls that reorder the text
 * after them. A one-line field refuses them all; a multi-line one takes line breaks and tabs.
 */
const INVISIBLE = /[\p{Cc}\u2028\u2029\p{Bidi_Control}]/u;
const INVISIBLE_BUT_LINE_BREAKS_AND_TABS = /(?![\t\n\r])[\p{Cc}\u2028\u2029\p{Bidi_Control}]/u;

export function hasControlCharacters(text: string, options: { multiline?: boolean } = {}): boolean {
  return (options.multiline ? INVISIBLE_BUT_LINE_BREAKS_AND_TABS : INVISIBLE).test(text);
}

/** What a field that refuses them says, after its label. */
export const CONTROL_CHARACTERS_RULE = "cannot contain control characters (tabs, line breaks or other invisible characters)";
