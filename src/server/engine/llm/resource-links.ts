import type { ResourceType } from '../../../shared/study-path';
import { LINKS, classifyTopic } from '../offline/planning/links';

// Models invent plausible URLs that 404 (decision 008). A resource keeps the model's title and
// description, but its link is a search page we build: it always opens, and its query finds
// the resource the model named.

type Site = keyof typeof LINKS;

/** Sites a title may name, and the types they may serve: a "Khan Academy" article links there. */
const NAMED_SITES: readonly { name: RegExp; site: Site; types: readonly ResourceType[] }[] = [
  { name: /khan\s*academy/i, site: 'khanAcademy', types: ['article', 'practice'] },
  { name: /codewars/i, site: 'codewars', types: ['practice'] },
  // Case-sensitive: "a brilliant video" names no site.
  { name: /\bBrilliant(?:\.org)?\b/, site: 'brilliant', types: ['article', 'practice'] },
  { name: /openstax/i, site: 'openstax', types: ['book'] },
  { name: /open\s*library/i, site: 'openLibrary', types: ['book'] },
  { name: /\bmit\s*(?:open\s*course\s*ware|ocw)|open\s*course\s*ware/i, site: 'mitOcw', types: ['article', 'book'] },
  { name: /wikipedia/i, site: 'wikipedia', types: ['article'] },
  { name: /youtube/i, site: 'youtube', types: ['youtube'] },
];

/** A longer query adds nothing a search page can use, only a longer link. */
const QUERY_MAX_CHARS = 100;

const words = (text: string) =>
  text
    .toLocaleLowerCase()
    .split(/[^\p{L}\p{N}+#]+/u)
    .filter(Boolean);

/**
 * The search words: the linked site's own name dropped (it searches itself), title separators
 * turned into spaces, and the topic added when missing ("Lists" alone could be anything).
 */
function searchQuery(text: string, topic: string, siteName: RegExp | undefined): string {
  const cleaned = (siteName ? text.replace(new RegExp(siteName.source, `${siteName.flags}g`), ' ') : text)
    .replace(/\s*[:|–—]\s+/g, ' ')
    .replace(/^[\s:|–—-]+|[\s:|–—-]+$/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const have = new Set(words(cleaned));
  const query = words(topic).every((word) => have.has(word)) ? cleaned : `${topic} ${cleaned}`.trim();
  return query.slice(0, QUERY_MAX_CHARS).trim();
}

/** Where a resource of this type is searched when its title names none of our sites. */
function defaultLink(type: ResourceType, topic: string, query: string): string {
  switch (type) {
    case 'article':
      return LINKS.wikipedia(query);
    case 'youtube':
      return LINKS.youtube(query);
    case 'book':
      // The catalogue is chosen by the topic (OpenStax covers only some subjects), searched for the book.
      return classifyTopic(topic).openstax ? LINKS.openstax(query) : LINKS.openLibrary(query);
    case 'practice': {
      const kind = classifyTopic(topic);
      if (kind.programming) return LINKS.codewars(query);
      return kind.math ? LINKS.brilliant(query) : LINKS.khanAcademy(query);
    }
  }
}

export interface ModelResource {
  type: ResourceType;
  title: string;
  /** The words the model would type into the site's search box. */
  search?: string | undefined;
}

/** An https search or catalogue page for the resource, with an encoded query. */
export function resourceUrl(resource: ModelResource, topic: string): string {
  const named = NAMED_SITES.find(({ name, types }) => types.includes(resource.type) && name.test(resource.title));
  const query = searchQuery(resource.search?.trim() || resource.title, topic, named?.name) || topic;
  return named ? LINKS[named.site](query) : defaultLink(resource.type, topic, query);
}
