/**
 * English left in a text written for a Spanish or German reader (issue 55): the English
 * function words it holds. A translated sentence keeps names (a venue, an act, a tour) as
 * typed, so a test names them with neutral words, or passes them to be left out.
 */
const FUNCTION_WORDS = new Set(
  "the of at and or by from with on to is are be must can cannot were this that these those your you our we it its not before after than into".split(
    " ",
  ),
);

/** The English function words in `text`, once each, after leaving out `names`. */
export function englishWords(text: string, names: readonly string[] = []): string[] {
  let rest = text;
  for (const name of names) rest = rest.split(name).join(" ");
  // Whole tokens only: a UID's hex ("…-9be1-…") holds letters that are not words.
  const tokens = rest.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(tokens.filter((w) => FUNCTION_WORDS.has(w)))];
}
