import type { TFunction } from 'i18next';
import type { Language } from '../../../shared/i18n/languages';
import type { SavedPlanner } from '../../../shared/planner';
import { formatPlanDate, priorityLabel } from './planner-labels';

/** Longest note title the notes API takes. */
const TITLE_MAX_CHARS = 200;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const list = (items: readonly string[]) => `<ul>${items.map((item) => `<li><p>${escapeHtml(item)}</p></li>`).join('')}</ul>`;

/**
 * The note a planner is saved as, in the reader's language: every section, each day with its date,
 * priority, topics and activities.
 */
export function plannerNote(
  planner: SavedPlanner,
  t: TFunction<'planner'>,
  language: Language,
): { title: string; content: string; subject: string } {
  const { schedule } = planner;
  const title = t('Study planner: {subject} (exam {date})', { subject: planner.subject, date: planner.examDate }).replace(/\s+/g, ' ');
  const days = schedule.dailySchedule
    .map((day) => {
      const topics = day.topics.length ? `<p><strong>${escapeHtml(t('Topics:'))}</strong> ${escapeHtml(day.topics.join(', '))}</p>` : '';
      return (
        `<h3>${escapeHtml(`${t('Day {day, number}', { day: day.day })} · ${formatPlanDate(day.date, language)}`)}</h3>` +
        `<p>${escapeHtml(`${day.duration} · ${priorityLabel(t, day.priority)}`)}</p>${topics}${list(day.activities)}`
      );
    })
    .join('');
  const milestones = schedule.milestones.map((m) => `${formatPlanDate(m.date, language)}: ${m.title}. ${m.description}`);
  const heading = (text: string) => `<h2>${escapeHtml(text)}</h2>`;
  return {
    title: title.length > TITLE_MAX_CHARS ? `${title.slice(0, TITLE_MAX_CHARS - 1)}…` : title,
    subject: planner.subject.slice(0, 100),
    content:
      `<p><strong>${escapeHtml(t('Goal:'))}</strong> ${escapeHtml(planner.goal)}</p><p>${escapeHtml(schedule.overview)}</p>` +
      `${heading(t('Weekly goals'))}${list(schedule.weeklyGoals)}` +
      `${heading(t('Daily schedule'))}${days}` +
      (milestones.length ? `${heading(t('Milestones'))}${list(milestones)}` : '') +
      `${heading(t('Tips'))}${list(schedule.tips)}`,
  };
}
