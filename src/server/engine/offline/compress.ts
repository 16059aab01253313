const DISCOURSE_MARKERS =
  /^(?:however|moreover|furthermore|in addition|additionally|also|meanwhile|therefore|thus|hence|consequently|as a result|for example|for instance|in fact|indeed|still|yet|but|and|so|then|finally|first|second|third|lastly|overall|in short|in summary|of course)\s*,?\s+/i;
const ATTRIBUTION =
  /,?\s*(?:he|she|they|it|we|[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,3})\s+(?:said|says|added|told \w+|explained|noted|argued|claimed|stated)\.?$/;
const LEADING_ATTRIBUTION = /^(?:[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,3}|he|she|they)\s+(?:said|says|added|explained|noted)\s+(?:that\s+)?/;

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Shortens a sentence into a key point: drops leading discourse markers, parentheses,
 * attributions ("…, he said") and whatever follows a semicolon; keeps the claim itself.
 */
export function compressSentence(sentence: string): string {
  let text = sentence.trim();
  text = text.replace(/\s*\([^()]*\)/g, '').replace(/\s*\[[^\]]*\]/g, '');
  text = text.replace(/^["“”']+|["“”']+$/g, '');
  const semicolon = text.indexOf(';');
  if (semicolon > 20) text = text.slice(0, semicolon);
  text = text.replace(DISCOURSE_MARKERS, '');
  text = text.replace(LEADING_ATTRIBUTION, '');
  text = text.replace(/[.!?]+["”']*$/, '').replace(ATTRIBUTION, '');
  text = text
    .replace(/\s+,/g, ',')
    .replace(/,\s*$/, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
  return text ? `${capitalise(text)}.` : '';
}
