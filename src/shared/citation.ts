// What an AI answer cites of the user's own material: the tutor and the doubt solver share it.

/** A note an answer drew on, cited by title (the client links it to /notes). */
export interface NoteCitation {
  kind: 'note';
  id: string;
  title: string;
}

/** Said first, plainly, when retrieval found nothing in the user's notes that the answer could use. */
export const NOT_IN_NOTES = 'I found nothing about this in your notes, so here is a general answer.';

/** The notice as answers write it: its own paragraph, in italics. */
export const NOT_IN_NOTES_LINE = `*${NOT_IN_NOTES}*`;

/**
 * The offline engine's first line when the notes hold nothing on the question: it has no general
 * answer to give, so it says what it can do instead (and the next steps follow).
 */
export const OFFLINE_NOT_IN_NOTES =
  'I found nothing about this in your notes, and offline I can only quote your notes, define a word or work out math ' +
  '(equations, derivatives, units, and rate problems such as speed or density).';

export const OFFLINE_NOT_IN_NOTES_LINE = `*${OFFLINE_NOT_IN_NOTES}*`;
