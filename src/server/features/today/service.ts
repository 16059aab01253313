import { daysUntil, type IsoDate, studentToday } from '../../../shared/exam-date';
import type { LearnerConcept } from '../../../shared/learner';
import { localMidnightAfter } from '../../../shared/local-day';
import { durationHours, type PlannerDay } from '../../../shared/planner';
import type { TodayItem, TodayPlan } from '../../../shared/today';
import type { Db } from '../../db/client';
import { type Candidate, fitToday, needOf, scoreOf, UNKNOWN_NEED } from './priority';
import * as repo from './repo';

const DAY_MS = 86_400_000;
const SECONDS_PER_CARD = 15;
const PRACTICE_MINUTES = 10;
/** Weak concepts offered as practice, at most. */
const PRACTICE_ITEMS = 3;
/** Assignments due within this many days are on today's list. */
const ASSIGNMENT_DAYS_AHEAD = 7;
const ASSIGNMENT_MINUTES = { quiz: 15, 'study-path': 20, 'study-plan': 15 } as const;
/** One planner topic or path step is a focused block of at most this long, at least the shorter. */
const BLOCK_MINUTES = { min: 10, max: 30 } as const;
const WEAK_LEVELS = new Set(['Attempted', 'Familiar']);

export interface TodayDeps {
  db: Db;
  now: () => Date;
  /** The student's concepts with mastery (the learner model). */
  concepts: (userId: string) => Promise<LearnerConcept[]>;
  /** The student's study minutes a day (a setting, DEFAULT_DAILY_MINUTES until they choose). */
  dailyMinutesFor: (userId: string) => Promise<number>;
}

/** Subjects meet as planner subjects, deck names, quiz topics and path topics: compared without case or extra spaces. */
const subjectKey = (subject: string) => subject.replace(/\s+/g, ' ').trim().toLowerCase();

const clampBlock = (minutes: number) => Math.min(BLOCK_MINUTES.max, Math.max(BLOCK_MINUTES.min, Math.round(minutes)));

export function todayService({ db, now, concepts, dailyMinutesFor }: TodayDeps) {
  return {
    async plan(userId: string, claimedDay: IsoDate | undefined, timeZone: string): Promise<TodayPlan> {
      const at = now();
      const today = studentToday(claimedDay, at);
      const [minutesBudget, known, decks, planners, paths, assignments] = await Promise.all([
        dailyMinutesFor(userId),
        concepts(userId),
        repo.dueCardsByDeck(db, userId, at, localMidnightAfter(at, timeZone, 1)),
        repo.upcomingPlanners(db, userId, today),
        repo.recentPaths(db, userId),
        repo.assignmentsDue(db, userId, at, new Date(at.getTime() + ASSIGNMENT_DAYS_AHEAD * DAY_MS)),
      ]);

      // The nearest exam of each subject, and what the student knows of it.
      const examDays = new Map<string, number>();
      for (const row of planners) {
        const key = subjectKey(row.subject);
        const days = daysUntil(today, row.examDate);
        if (!(examDays.get(key)! <= days)) examDays.set(key, days);
      }
      const daysLeftFor = (subject: string) => examDays.get(subjectKey(subject)) ?? null;
      const bySubject = new Map<string, LearnerConcept[]>();
      for (const concept of known) {
        const key = subjectKey(concept.subject);
        bySubject.set(key, [...(bySubject.get(key) ?? []), concept]);
      }
      const subjectNeed = (subject: string) => {
        const list = bySubject.get(subjectKey(subject));
        return list ? list.reduce((sum, concept) => sum + needOf(concept.mastery), 0) / list.length : UNKNOWN_NEED;
      };

      const candidates: Candidate[] = [];
      const add = (item: TodayItem, daysLeft: number | null, need: number) => candidates.push({ item, daysLeft, need });

      for (const row of decks) {
        add(
          {
            kind: 'cards',
            title: `Review ${row.cards} ${row.cards === 1 ? 'card' : 'cards'} in ${row.deckName}`,
            minutes: Math.ceil((row.cards * SECONDS_PER_CARD) / 60),
            ...(row.firstDue && { dueAt: row.firstDue.toISOString() }),
            href: `/flashcards/review?deck=${encodeURIComponent(row.deckId)}`,
          },
          // A deck tied to an exam (decision 068) counts down to it; any other, to its subject's nearest exam.
          row.examDate && row.examDate >= today ? daysUntil(today, row.examDate) : daysLeftFor(row.deckName),
          subjectNeed(row.deckName),
        );
      }

      const practice = known
        .filter((concept) => WEAK_LEVELS.has(concept.level))
        .map((concept) => ({ concept, daysLeft: daysLeftFor(concept.subject), need: needOf(concept.mastery) }))
        .sort((a, b) => scoreOf(b) - scoreOf(a) || a.concept.name.localeCompare(b.concept.name))
        .slice(0, PRACTICE_ITEMS);
      for (const { concept, daysLeft, need } of practice) {
        add(
          {
            kind: 'practice',
            title: `Practise ${concept.name}`,
            concept: concept.name,
            minutes: PRACTICE_MINUTES,
            href: `/progress?practice=${encodeURIComponent(concept.id)}`,
          },
          daysLeft,
          need,
        );
      }

      for (const row of planners) {
        const day: PlannerDay | undefined = row.schedule.dailySchedule.find((entry) => entry.date === today);
        if (!day) continue;
        const topics = day.topics.length > 0 ? day.topics : day.activities.slice(0, 1);
        const own = bySubject.get(subjectKey(row.subject)) ?? [];
        for (const topic of topics) {
          // A topic that names a concept the student has met carries that concept's need.
          const lower = topic.toLowerCase();
          const met = own.find((concept) => lower.includes(concept.name.toLowerCase()));
          add(
            {
              kind: 'plan-task',
              title: `${row.subject}: ${topic}`,
              minutes: clampBlock((durationHours(day.duration) * 60) / topics.length),
              href: `/ai-study-planner?planner=${encodeURIComponent(row.id)}`,
            },
            daysUntil(today, row.examDate),
            met ? needOf(met.mastery) : UNKNOWN_NEED,
          );
        }
      }

      for (const row of paths) {
        const next = row.roadmap.findIndex((_step, index) => !row.progress[String(index)]);
        const step = row.roadmap[next];
        if (!step) continue;
        add(
          {
            kind: 'path-step',
            title: `${row.topic}: ${step.title}`,
            minutes: clampBlock(step.estimatedHours * 60),
            href: `/study-path/${encodeURIComponent(row.id)}`,
          },
          daysLeftFor(row.topic),
          subjectNeed(row.topic),
        );
      }

      for (const row of assignments) {
        if (!row.dueAt) continue;
        add(
          {
            kind: 'assignment',
            title: row.title,
            minutes: ASSIGNMENT_MINUTES[row.kind],
            dueAt: row.dueAt.toISOString(),
            href: `/classes/${encodeURIComponent(row.classId)}`,
          },
          Math.floor((row.dueAt.getTime() - at.getTime()) / DAY_MS),
          UNKNOWN_NEED,
        );
      }

      return { minutesBudget, items: fitToday(candidates, minutesBudget) };
    },
  };
}
