// Images a card keeps (from an Anki package): stored beside the card, shown only to its owner at
// /api/card-images/<id>, written into the card's Markdown as ![alt](/api/card-images/<id>).

/** One image a card keeps may be this large; a bigger one is left out of an import and reported. */
export const CARD_IMAGE_MAX_BYTES = 2_000_000;

/** The image types a card keeps, recognised by their first bytes (never SVG: it can carry script). */
export const CARD_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type CardImageType = (typeof CARD_IMAGE_TYPES)[number];

const PREFIX = '/api/card-images/';
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const OWN_IMAGE_URL = new RegExp(`^${PREFIX}${UUID}$`);

export const cardImageUrl = (id: string) => `${PREFIX}${id}`;

/** A card image's own address (the only image Markdown shows inline: it tells no other host who reads it). */
export const isCardImageUrl = (url: string) => OWN_IMAGE_URL.test(url);

/** `![alt](/api/card-images/<id>)` in a card's text: the alt text and the image's id. */
export const cardImageMarkdown = () => new RegExp(`!\\[([^\\]\\n]*)\\]\\(${PREFIX}(${UUID})\\)`, 'g');

/** The type a file's first bytes say it is, if a card may keep it. */
export function sniffCardImageType(bytes: Uint8Array): CardImageType | undefined {
  const starts = (...values: number[]) => values.every((value, i) => bytes[i] === value);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x47, 0x49, 0x46, 0x38) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return 'image/gif';
  if (starts(0x52, 0x49, 0x46, 0x46) && bytes[8] === 0x57 && bytes[9] === 0x45 && bytes[10] === 0x42 && bytes[11] === 0x50)
    return 'image/webp';
  return undefined;
}

/** The file extension Anki's media folder gets for an image type. */
export const CARD_IMAGE_EXTENSIONS: Record<CardImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};
