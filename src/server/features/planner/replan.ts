import type { IsoDate } from '../../../shared/exam-date';
import type { LearnerConcept } from '../../../shared/learner';
import { durationHours, type PlannerDay, type PlannerSchedule } from '../../../shared/planner';
import { formatHours, joinList } from '../../engine/offline/planning/text';

// The dated planner re-planned from mastery (decision 070). Pure and deterministic: the same first
// schedule and the same concepts give the same days, so re-planning again without new evidence
// changes nothing, and re-plans never pile up on one another (each starts from the first schedule).

/** Below Proficient: the concept gets more time. Proficient or above: less. */
const STRONG_MASTERY = 0.7;
const STEP_HOURS = 0.5;
const MAX_EXTRA_HOURS = 1;
const MIN_HOURS = 0.5;
/** Weak concepts named in the note, at most. */
const NAMED = 2;

export interface Replan {
  schedule: PlannerSchedule;
  /** Null when the concepts change nothing. */
  because: string | null;
}

const mentions = (topic: string, concept: LearnerConcept) => topic.toLowerCase().includes(concept.name.toLowerCase());

const quoted = (concepts: readonly LearnerConcept[]) => joinList(concepts.slice(0, NAMED).map((concept) => `'${concept.name}'`));

function reweighDay(day: PlannerDay, weak: LearnerConcept[], strong: LearnerConcept[], extra: LearnerConcept[]): PlannerDay {
  const weakOf = (topic: string) => weak.find((concept) => mentions(topic, concept));
  const strongOf = (topic: string) => !weakOf(topic) && strong.some((concept) => mentions(topic, concept));
  const rank = (topic: string) => (weakOf(topic) ? 0 : strongOf(topic) ? 2 : 1);
  const topics = [
    ...extra.map((concept) => concept.name),
    ...day.topics
      .map((topic, index) => ({ topic, index }))
      .sort((a, b) => rank(a.topic) - rank(b.topic) || a.index - b.index)
      .map(({ topic }) => topic),
  ];
  const needing = [...extra, ...day.topics.flatMap((topic) => weakOf(topic) ?? [])];
  const known = day.topics.filter(strongOf).length;
  if (needing.length === 0 && known === 0) return day;
  const hours = Math.max(
    MIN_HOURS,
    durationHours(day.duration) + Math.min(MAX_EXTRA_HOURS, STEP_HOURS * needing.length) - STEP_HOURS * Math.min(known, 1),
  );
  return {
    ...day,
    duration: formatHours(hours),
    priority: needing.length > 0 ? 'high' : day.priority,
    topics: [...new Set(topics)],
    activities: [
      ...[...new Set(needing.map((concept) => concept.name))].map(
        (name) => `Extra practice on ${name}: your results show it needs more time`,
      ),
      ...day.activities,
    ],
  };
}

/**
 * Re-weights the days from `today` on of the first schedule by what the student knows of the subject:
 * a topic naming a weak concept moves first and gets half an hour more, one naming only concepts
 * the student is proficient in moves last and gets half an hour less; weak concepts no remaining
 * topic names are added, weakest first, one to each remaining day in turn. Days before `today` stay
 * as they are in `current`.
 */
export function replanFromMastery(base: PlannerSchedule, current: PlannerSchedule, concepts: LearnerConcept[], today: IsoDate): Replan {
  const weak = concepts.filter((concept) => concept.mastery < STRONG_MASTERY).sort((a, b) => a.mastery - b.mastery);
  const strong = concepts.filter((concept) => concept.mastery >= STRONG_MASTERY);
  const remaining = base.dailySchedule.filter((day) => day.date >= today);
  if (remaining.length === 0) return { schedule: current, because: null };

  const covered = (concept: LearnerConcept) => remaining.some((day) => day.topics.some((topic) => mentions(topic, concept)));
  const extras = new Map<number, LearnerConcept[]>();
  weak
    .filter((concept) => !covered(concept))
    .forEach((concept, i) => {
      const day = remaining[i % remaining.length]!.day;
      extras.set(day, [...(extras.get(day) ?? []), concept]);
    });
  const past = current.dailySchedule.filter((day) => day.date < today);
  const schedule = {
    ...current,
    dailySchedule: [...past, ...remaining.map((day) => reweighDay(day, weak, strong, extras.get(day.day) ?? []))],
  };
  const changedStrong = strong.filter((concept) => remaining.some((day) => day.topics.some((topic) => mentions(topic, concept))));
  const reasons = [
    ...(weak.length > 0 ? [`your results show ${quoted(weak)} ${weak.length === 1 ? 'needs' : 'need'} more time`] : []),
    ...(changedStrong.length > 0
      ? [`${quoted(changedStrong)} ${changedStrong.length === 1 ? 'is known well, so it gets' : 'are known well, so they get'} less`]
      : []),
  ];
  return { schedule, because: reasons.length > 0 ? `Updated because ${reasons.join(', and ')}.` : null };
}
