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
