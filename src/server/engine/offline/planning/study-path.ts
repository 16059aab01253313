import {
  PATH_DIFFICULTIES,
  type PathDifficulty,
  STUDY_PATH_MESSAGES,
  type StudyPath,
  type StudyPathInput,
} from '../../../../shared/study-path';
import { invalidInput } from '../../errors';
import { type StepKind, stepResources } from './path-resources';

/** Kind, hours, title and description; `{t}` stands for the topic. */
type StepTemplate = readonly [kind: StepKind, hours: number, title: string, description: string];

// Beginners get more, smaller steps; higher levels assume the basics, so their paths are
// shorter but each step is deeper and longer.
const TEMPLATES: Record<PathDifficulty, readonly StepTemplate[]> = {
  beginner: [
    ['overview', 1.5, 'The big picture: what is {t}?', 'Find out what {t} is about, why it matters and what its main parts are.'],
    ['foundations', 3, 'Foundations of {t}', 'Learn the basic vocabulary and building blocks of {t}, with flashcards for the key terms.'],
    ['core', 4, 'Core ideas of {t}', 'Understand the central ideas of {t} and how they connect; draw a mind map.'],
    ['examples', 3, 'Worked examples in {t}', 'Follow solved examples in {t} step by step, then redo them without looking.'],
    ['practice', 4, 'Guided practice in {t}', 'Answer easy-to-medium exercises on {t} and keep a log of mistakes.'],
    ['project', 5, 'A small project with {t}', 'Use {t} for something of your own: a poster, a short essay, a program or an experiment.'],
    ['review', 2, 'Review and self-test on {t}', 'Test yourself on everything so far about {t} and revisit the weak spots.'],
  ],
  intermediate: [
    ['foundations', 2, 'Refresh the foundations of {t}', 'Check what you already know about {t} with a quick self-test and fill the gaps.'],
    ['core', 5, 'Core principles of {t} in depth', 'Study the main principles of {t} in depth, including why they hold.'],
    ['examples', 4, 'Worked problems in {t}', 'Work through typical problems in {t}, naming the method before solving.'],
    ['practice', 6, 'Applied practice in {t}', 'Solve mixed, medium-to-hard exercises on {t} under light time pressure.'],
    ['project', 8, 'Project: apply {t}', 'Plan and finish a project that applies {t} to a real question or problem.'],
    ['review', 2, 'Review {t} and choose next steps', 'Summarise {t} on one page, test yourself, and pick what to learn next.'],
  ],
  advanced: [
    ['theory', 8, 'Advanced theory of {t}', 'Study the advanced theory of {t} from university-level material, deriving the key results.'],
    ['research', 8, 'Specialised topics in {t}', 'Explore specialised areas and current work in {t}; follow at least one lecture series.'],
    ['hard', 8, 'Hard problems in {t}', 'Tackle challenging problems in {t}, writing complete solutions.'],
    ['project', 12, 'Capstone project in {t}', 'Carry out a substantial project in {t} and write up what you found.'],
    ['teach', 4, 'Teach {t} back', 'Explain {t} to someone else or in writing; the gaps you find are your final review.'],
  ],
};

/**
 * "Learn Python programming", "Master calculus", "Introduction to economics": the subject is what
 * follows the learning verb, and the steps name the subject ("The big picture: what is Python
 * programming?"). A topic that is only the verb stays as typed.
 */
const LEARNING_FRAME =
  /^(?:(?:i\s+(?:want|would\s+like)\s+to|how\s+to|teach\s+me|help\s+me)\s+)?(?:learn(?:ing)?|master(?:ing)?|study(?:ing)?|understand(?:ing)?|get(?:ting)?\s+started\s+with|(?:an?\s+)?intro(?:duction)?\s+to|(?:the\s+)?basics\s+of|fundamentals\s+of)\s+(?:about\s+|the\s+basics\s+of\s+)?/i;

export function subjectOf(topic: string): string {
  return topic.replace(LEARNING_FRAME, '').trim() || topic;
}

/** A replacer function, because a string replacement would expand "$&" typed in a topic. */
const fill = (text: string, topic: string) => text.replaceAll('{t}', () => topic);

/**
 * A step-by-step roadmap for learning a topic at a level, with links to search pages of free
 * resources. Deterministic and offline: no URL is fetched.
 */
export function studyPathOffline(input: StudyPathInput): StudyPath {
  const typed = input.topic.replace(/\s+/g, ' ').trim();
  if (!typed) throw invalidInput(STUDY_PATH_MESSAGES.topicRequired);
  const topic = subjectOf(typed);
  const difficulty: PathDifficulty = PATH_DIFFICULTIES.includes(input.difficulty) ? input.difficulty : 'intermediate';
  const roadmap = TEMPLATES[difficulty].map(([kind, hours, titleText, description], i) => {
    const title = fill(titleText, topic);
    return {
      id: `step-${i + 1}`,
      title,
      description: fill(description, topic),
      estimatedHours: hours,
      resources: stepResources(kind, topic, title),
    };
  });
  const estimatedHours = roadmap.reduce((sum, s) => sum + s.estimatedHours, 0);
  return {
    topic,
    difficulty,
    description:
      `A ${difficulty} path to ${topic} in ${roadmap.length} steps and about ${estimatedHours} hours, ` +
      `from “${roadmap[0]!.title}” to “${roadmap[roadmap.length - 1]!.title}”, with free resources for each step.`,
    estimatedHours,
    totalSteps: roadmap.length,
    roadmap,
  };
}
