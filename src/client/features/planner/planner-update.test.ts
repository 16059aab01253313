import { readFileSync } from 'node:fs';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../shared/i18n/languages';
import { createI18n } from '../../i18n/setup';
import { activityText, parseReplanReasons, replanReasonText } from './planner-update';

const hindi = createI18n('hi', {
  planner: JSON.parse(readFileSync('src/shared/i18n/locales/hi/planner.json', 'utf8')) as Record<string, string>,
});
const english = createI18n('en');

/** The visible text of a rendered reason, and its markup. */
function render(language: Language, node: (t: typeof hindi.t) => ReactNode) {
  const i18n = language === 'hi' ? hindi : english;
  const t = i18n.getFixedT(language, 'planner');
  const html = renderToStaticMarkup(createElement(I18nextProvider, { i18n }, node(t)));
  return { html, text: html.replace(/<[^>]+>/g, '').replaceAll('&#x27;', "'") };
}

// The sentences src/server/features/planner/replan.ts writes.
const BOTH = "Updated because your results show 'Cells' and 'Atoms' need more time, and 'Force' is known well, so it gets less.";
const WEAK = "Updated because your results show 'Newton's laws' needs more time.";
const STRONG = "Updated because 'Force' and 'Work' are known well, so they get less.";

describe('the planner’s re-plan reasons', () => {
  it('reads the server’s sentences back, and nothing else', () => {
    expect(parseReplanReasons(BOTH)).toEqual({ weak: ['Cells', 'Atoms'], strong: ['Force'] });
    expect(parseReplanReasons(WEAK)).toEqual({ weak: ["Newton's laws"], strong: [] });
    expect(parseReplanReasons(STRONG)).toEqual({ weak: [], strong: ['Force', 'Work'] });
    expect(parseReplanReasons('Updated because .')).toBeNull();
    expect(parseReplanReasons("Updated because your results show 'Cells' need more time.")).toBeNull();
    expect(parseReplanReasons('Re-planned by your teacher.')).toBeNull();
  });

  it('says them again in English exactly as the server wrote them', () => {
    for (const sentence of [BOTH, WEAK, STRONG]) expect(render('en', (t) => replanReasonText(sentence, t, 'en')).text).toBe(sentence);
  });

  it('says them in Hindi, the concept names kept as the student’s own', () => {
    const both = render('hi', (t) => replanReasonText(BOTH, t, 'hi'));
    expect(both.text).toBe(
      "अपडेट किया गया, क्योंकि आपके नतीजे बताते हैं कि 'Cells' और 'Atoms' को और समय चाहिए, और 'Force' अच्छी तरह आता है, इसलिए उसे कम समय मिलता है।",
    );
    expect(both.html).toContain('<span data-untranslated="true">&#x27;Cells&#x27; और &#x27;Atoms&#x27;</span>');
    expect(render('hi', (t) => replanReasonText(STRONG, t, 'hi')).text).toBe(
      "अपडेट किया गया, क्योंकि 'Force' और 'Work' अच्छी तरह आते हैं, इसलिए उन्हें कम समय मिलता है।",
    );
    // Another text shows as written, marked as not the screen's own.
    expect(render('hi', (t) => replanReasonText('Re-planned.', t, 'hi')).html).toBe('<span data-untranslated="true">Re-planned.</span>');
  });

  it('says the re-plan’s extra practice again, and leaves the generator’s activities as written', () => {
    const activity = 'Extra practice on Cells: your results show it needs more time';
    expect(render('en', (t) => activityText(activity, t)).text).toBe(activity);
    expect(render('hi', (t) => activityText(activity, t)).text).toBe('Cells का अतिरिक्त अभ्यास: आपके नतीजे बताते हैं कि इसे और समय चाहिए');
    expect(render('hi', (t) => activityText('Revise chapter 2', t)).html).toBe('<span data-untranslated="true">Revise chapter 2</span>');
  });
});
