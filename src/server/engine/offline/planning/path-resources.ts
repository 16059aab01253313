import type { PathResource } from '../../../../shared/study-path';
import { LINKS, bookLink, classifyTopic } from './links';

// Resources for each kind of study-path step. Every URL is a search page with the topic as its
// query (see links.ts), so it opens offline-generated plans onto real material.

export type StepKind =
  'overview' | 'foundations' | 'core' | 'examples' | 'practice' | 'project' | 'review' | 'theory' | 'research' | 'hard' | 'teach';

type Builder = (topic: string, step: string) => PathResource;

const wikipedia: Builder = (topic, step) => ({
  type: 'article',
  title: `Wikipedia articles on ${topic}`,
  description: `Read the main article on ${topic} and note the subtopics that matter for “${step}”.`,
  url: LINKS.wikipedia(topic),
});

const ocw: Builder = (topic, step) => ({
  type: 'article',
  title: `MIT OpenCourseWare: ${topic}`,
  description: `Free lecture notes and problem sets touching ${topic}; pick the ones that match “${step}”.`,
  url: LINKS.mitOcw(topic),
});

const book: Builder = (topic, step) => {
  const { site, url } = bookLink(topic);
  return {
    type: 'book',
    title: `${site}: books on ${topic}`,
    description: `A free textbook chapter on ${topic} to read for “${step}”.`,
    url,
  };
};

const khan: Builder = (topic, step) => ({
  type: 'practice',
  title: `Khan Academy: ${topic}`,
  description: `Short lessons and exercises on ${topic} with instant feedback, for “${step}”.`,
  url: LINKS.khanAcademy(topic),
});

/** YouTube searches differ by step, so the videos match what the step asks for. */
const video =
  (suffix: string): Builder =>
  (topic, step) => ({
    type: 'youtube',
    title: `Videos: ${topic} ${suffix}`,
    description: `Pick one well-rated video on ${topic} ${suffix} and pause to take notes while working on “${step}”.`,
    url: LINKS.youtube(`${topic} ${suffix}`),
  });

/** Exercise sites that fit the topic: kata for code, Brilliant for maths and physics, else Khan Academy. */
function practiceSite(topic: string, step: string): PathResource[] {
  const kind = classifyTopic(topic);
  const found: PathResource[] = [];
  if (kind.programming) {
    found.push({
      type: 'practice',
      title: `Codewars kata: ${topic}`,
      description: `Solve small coding challenges on ${topic}, easiest first, as practice for “${step}”.`,
      url: LINKS.codewars(topic),
    });
  }
  if (kind.language) {
    found.push({
      type: 'practice',
      title: `Exercism ${topic} track`,
      description: `Free exercises in ${topic} with mentor feedback, for “${step}”.`,
      url: LINKS.exercism(topic),
    });
  }
  if (kind.math) {
    found.push({
      type: 'practice',
      title: `Brilliant: ${topic}`,
      description: `Interactive problems on ${topic} that build intuition, for “${step}”.`,
      url: LINKS.brilliant(topic),
    });
  }
  return found.length > 0 ? found : [khan(topic, step)];
}

const BY_KIND: Record<StepKind, (topic: string, step: string) => PathResource[]> = {
  overview: (t, s) => [wikipedia(t, s), video('explained for beginners')(t, s), book(t, s)],
  foundations: (t, s) => [book(t, s), video('basics')(t, s), khan(t, s)],
  core: (t, s) => [ocw(t, s), wikipedia(t, s), video('explained')(t, s)],
  examples: (t, s) => [video('worked examples')(t, s), khan(t, s), ...practiceSite(t, s)],
  practice: (t, s) => [...practiceSite(t, s), video('practice problems')(t, s)],
  project: (t, s) => [video('project ideas')(t, s), ocw(t, s), ...(classifyTopic(t).programming ? practiceSite(t, s) : [])],
  review: (t, s) => [khan(t, s), video('review')(t, s), wikipedia(t, s)],
  theory: (t, s) => [ocw(t, s), book(t, s), wikipedia(t, s)],
  research: (t, s) => [ocw(t, s), video('lecture')(t, s), wikipedia(t, s)],
  hard: (t, s) => [...practiceSite(t, s), ocw(t, s), video('hard problems')(t, s)],
  teach: (t, s) => [video('review')(t, s), wikipedia(t, s), khan(t, s)],
};

/** 2–4 resources for a step, without repeating a URL. */
export function stepResources(kind: StepKind, topic: string, step: string): PathResource[] {
  const unique = new Map(BY_KIND[kind](topic, step).map((resource) => [resource.url, resource]));
  return [...unique.values()].slice(0, 4);
}
