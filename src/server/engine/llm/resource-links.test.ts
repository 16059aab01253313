import { describe, expect, it } from 'vitest';
import { resourceUrl } from './resource-links';

describe('links for the resources a model names', () => {
  it('searches the site a title names when that site serves the type, without its name in the query', () => {
    expect(resourceUrl({ type: 'practice', title: 'Khan Academy: Solving equations' }, 'Algebra')).toBe(
      'https://www.khanacademy.org/search?page_search_query=Algebra%20Solving%20equations',
    );
    expect(resourceUrl({ type: 'book', title: 'OpenStax Biology 2e' }, 'Biology')).toBe('https://openstax.org/search?q=Biology%202e');
    expect(resourceUrl({ type: 'article', title: 'MIT OpenCourseWare: 18.01 Single Variable Calculus' }, 'Calculus')).toBe(
      'https://ocw.mit.edu/search/?q=18.01%20Single%20Variable%20Calculus',
    );
    // A video is a YouTube search even when its title names another site, whose name then helps find it.
    expect(resourceUrl({ type: 'youtube', title: 'Khan Academy: Photosynthesis' }, 'Photosynthesis')).toBe(
      'https://www.youtube.com/results?search_query=Khan%20Academy%20Photosynthesis',
    );
  });

  it("picks the default site for the type and topic, preferring the model's search words", () => {
    expect(resourceUrl({ type: 'practice', title: 'Integration drills', search: 'integration by parts' }, 'Calculus')).toBe(
      'https://brilliant.org/search/?q=Calculus%20integration%20by%20parts',
    );
    expect(resourceUrl({ type: 'practice', title: 'Dates quiz' }, 'The French Revolution')).toMatch(
      /^https:\/\/www\.khanacademy\.org\/search\?/,
    );
    expect(resourceUrl({ type: 'book', title: 'Citizens' }, 'The French Revolution')).toBe(
      'https://openlibrary.org/search?q=The%20French%20Revolution%20Citizens',
    );
    expect(resourceUrl({ type: 'article', title: 'Wikipedia' }, 'Osmosis')).toBe('https://en.wikipedia.org/w/index.php?search=Osmosis');
  });

  it('encodes every character a query may hold and keeps links short', () => {
    const url = resourceUrl({ type: 'article', title: `Q&A #1 ?x=1/2 ${'long '.repeat(60)}` }, 'C#');
    expect(url.startsWith('https://en.wikipedia.org/w/index.php?search=C%23%20Q%26A%20%231%20%3Fx%3D1%2F2%20long')).toBe(true);
    expect(new URL(url).searchParams.get('search')!.length).toBeLessThanOrEqual(100);
  });
});
