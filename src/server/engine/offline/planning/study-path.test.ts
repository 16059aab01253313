import { describe, expect, it } from 'vitest';
import { PATH_DIFFICULTIES, PATH_MAX_STEPS, PATH_MIN_STEPS, STUDY_PATH_MESSAGES } from '../../../../shared/study-path';
import { studyPathSchema } from '../../../../shared/study-path.schema';
import { EngineError } from '../../errors';
import { studyPathOffline, subjectOf } from './study-path';

const TOPICS = [
  'Photosynthesis',
  'World War II',
  'Rock & roll',
  'C# #tips',
  'C++',
  'प्रकाश संश्लेषण',
  'Linear algebra',
  '100% & 50/50?',
  'Money $& $1',
];
const urlsOf = (topic: string, difficulty: (typeof PATH_DIFFICULTIES)[number] = 'beginner') =>
  studyPathOffline({ topic, difficulty }).roadmap.flatMap((s) => s.resources.map((r) => r.url));

describe.each(PATH_DIFFICULTIES)('%s study path', (difficulty) => {
  const path = studyPathOffline({ topic: 'Photosynthesis', difficulty });

  it('has 5 to 8 steps whose hours add up to the total', () => {
    expect(path.roadmap.length).toBeGreaterThanOrEqual(PATH_MIN_STEPS);
    expect(path.roadmap.length).toBeLessThanOrEqual(PATH_MAX_STEPS);
    expect(path.totalSteps).toBe(path.roadmap.length);
    expect(path.estimatedHours).toBe(path.roadmap.reduce((sum, s) => sum + s.estimatedHours, 0));
    expect(new Set(path.roadmap.map((s) => s.id)).size).toBe(path.roadmap.length);
    expect(path.difficulty).toBe(difficulty);
  });

  it('gives each step 2 to 4 resources about the step and the topic', () => {
    for (const step of path.roadmap) {
      expect(step.title).toContain('Photosynthesis');
      expect(step.resources.length).toBeGreaterThanOrEqual(2);
      expect(step.resources.length).toBeLessThanOrEqual(4);
      for (const resource of step.resources) expect(resource.description).toContain(step.title);
    }
  });

  it('parses with the shared schema and is the same every time', () => {
    expect(studyPathSchema.parse(path)).toEqual(path);
    expect(studyPathOffline({ topic: 'Photosynthesis', difficulty })).toEqual(path);
  });
});

describe('study path links', () => {
  it.each(TOPICS)('links are https search pages whose query carries "%s" intact', (topic) => {
    for (const difficulty of PATH_DIFFICULTIES) {
      for (const href of urlsOf(topic, difficulty)) {
        const url = new URL(href);
        expect(url.protocol).toBe('https:');
        expect(url.hash).toBe('');
        expect(url.search).toContain(encodeURIComponent(topic));
        expect([...url.searchParams.values()].some((value) => value.startsWith(topic))).toBe(true);
      }
    }
  });

  it('picks practice sites by the kind of topic', () => {
    expect(urlsOf('C++').some((u) => u.startsWith('https://www.codewars.com/kata/search?q=C%2B%2B'))).toBe(true);
    expect(urlsOf('Python')).toContain('https://exercism.org/tracks?criteria=Python');
    expect(urlsOf('Linear algebra').some((u) => u.startsWith('https://brilliant.org/search/?q='))).toBe(true);
    expect(urlsOf('Linear algebra').some((u) => u.startsWith('https://openstax.org/search?q='))).toBe(true);
    const history = urlsOf('World War II');
    expect(history.some((u) => u.includes('codewars') || u.includes('brilliant'))).toBe(false);
    expect(history.some((u) => u.startsWith('https://openlibrary.org/search?q=World%20War%20II'))).toBe(true);
  });

  it('goes deeper and shorter at higher levels', () => {
    const [beginner, intermediate, advanced] = PATH_DIFFICULTIES.map((difficulty) => studyPathOffline({ topic: 'Optics', difficulty }));
    expect(beginner!.totalSteps).toBeGreaterThan(advanced!.totalSteps);
    const average = (p: typeof beginner) => p!.estimatedHours / p!.totalSteps;
    expect(average(intermediate)).toBeGreaterThan(average(beginner));
    expect(average(advanced)).toBeGreaterThan(average(intermediate));
  });

  it('refuses a blank topic with a 400', () => {
    const run = () => studyPathOffline({ topic: '   ', difficulty: 'beginner' });
    expect(run).toThrow(EngineError);
    expect(run).toThrow(STUDY_PATH_MESSAGES.topicRequired);
  });
});

describe('the subject of a typed topic', () => {
  it.each([
    ['Learn Python programming', 'Python programming'],
    ['Master calculus', 'calculus'],
    ['Introduction to economics', 'economics'],
    ['I want to learn the basics of chemistry', 'chemistry'],
    ['Getting started with React', 'React'],
    ['Machine learning', 'Machine learning'],
    ['Learn', 'Learn'],
  ])('%s → %s', (typed, subject) => {
    expect(subjectOf(typed)).toBe(subject);
  });

  it('names the subject in every step', () => {
    const path = studyPathOffline({ topic: 'Learn Python programming', difficulty: 'beginner' });
    expect(path.roadmap[0]!.title).toBe('The big picture: what is Python programming?');
    for (const step of path.roadmap) expect(step.title).not.toContain('Learn Python');
  });
});
