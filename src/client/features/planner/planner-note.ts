import type { SavedPlanner } from '../../../shared/planner';
import { PRIORITY_LABELS, formatPlanDate } from './planner-texts';

/** Longest note title the notes API takes. */
const TITLE_MAX_CHARS = 200;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const list = (items: readonly string[]) => `<ul>${items.map((item) => `<li><p>${escapeHtml(item)}</p></li>`).join('')}</ul>`;

/** The note a planner is saved as: every section, each day with its date, priority, topics and activities. */
export function plannerNote(planner: SavedPlanner): { title: string; content: string; subject: string } {
  const { schedule } = planner;
  const title = `Study planner: ${planner.subject} (exam ${planner.examDate})`.replace(/\s+/g, ' ');
  const days = schedule.dailySchedule
    .map((day) => {
      const topics = day.topics.length ? `<p><strong>Topics:</strong> ${escapeHtml(day.topics.join(', '))}</p>` : '';
      return (
        `<h3>${escapeHtml(`Day ${day.day} · ${formatPlanDate(day.date)}`)}</h3>` +
        `<p>${escapeHtml(`${day.duration} · ${PRIORITY_LABELS[day.priority]}`)}</p>${topics}${list(day.activities)}`
      );
    })
    .join('');
  const milestones = schedule.milestones.map((m) => `${formatPlanDate(m.date)}: ${m.title}. ${m.description}`);
  return {
    title: title.length > TITLE_MAX_CHARS ? `${title.slice(0, TITLE_MAX_CHARS - 1)}…` : title,
    subject: planner.subject.slice(0, 100),
    content:
      `<p><strong>Goal:</strong> ${escapeHtml(planner.goal)}</p><p>${escapeHtml(schedule.overview)}</p>` +
      `<h2>Weekly goals</h2>${list(schedule.weeklyGoals)}` +
      `<h2>Daily schedule</h2>${days}` +
      (milestones.length ? `<h2>Milestones</h2>${list(milestones)}` : '') +
      `<h2>Tips</h2>${list(schedule.tips)}`,
  };
}
