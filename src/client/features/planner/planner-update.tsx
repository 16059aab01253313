import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Trans } from 'react-i18next';
import { LANGUAGE_LOCALES, type Language } from '../../../shared/i18n/languages';

// Why a planner was re-planned from mastery (decision 070). The server stores the reason in English
// ("Updated because your results show 'Cells' needs more time, and 'Atoms' is known well, so it gets
// less.", src/server/features/planner/replan.ts): said again here in the reader's words, the concept
// names (the student's own) kept as they are. A text in any other form shows as the server wrote it.

export interface ReplanReasons {
  /** The weak concepts named (at most two), or none. */
  weak: string[];
  /** The concepts known well that got less time, or none. */
  strong: string[];
}

const NAMES = "'(.+?)'(?: and '(.+)')?";
const REASONS = new RegExp(
  `^Updated because (?:your results show ${NAMES} (?:needs|need) more time)?(?:, and )?` +
    `(?:${NAMES} (?:is known well, so it gets|are known well, so they get) less)?\\.$`,
);

const quotedList = (names: readonly string[]) =>
  names.length === 1
    ? `'${names[0]}'`
    : `${names
        .slice(0, -1)
        .map((name) => `'${name}'`)
        .join(', ')} and '${names.at(-1)}'`;

/** The English sentence the server writes for these reasons. */
function englishReasons({ weak, strong }: ReplanReasons): string {
  const reasons = [
    ...(weak.length > 0 ? [`your results show ${quotedList(weak)} ${weak.length === 1 ? 'needs' : 'need'} more time`] : []),
    ...(strong.length > 0
      ? [`${quotedList(strong)} ${strong.length === 1 ? 'is known well, so it gets' : 'are known well, so they get'} less`]
      : []),
  ];
  return `Updated because ${reasons.join(', and ')}.`;
}

/** The reasons in the server's English sentence, or null when `text` is not one (it must read back the same). */
export function parseReplanReasons(text: string): ReplanReasons | null {
  const match = REASONS.exec(text);
  if (!match) return null;
  const [, weak1, weak2, strong1, strong2] = match;
  const reasons = {
    weak: [weak1, weak2].filter((name) => name !== undefined),
    strong: [strong1, strong2].filter((name) => name !== undefined),
  };
  if (reasons.weak.length + reasons.strong.length === 0 || englishReasons(reasons) !== text) return null;
  return reasons;
}

/** The reason a planner was updated, in the reader's language; the names are the student's own. */
export function replanReasonText(text: string, t: TFunction<'planner'>, language: Language): ReactNode {
  const reasons = parseReplanReasons(text);
  if (!reasons) return <span data-untranslated>{text}</span>;
  const list = new Intl.ListFormat(LANGUAGE_LOCALES[language], { type: 'conjunction' });
  const names = (items: string[]) => list.format(items.map((name) => `'${name}'`));
  const values = {
    weak: names(reasons.weak),
    weakCount: reasons.weak.length,
    strong: names(reasons.strong),
    strongCount: reasons.strong.length,
  };
  const asWritten = [<span key="0" data-untranslated />, <span key="1" data-untranslated />];
  if (reasons.weak.length > 0 && reasons.strong.length > 0)
    return (
      <Trans
        t={t}
        i18nKey="Updated because your results show <0>{weak}</0> {weakCount, plural, one {needs} other {need}} more time, and <1>{strong}</1> {strongCount, plural, one {is known well, so it gets} other {are known well, so they get}} less."
        values={values}
        components={asWritten}
      />
    );
  if (reasons.weak.length > 0)
    return (
      <Trans
        t={t}
        i18nKey="Updated because your results show <0>{weak}</0> {weakCount, plural, one {needs} other {need}} more time."
        values={values}
        components={asWritten}
      />
    );
  return (
    <Trans
      t={t}
      i18nKey="Updated because <0>{strong}</0> {strongCount, plural, one {is known well, so it gets} other {are known well, so they get}} less."
      values={values}
      components={asWritten}
    />
  );
}

/** The activity a re-plan adds to a day for a weak concept (replan.ts), in the reader's words. */
const EXTRA_PRACTICE = /^Extra practice on (.+): your results show it needs more time$/;

/** A day's activity: the re-plan's own in the reader's language, any other (the generator's words) as written. */
export function activityText(activity: string, t: TFunction<'planner'>): ReactNode {
  const name = EXTRA_PRACTICE.exec(activity)?.[1];
  if (name === undefined) return <span data-untranslated>{activity}</span>;
  return (
    <Trans
      t={t}
      i18nKey="Extra practice on <0>{name}</0>: your results show it needs more time"
      values={{ name }}
      components={[<span key="0" data-untranslated />]}
    />
  );
}
