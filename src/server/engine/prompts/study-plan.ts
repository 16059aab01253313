import type { IsoDate } from '../../../shared/exam-date';
import type { StudyPlanDifficulty } from '../../../shared/study-plan';
import { formatDate, weekdayName } from '../offline/planning/dates';
import { formatHours } from '../offline/planning/text';
import { JSON_RULES, MATERIAL_NOTE, type PromptParts, TUTOR_PERSONA, fenced } from './common';

export interface StudyPlanPromptInput {
  gradeLevel: string;
  subjects: readonly string[];
  hoursPerDay: number;
  difficulty: StudyPlanDifficulty;
  goals?: string | undefined;
  examDate: IsoDate | null;
  /** The plan's dates, 7 to a week from today. */
  weeks: readonly IsoDate[][];
}

const LEVELS: Record<StudyPlanDifficulty, string> = {
  beginner: 'Beginner: start from the foundations and key terms, then core concepts, worked examples and practice questions.',
  intermediate: 'Intermediate: refresh the core concepts briefly, then problem-solving methods, worked examples and exam-style questions.',
  advanced: 'Advanced: advanced concepts, challenging problems, exam-style questions, timed practice and past papers.',
};

const SHAPE = `{
  "weeks": [
    {
      "week": 1,
      "days": [
        { "day": "Monday", "topic": "Algebra: Foundations", "duration": "2 hours", "tasks": ["Read an introductory overview of linear equations", "Write the 10 key terms with one-line definitions", "Answer 5 recall questions without notes"] },
        { "day": "Tuesday", "topic": "Biology: Foundations", "duration": "2 hours", "tasks": ["…"] }
      ]
    }
  ],
  "schedule": "2 hours a day: subjects alternate daily and every 7th day reviews the week.",
  "topics": ["Algebra: Foundations", "Biology: Foundations"],
  "goals": ["…"],
  "resources": ["Your textbook and class notes", "Past exam papers and mark schemes from your exam board"],
  "tips": ["Start each session by recalling the last one from memory before opening your notes."]
}`;

function calendar(weeks: readonly IsoDate[][]): string {
  return weeks
    .map((dates, w) => {
      const [first, last] = [dates[0]!, dates[dates.length - 1]!];
      return `Week ${w + 1}: ${formatDate(first)} to ${formatDate(last)} (${dates.length} day${dates.length === 1 ? '' : 's'}: ${dates.map(weekdayName).join(', ')})`;
    })
    .join('\n');
}

/** A week-by-week study plan for a grade level and subjects, as long as the dates given. */
export function studyPlanPrompt(input: StudyPlanPromptInput): PromptParts {
  const { weeks, examDate } = input;
  const totalDays = weeks.reduce((sum, week) => sum + week.length, 0);
  const ending = !examDate
    ? 'End with a final review day: a mixed quiz across all subjects and the error log.'
    : totalDays === 1
      ? 'The exam is today: one day of light review of the most important topics, no new material.'
      : 'The exam is on the last day: the day before it is a full mock exam under timed conditions, and the exam day is light review only.';
  return {
    instructions: [TUTOR_PERSONA, MATERIAL_NOTE, JSON_RULES].join('\n\n'),
    prompt: [
      `Make a study plan for a ${input.gradeLevel} student: ${formatHours(input.hoursPerDay)} a day for ${totalDays} day${totalDays === 1 ? '' : 's'}.`,
      `"weeks" has exactly ${weeks.length} entr${weeks.length === 1 ? 'y' : 'ies'}, numbered from 1, one for each week below; each week lists ` +
        'its days in order, "day" being the weekday name. A week never has more days than listed (a day off may be left out).',
      calendar(weeks),
      LEVELS[input.difficulty],
      'Subjects alternate day by day, each moving through the stages above; every 7th day reviews the week. ' + ending,
      'Each day: "topic" as "Subject: what" (add "(session 2)" when a topic continues), "duration" in hours as text, and 2 to 4 ' +
        'concrete "tasks" a student can do in that time ("Solve 10 questions on …", not "Study").',
      '"schedule": one or two sentences on the daily and weekly rhythm. "topics": every distinct topic, in order. "goals": the ' +
        'student\'s own goals first (when given), then 2 to 4 of yours. "resources": 4 to 8 named resources (textbooks, past ' +
        'papers, free sites), without URLs. "tips": 4 to 6 short study tips.',
      `Answer with JSON in this shape (the content is only an example; give all ${weeks.length} weeks):\n${SHAPE}`,
      fenced('subjects', input.subjects.join('\n')),
      input.goals?.trim() ? fenced('goals', input.goals.trim()) : '',
    ]
      .filter(Boolean)
      .join('\n\n'),
  };
}

const OUTLINE_SHAPE = `{
  "goals": ["…"],
  "resources": ["Your textbook and class notes", "Past exam papers and mark schemes from your exam board"],
  "tips": ["Start each session by recalling the last one from memory before opening your notes."]
}`;

/** A long study plan's advice: its weeks are laid out by us, so only goals, resources and tips are asked. */
export function studyPlanOutlinePrompt(input: Omit<StudyPlanPromptInput, 'weeks'> & { totalDays: number }): PromptParts {
  return {
    instructions: [TUTOR_PERSONA, MATERIAL_NOTE, JSON_RULES].join('\n\n'),
    prompt: [
      `A ${input.gradeLevel} student studies ${formatHours(input.hoursPerDay)} a day for ${input.totalDays} days` +
        `${input.examDate ? `, up to the exam on ${formatDate(input.examDate)}` : ''}. The week-by-week plan is laid out for you.`,
      LEVELS[input.difficulty],
      '"goals": the student\'s own goals first (when given), then 2 to 4 of yours. "resources": 4 to 8 named resources ' +
        '(textbooks, past papers, free sites), without URLs. "tips": 4 to 6 short study tips for these subjects.',
      `Answer with JSON in this shape (the content is only an example):\n${OUTLINE_SHAPE}`,
      fenced('subjects', input.subjects.join('\n')),
      input.goals?.trim() ? fenced('goals', input.goals.trim()) : '',
    ]
      .filter(Boolean)
      .join('\n\n'),
  };
}
