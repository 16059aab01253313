import { describe, expect, it } from 'vitest';
import { PRERENDERED_PAGES } from '../shared/prerendered-pages';
import { inLanguage, renderPage, staticPageTitle, withPage } from './prerender';

const INDEX_HTML = '<!doctype html><html><head><title>Studium</title></head><body><div id="root"></div></body></html>';
const h1 = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '');

describe('pre-rendering the public pages', () => {
  it('renders the landing page signed out, in the light theme, with the plans still loading', async () => {
    const html = await renderPage('/');
    expect(h1(html)).toBe('Study smarter with an AI tutor that works from your own material');
    // The first client render has no session, no stored theme and no plans yet: the HTML must match it.
    expect(html).toContain('>Try It Now');
    expect(html).not.toContain('Go to Dashboard');
    expect(html).toContain('aria-label="Switch to dark theme"');
    expect(html).toContain('aria-label="Loading plans"');
    expect(html).not.toContain('Loading...');
  });

  it.each([
    ['/about', 'About Studium'],
    ['/contact', 'Contact Us'],
    ['/terms-of-service', 'Terms of Service'],
    ['/privacy-policy', 'Privacy Policy'],
    ['/refund-policy', 'Refund Policy'],
    ['/shipping-policy', 'Shipping and Delivery Policy'],
  ])('renders %s with its lazy page loaded', async (path, title) => {
    expect(PRERENDERED_PAGES[path]).toBeDefined();
    const html = await renderPage(path);
    expect(h1(html)).toBe(title);
    // The title StaticPage sets once mounted, so the HTML's matches it from the start.
    expect(staticPageTitle(path, html)).toBe(`${title} · Studium`);
  });

  it('renders the landing page in Hindi, with the language switch on Hindi', async () => {
    const html = await renderPage('/', 'hi');
    expect(h1(html)).toBe('ऐसे AI ट्यूटर के साथ समझदारी से पढ़ें जो आपकी अपनी सामग्री से काम करता है');
    expect(html).toContain('>अभी आज़माएँ');
    expect(html).toMatch(/<option value="hi" lang="hi" selected="">हिन्दी<\/option>/);
    expect(html).not.toContain('Try It Now');
  });

  it('renders the policy pages in Hindi, dated in Hindi, the operator’s details as configured', async () => {
    const html = await renderPage('/privacy-policy', 'hi');
    expect(h1(html)).toBe('गोपनीयता नीति');
    expect(staticPageTitle('/privacy-policy', html)).toBe('गोपनीयता नीति · Studium');
    expect(html).toContain('आख़िरी बार अपडेट: 19 अगस्त 2025');
    expect(html).toContain('<span data-untranslated="true">[[site:operatorName]]</span>');
    expect(html).not.toContain('We do not sell your data');
    expect(await renderPage('/privacy-policy')).toContain('Last updated August 19, 2025');
  });

  it('gives index.html the language, its title and description', async () => {
    const index =
      '<html lang="en"><head><meta name="description" content="Studium is an open-source AI study app: tutor chat, quizzes with feedback, summaries, study plans, notes and a step-by-step doubt solver." /><title>Studium: your AI study companion</title></head></html>';
    const hindi = await inLanguage(index, 'hi');
    expect(hindi).toContain('<html lang="hi">');
    expect(hindi).toContain('<title>Studium: आपका AI पढ़ाई साथी</title>');
    expect(hindi).toContain('content="Studium एक ओपन-सोर्स AI पढ़ाई ऐप है');
    expect(await inLanguage(index, 'en')).toBe(index);
  });

  it('puts the page inside the empty #root of index.html', async () => {
    const page = withPage(INDEX_HTML, '<main>$& $1</main>');
    // Replacement patterns in the page's text ($&) stay as written.
    expect(page).toBe(INDEX_HTML.split('<div id="root"></div>').join('<div id="root"><main>$& $1</main></div>'));
    expect(() => withPage('<div id="app"></div>', '<main></main>')).toThrow('no empty #root');
    expect(withPage(INDEX_HTML, '', 'Q&A <b> · Studium')).toContain('<title>Q&amp;A &lt;b> · Studium</title>');
    expect(staticPageTitle('/', '<h1>Study smarter</h1>')).toBeUndefined();
  });
});
