import type { IsoDate } from '../../../../shared/exam-date';
import {
  STUDY_PLAN_DEFAULTS,
  STUDY_PLAN_DIFFICULTIES,
  STUDY_PLAN_MAX_WEEKS,
  STUDY_PLAN_MESSAGES,
  type StudyPlanContent,
  type StudyPlanDay,
  type StudyPlanDifficulty,
  type StudyPlanInput,
} from '../../../../shared/study-plan';
import { invalidInput } from '../../errors';
import { addDays, formatDate, validateExamDate, weekdayName } from './dates';
import { LINKS } from './links';
import { EXAM_DAY_TASKS, STAGES, finalReviewTasks, mockExamTasks, stageTasks, weeklyReviewTasks } from './study-plan-tasks';
import { clause, formatHours, joinList } from './text';
import { dedupeTopics, splitTopicList } from './topics';

const NUMBER_WORDS: Record<string, number> = {
  ...{ a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 },
  ...{ seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12 },
};
const DURATION = new RegExp(
  `\\b(?:(\\d+(?:\\.\\d+)?|${Object.keys(NUMBER_WORDS).join('|')})\\s*)?(days?|d|weeks?|wks?|w|months?|mos?|m|years?|yrs?|y)\\b`,
  'i',
);
/** Days per unit, by the unit's first letter; a month is an average month, so "3 months" is 13 weeks. */
const UNIT_DAYS: Record<string, number> = { d: 1, w: 7, m: 30.44, y: 365 };
const DEFAULT_DAYS = 28;

/** "4 weeks", "10 days", "3 months", "2w", "a month", "6" (weeks), "1 year" → days, at most 26 weeks. */
export function durationDays(duration: string): number {
  const text = duration.trim().toLowerCase();
  const match = DURATION.exec(text);
  const bare = /^\d+(?:\.\d+)?$/.test(text) ? Number(text) * 7 : null;
  const count = match ? (match[1] ? (NUMBER_WORDS[match[1]] ?? Number(match[1])) : 1) : 0;
  const unit = UNIT_DAYS[match?.[2]?.[0] ?? ''];
  const days = bare ?? (unit ? count * unit : DEFAULT_DAYS);
  return Math.min(STUDY_PLAN_MAX_WEEKS * 7, Math.max(1, Math.round(days) || DEFAULT_DAYS));
}

/** A study plan's inputs made definite, the same for the offline and the LLM engine. */
export interface StudyPlanTerms {
  subjects: string[];
  examDate: IsoDate | null;
  /** From today to the exam (both included), else the duration. */
  totalDays: number;
  hoursPerDay: number;
  gradeLevel: string;
  difficulty: StudyPlanDifficulty;
}

/**
 * Subjects split and deduplicated (400 when none); the length from the exam date (400 when past or
 * over a year away), else from the duration (at most 26 weeks); defaults for the rest.
 */
export function studyPlanTerms(input: StudyPlanInput): StudyPlanTerms {
  const subjects = dedupeTopics(input.subjects.flatMap(splitTopicList));
  if (subjects.length === 0) throw invalidInput(STUDY_PLAN_MESSAGES.subjectsRequired);
  const examDate = input.examDate?.trim() ? input.examDate.trim() : null;
  const hours = input.hoursPerDay;
  return {
    subjects,
    examDate,
    totalDays: examDate ? validateExamDate(examDate, input.today) + 1 : durationDays(input.duration || STUDY_PLAN_DEFAULTS.duration),
    hoursPerDay: Number.isFinite(hours) && hours > 0 ? Math.min(12, hours) : STUDY_PLAN_DEFAULTS.hoursPerDay,
    gradeLevel: clause(input.gradeLevel) || STUDY_PLAN_DEFAULTS.gradeLevel,
    // The type already limits difficulty; the fallback guards callers that skipped validation.
    difficulty: STUDY_PLAN_DIFFICULTIES.includes(input.difficulty) ? input.difficulty : STUDY_PLAN_DEFAULTS.difficulty,
  };
}

/** A title and topic line for the saved plan, from the same inputs. */
export const studyPlanTitle = (subjects: readonly string[], gradeLevel: string) => ({
  title: `${clause(gradeLevel)} study plan: ${joinList(subjects.map(clause))}`,
  topic: joinList(subjects.map(clause)),
});

/**
 * A week-by-week plan: study days rotate through the subjects and move each one through the
 * level's stages, every 7th day reviews the week. An exam date, when given, sets the length
 * instead of `duration` and ends the plan with a mock exam and the exam day.
 */
export function studyPlanOffline(input: StudyPlanInput): StudyPlanContent {
  const { subjects, examDate, totalDays: total, hoursPerDay: hours, gradeLevel, difficulty } = studyPlanTerms(input);
  const stages = STAGES[difficulty];

  const kinds = Array.from({ length: total }, (_, i) => {
    if (examDate && i === total - 1) return 'exam';
    if (examDate && i === total - 2) return 'mock';
    if (!examDate && i === total - 1 && total >= 7) return 'final';
    return (i + 1) % 7 === 0 ? 'weekly' : 'study';
  });
  const studyTotal = kinds.filter((kind) => kind === 'study').length;
  const perSubject = Math.max(1, Math.ceil(studyTotal / subjects.length));
  const sessions = new Map<string, number>();
  const topics: string[] = [];
  const subjectOn: (string | undefined)[] = [];
  let studied = 0;

  const days: StudyPlanDay[] = kinds.map((kind, i) => {
    const day = weekdayName(addDays(input.today, i));
    const duration = formatHours(kind === 'exam' ? 1 : hours);
    const weekSubjects = [...new Set(subjectOn.slice(Math.max(0, i - 6)).filter((s) => s !== undefined))];
    if (kind === 'exam') return { day, topic: `Exam day: ${joinList(subjects)}`, duration, tasks: [...EXAM_DAY_TASKS] };
    if (kind === 'mock') return { day, topic: 'Mock exam', duration, tasks: mockExamTasks(subjects, hours) };
    if (kind === 'final') return { day, topic: 'Final review', duration, tasks: finalReviewTasks(subjects, hours) };
    if (kind === 'weekly') {
      return { day, topic: 'Weekly review', duration, tasks: weeklyReviewTasks(weekSubjects.length ? weekSubjects : subjects, hours) };
    }
    // Subjects alternate day by day; each subject's first session is its first stage and its
    // last session the last stage, so even a short plan ends on exam practice.
    const subject = subjects[studied % subjects.length]!;
    const round = Math.floor(studied / subjects.length);
    const stage = stages[perSubject <= 1 ? 0 : Math.min(stages.length - 1, Math.round((round * (stages.length - 1)) / (perSubject - 1)))]!;
    studied += 1;
    subjectOn[i] = subject;
    const base = `${subject}: ${stage}`;
    const session = (sessions.get(base) ?? 0) + 1;
    sessions.set(base, session);
    if (session === 1) topics.push(base);
    const context = { subject, gradeLevel, difficulty };
    return { day, topic: session === 1 ? base : `${base} (session ${session})`, duration, tasks: stageTasks(stage, context, hours) };
  });

  const weeks = Array.from({ length: Math.ceil(total / 7) }, (_, w) => ({ week: w + 1, days: days.slice(w * 7, w * 7 + 7) }));
  const own = input.goals
    ? input.goals
        .split(/\n|(?<=[.!?])\s+/)
        .map(clause)
        .filter(Boolean)
    : [];
  const end = examDate ? `the exam on ${formatDate(examDate)}` : formatDate(addDays(input.today, total - 1));
  return {
    weeks,
    schedule:
      `${formatHours(hours)} a day for ${total} day${total === 1 ? '' : 's'} (${formatDate(input.today)} to ${end}): subjects alternate daily, ` +
      `every 7th day reviews the week${examDate ? ', and a mock exam comes the day before the exam' : ''}.`,
    topics,
    goals: [
      ...own,
      `Take every subject from ${stages[0]!.toLowerCase()} to ${stages[stages.length - 1]!.toLowerCase()}`,
      `Study ${formatHours(hours)} a day and keep every weekly review`,
      examDate ? `Sit a full mock exam before ${formatDate(examDate)}` : 'Finish with a mixed quiz across all subjects',
    ],
    resources: [
      `Your ${gradeLevel} textbook and class notes`,
      'Past exam papers and mark schemes from your exam board',
      ...subjects
        .slice(0, 4)
        .flatMap((subject) => [
          `Khan Academy lessons on ${subject}: ${LINKS.khanAcademy(subject)}`,
          `Video lessons on ${subject}: ${LINKS.youtube(`${subject} ${gradeLevel}`)}`,
        ]),
    ],
    tips: [
      'Start each session by recalling the last one from memory before opening your notes.',
      'Mix subjects and question types; it feels harder but makes learning stick.',
      'Keep an error log and redo those questions on weekly review days.',
      'Work in 25–50 minute blocks with short breaks, phone out of reach.',
      'Protect your sleep: memory consolidates overnight.',
    ],
  };
}
