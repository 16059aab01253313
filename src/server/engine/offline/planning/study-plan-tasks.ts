import type { StudyPlanDifficulty } from '../../../../shared/study-plan';
import { joinList } from './text';

// Stages and concrete daily tasks of the study plan. Harder levels skip the basics and ask for
// more questions per session, because they assume the foundations are already there.

export const STAGES: Record<StudyPlanDifficulty, readonly string[]> = {
  beginner: ['Foundations', 'Key terms and definitions', 'Core concepts', 'Worked examples', 'Practice questions', 'Exam-style questions'],
  intermediate: [
    'Core concepts review',
    'Problem-solving methods',
    'Worked examples',
    'Practice questions',
    'Exam-style questions',
    'Timed practice',
  ],
  advanced: ['Advanced concepts', 'Challenging problems', 'Exam-style questions', 'Timed practice', 'Past papers'],
};

const QUESTIONS: Record<StudyPlanDifficulty, number> = { beginner: 5, intermediate: 10, advanced: 15 };

export interface TaskContext {
  subject: string;
  gradeLevel: string;
  difficulty: StudyPlanDifficulty;
}

type Templates = (s: string, q: number, grade: string) => string[];

const STAGE_TASKS: Record<string, Templates> = {
  Foundations: (s, q, grade) => [
    `Read an introductory overview of ${s} at ${grade} level`,
    'Write down the 10 most important terms with one-line definitions',
    `Answer ${q} recall questions without notes`,
    `Watch a short video lesson on ${s} and note three takeaways`,
  ],
  'Key terms and definitions': (s, q) => [
    `Make flashcards for the key terms of ${s}`,
    'Explain each term aloud in your own words',
    `Quiz yourself on ${q} flashcards until you get each right twice`,
    'Link every term to one example',
  ],
  'Core concepts': (s, q) => [
    `Study the core ideas of ${s} from your textbook or notes`,
    'Draw a mind map that connects the main ideas',
    `Answer ${q} short questions`,
    'Write a one-page summary from memory',
  ],
  'Core concepts review': (s, q) => [
    `Write everything you remember about the core ideas of ${s}, then check your notes`,
    'Fill the gaps you found with your textbook',
    `Answer ${q} short questions`,
    'Draw a mind map that connects the main ideas',
  ],
  'Problem-solving methods': (s, q) => [
    `List the standard question types in ${s} and the method for each`,
    'Solve one example of each type step by step',
    `Answer ${q} mixed questions, naming the method first`,
    'Note which mistakes you made and why',
  ],
  'Worked examples': (s, q) => [
    `Work through 3 worked examples in ${s}, covering the solution first`,
    'Redo one example without looking',
    `Solve ${q} similar problems`,
    'Check your answers and log every mistake',
  ],
  'Practice questions': (s, q) => [
    `Solve ${q} practice questions on ${s}`,
    'Mark them and log every mistake',
    'Redo the questions you got wrong',
    'Review your flashcards for 15 minutes',
  ],
  'Exam-style questions': (s, q) => [
    `Answer ${q} exam-style questions on ${s}`,
    'Compare your answers with the mark scheme',
    'Rewrite one answer to earn full marks',
    'Add new mistakes to your error log',
  ],
  'Timed practice': (s, q) => [
    `Do a timed set of ${q} questions on ${s}`,
    'Mark it and note where time ran short',
    'Redo the slowest questions untimed',
    'Review your error log',
  ],
  'Advanced concepts': (s, q) => [
    `Study the hardest ideas in ${s} and explain each in writing`,
    `Answer ${q} questions that combine two or more ideas`,
    'Teach one idea aloud as if to a classmate',
    'List open questions to ask your teacher',
  ],
  'Challenging problems': (s, q) => [
    `Attempt ${q} challenging problems in ${s}`,
    'Spend 10 minutes on each before looking at hints',
    'Write out a full solution for the hardest one',
    'Log every mistake and the idea you missed',
  ],
  'Past papers': (s) => [
    `Sit one past paper in ${s} under timed conditions`,
    'Mark it with the mark scheme',
    'Redo every question where you lost marks',
    'Update your error log',
  ],
};

/** More hours buy more tasks: 2 for an hour or less, 3 up to 2.5 hours, 4 beyond. */
const taskCount = (hours: number): number => (hours <= 1 ? 2 : hours <= 2.5 ? 3 : 4);

export function stageTasks(stage: string, context: TaskContext, hours: number): string[] {
  const templates = STAGE_TASKS[stage] ?? STAGE_TASKS['Practice questions']!;
  return templates(context.subject, QUESTIONS[context.difficulty], context.gradeLevel).slice(0, taskCount(hours));
}

export function weeklyReviewTasks(subjects: readonly string[], hours: number): string[] {
  return [
    `Review this week's work in ${joinList(subjects)}`,
    'Redo the questions in your error log',
    'Take a short mixed quiz across the week’s topics',
    'Plan next week’s sessions',
  ].slice(0, taskCount(hours));
}

export function mockExamTasks(subjects: readonly string[], hours: number): string[] {
  return [
    `Sit a full mock exam in ${joinList(subjects)} under timed conditions`,
    'Mark it and list the topics where you lost marks',
    'Re-study the weakest topic',
    'Pack everything you need for the exam',
  ].slice(0, taskCount(hours));
}

export const EXAM_DAY_TASKS = [
  'Light review of your summary notes only (no new material)',
  'Eat well, arrive early and read every question carefully',
];

export function finalReviewTasks(subjects: readonly string[], hours: number): string[] {
  return [
    `Take a mixed quiz across ${joinList(subjects)}`,
    'Go through your whole error log once more',
    'Write down what you now know well and what needs more work',
    'Decide what to study next',
  ].slice(0, taskCount(hours));
}
