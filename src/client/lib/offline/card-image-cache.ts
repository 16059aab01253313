import { cardImageMarkdown, cardImageUrl } from '../../../shared/card-images';
import type { Flashcard } from '../../../shared/flashcards';
import { CARD_IMAGE_CACHE } from '../../../shared/offline';

// The pictures of the review queue kept on the device (decisions 076 and 079). The service worker
// keeps every card image it fetches in its own cache and answers from there first; fetching the kept
// cards' images once the queue is stored is what puts them there, so an offline review shows them.

/** The image addresses the cards' Markdown shows, each once. */
export function cardImageUrls(cards: Pick<Flashcard, 'front' | 'back'>[]): string[] {
  const urls = new Set<string>();
  for (const card of cards) {
    for (const text of [card.front, card.back]) {
      for (const match of text.matchAll(cardImageMarkdown())) urls.add(cardImageUrl(match[2]!));
    }
  }
  return [...urls];
}

const canCache = () => import.meta.env.PROD && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

/** Until the service worker controls the page (at the first visit it takes over once installed). */
function controlled(): Promise<void> {
  if (navigator.serviceWorker.controller) return Promise.resolve();
  return new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }));
}

/** A few at a time: a whole queue of pictures must not hold up the screen's own requests. */
const AT_ONCE = 4;

/** Fetches the cards' images through the service worker, which keeps them (one already kept needs no network). */
export async function keepCardImages(cards: Pick<Flashcard, 'front' | 'back'>[]): Promise<void> {
  const urls = cardImageUrls(cards);
  if (!urls.length || !canCache()) return;
  await controlled();
  const next = urls.values();
  const worker = async () => {
    for (const url of next) await fetch(url, { credentials: 'same-origin' }).catch(() => undefined);
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, urls.length) }, worker));
}

/** Sign-out, or another user on the device: no picture of theirs stays. */
export async function forgetCardImages(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(CARD_IMAGE_CACHE.name);
}
