import './note-content.css';

/** The editable area: at least 200 px, at most 300 px, then it scrolls. */
export const EDITOR_CONTENT_CLASS = 'note-content min-h-[200px] max-h-[300px] overflow-y-auto px-3 py-2 focus:outline-none';
