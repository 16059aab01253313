// The installable app and what works offline (decision 076): the web app manifest, the limits of
// what the device keeps, and the words the offline screens show. The screens read these English texts
// as the keys of the `offline` catalogue (decision 078); `needsNetwork`, which stands in for an API
// error, is also a shared message (OFFLINE_MESSAGES, decision 077).

/** The web app manifest (served at /manifest.webmanifest): what an install shows and opens. */
export const APP_MANIFEST = {
  name: 'Studium',
  short_name: 'Studium',
  description: 'Your AI study companion: flashcards, notes, quizzes, plans and a tutor.',
  id: '/',
  start_url: '/dashboard',
  scope: '/',
  display: 'standalone',
  theme_color: '#4f46e5',
  background_color: '#ffffff',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
} as const;

export const OFFLINE_LIMITS = {
  /** The review queue kept on the device covers the cards due within this many days. */
  queueDays: 7,
  /** Notes kept for reading offline; past it, the one opened longest ago goes. */
  keptNotes: 200,
  /** How often the app tries to send waiting reviews while it is open. */
  syncEveryMs: 60_000,
} as const;

/**
 * The pictures of the kept cards (decision 079), in the service worker's own cache: fetched when the
 * queue is kept, answered from there first (an image's address never shows other bytes), and only
 * these: no other API answer is cached. Sign-out empties it with the rest.
 */
export const CARD_IMAGE_CACHE = {
  name: 'studium-card-images',
  /** Past this many, the image used longest ago goes. */
  maxEntries: 300,
  /** An image kept longer than this is fetched again. */
  maxAgeSeconds: 30 * 24 * 60 * 60,
} as const;

/** What a request says when no answer came because the device is offline: shown where the API's message would be. */
export const OFFLINE_MESSAGES = {
  needsNetwork: 'You are offline: this needs the network. It works again once you are back online.',
} as const;

export const OFFLINE_TEXTS = {
  banner: 'You are offline. Flashcard review and notes you have opened still work; other tools need the network.',
  needsNetwork: OFFLINE_MESSAGES.needsNetwork,
  waiting: (count: number) => (count === 1 ? '1 review waiting to sync' : `${count} reviews waiting to sync`),
  synced: 'Synced',
  syncing: 'Syncing reviews…',
  dropped: (count: number) =>
    count === 1
      ? '1 review made offline was not recorded: its card was deleted or reviewed later on another device.'
      : `${count} reviews made offline were not recorded: their cards were deleted or reviewed later on another device.`,
  offlineReview: 'Offline review: your grades are kept on this device and sent when you are back online.',
  noOfflineQueue: 'No cards are kept on this device yet. Open Flashcards once while online to review them offline.',
  noteOfflineCopy: 'You are offline: this is the copy of this note kept on this device, read-only.',
  noteNotKept: 'This note is not kept on this device. Open it once while online to read it offline.',
} as const;
