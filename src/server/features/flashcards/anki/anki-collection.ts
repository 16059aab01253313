// The SQLite collection inside an .apkg as Anki reads it (schema version 11, the layout every Anki
// since 2.1 imports and AnkiDroid reads): tables, and the JSON of the col row.

export const ANKI_SCHEMA_VERSION = 11;
/** Anki joins a note's fields with the unit separator. */
export const FIELD_SEPARATOR = '\x1f';
export const DEFAULT_DECK_ID = 1;
export const DEFAULT_CONF_ID = 1;
export const BASIC_MODEL_ID = 1_700_000_000_001;
export const CLOZE_MODEL_ID = 1_700_000_000_002;
export const MODEL_STANDARD = 0;
export const MODEL_CLOZE = 1;

export const COLLECTION_DDL = `
CREATE TABLE col (id integer primary key, crt integer not null, mod integer not null, scm integer not null,
  ver integer not null, dty integer not null, usn integer not null, ls integer not null, conf text not null,
  models text not null, decks text not null, dconf text not null, tags text not null);
CREATE TABLE notes (id integer primary key, guid text not null, mid integer not null, mod integer not null,
  usn integer not null, tags text not null, flds text not null, sfld integer not null, csum integer not null,
  flags integer not null, data text not null);
CREATE TABLE cards (id integer primary key, nid integer not null, did integer not null, ord integer not null,
  mod integer not null, usn integer not null, type integer not null, queue integer not null, due integer not null,
  ivl integer not null, factor integer not null, reps integer not null, lapses integer not null, left integer not null,
  odue integer not null, odid integer not null, flags integer not null, data text not null);
CREATE TABLE revlog (id integer primary key, cid integer not null, usn integer not null, ease integer not null,
  ivl integer not null, lastIvl integer not null, factor integer not null, time integer not null, type integer not null);
CREATE TABLE graves (usn integer not null, oid integer not null, type integer not null);
CREATE INDEX ix_notes_usn on notes (usn);
CREATE INDEX ix_cards_usn on cards (usn);
CREATE INDEX ix_revlog_usn on revlog (usn);
CREATE INDEX ix_cards_nid on cards (nid);
CREATE INDEX ix_cards_sched on cards (did, queue, due);
CREATE INDEX ix_revlog_cid on revlog (cid);
CREATE INDEX ix_notes_csum on notes (csum);
`;

const CSS = '.card { font-family: arial; font-size: 20px; text-align: center; color: black; background-color: white; }';
const LATEX_PRE =
  '\\documentclass[12pt]{article}\n\\special{papersize=3in,5in}\n\\usepackage[utf8]{inputenc}\n\\usepackage{amssymb,amsmath}\n\\pagestyle{empty}\n\\setlength{\\parindent}{0in}\n\\begin{document}\n';
const LATEX_POST = '\\end{document}';

function field(name: string, ord: number) {
  return { name, ord, sticky: false, rtl: false, font: 'Arial', size: 20, media: [] };
}

function template(name: string, ord: number, qfmt: string, afmt: string) {
  return { name, ord, qfmt, afmt, bqfmt: '', bafmt: '', did: null, bfont: '', bsize: 0 };
}

function model(
  id: number,
  name: string,
  type: number,
  fields: string[],
  templates: ReturnType<typeof template>[],
  mod: number,
  deckId: number,
) {
  return {
    id,
    name,
    type,
    mod,
    usn: -1,
    sortf: 0,
    did: deckId,
    tmpls: templates,
    flds: fields.map(field),
    css: CSS,
    latexPre: LATEX_PRE,
    latexPost: LATEX_POST,
    latexsvg: false,
    req: [[0, 'any', [0]]],
    tags: [],
    vers: [],
  };
}

/** The note types of an export: Basic (what Studium's cards are) and Cloze (for cards made in Anki afterwards). */
export function modelsJson(mod: number, deckId: number): string {
  return JSON.stringify({
    [BASIC_MODEL_ID]: model(
      BASIC_MODEL_ID,
      'Basic',
      MODEL_STANDARD,
      ['Front', 'Back'],
      [template('Card 1', 0, '{{Front}}', '{{FrontSide}}\n\n<hr id=answer>\n\n{{Back}}')],
      mod,
      deckId,
    ),
    [CLOZE_MODEL_ID]: model(
      CLOZE_MODEL_ID,
      'Cloze',
      MODEL_CLOZE,
      ['Text', 'Back Extra'],
      [template('Cloze', 0, '{{cloze:Text}}', '{{cloze:Text}}<br>\n{{Back Extra}}')],
      mod,
      deckId,
    ),
  });
}

function deckEntry(id: number, name: string, mod: number) {
  return {
    id,
    name,
    mod,
    usn: -1,
    lrnToday: [0, 0],
    revToday: [0, 0],
    newToday: [0, 0],
    timeToday: [0, 0],
    collapsed: false,
    browserCollapsed: false,
    desc: '',
    dyn: 0,
    conf: DEFAULT_CONF_ID,
    extendNew: 0,
    extendRev: 0,
  };
}

/** Anki always has its Default deck (id 1); the exported deck sits beside it. */
export function decksJson(deckId: number, name: string, mod: number): string {
  return JSON.stringify({ [DEFAULT_DECK_ID]: deckEntry(DEFAULT_DECK_ID, 'Default', mod), [deckId]: deckEntry(deckId, name, mod) });
}

export function deckConfJson(mod: number): string {
  return JSON.stringify({
    [DEFAULT_CONF_ID]: {
      id: DEFAULT_CONF_ID,
      name: 'Default',
      mod,
      usn: -1,
      maxTaken: 60,
      autoplay: true,
      timer: 0,
      replayq: true,
      dyn: false,
      new: { bury: false, delays: [1, 10], initialFactor: 2500, ints: [1, 4, 0], order: 1, perDay: 20 },
      lapse: { delays: [10], leechAction: 1, leechFails: 8, minInt: 1, mult: 0 },
      rev: { perDay: 200, ease4: 1.3, fuzz: 0.05, ivlFct: 1, maxIvl: 36500, bury: false, hardFactor: 1.2 },
    },
  });
}

export function confJson(deckId: number): string {
  return JSON.stringify({
    activeDecks: [deckId],
    curDeck: deckId,
    newSpread: 0,
    collapseTime: 1200,
    timeLim: 0,
    estTimes: true,
    dueCounts: true,
    curModel: BASIC_MODEL_ID,
    nextPos: 1,
    sortType: 'noteFld',
    sortBackwards: false,
    addToCur: true,
  });
}
