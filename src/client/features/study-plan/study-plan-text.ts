import type { TFunction } from 'i18next';
import type { GeneratedStudyPlan } from '../../../shared/study-plan';

/** Longest note title and subject the notes API takes. */
const TITLE_MAX_CHARS = 200;
const SUBJECT_MAX_CHARS = 100;

// Markdown syntax in a plan's own words (a subject called "C*") must not turn into formatting.
const plain = (text: string) => text.replace(/([\\`*_[\]#<>|])/g, '\\$1');
const bullets = (items: readonly string[]) => items.map((item) => `- ${plain(item)}`).join('\n');

/** The plan's facts in the reader's language (the study-plan namespace's `t`). */
function facts(plan: GeneratedStudyPlan, t: TFunction<'study-plan'>) {
  return {
    gradeLevel: t('Grade/level:'),
    subjects: t('Subjects:'),
    targetDate: t('Target date:'),
    date: plan.examDate ?? t('None'),
    studyTime: t('Study time:'),
    hours: t('{hours, number} hours a day', { hours: plan.hoursPerDay }),
    difficulty: t(plan.difficulty === 'beginner' ? 'Beginner' : plan.difficulty === 'advanced' ? 'Advanced' : 'Intermediate'),
    goals: t('Goals:'),
  };
}

function details(plan: GeneratedStudyPlan, t: TFunction<'study-plan'>): string[] {
  const fact = facts(plan, t);
  return [
    `**${fact.gradeLevel}** ${plain(plan.gradeLevel)}`,
    `**${fact.subjects}** ${plain(plan.subjects.join(', '))}`,
    `**${fact.targetDate}** ${fact.date}`,
    `**${fact.studyTime}** ${fact.hours} · ${plain(plan.duration)} · ${fact.difficulty}`,
    ...(plan.goals ? [`**${fact.goals}** ${plain(plan.goals)}`] : []),
  ];
}

/** The plan week by week as Markdown: what the screen renders and what Download saves. */
export function studyPlanMarkdown(plan: GeneratedStudyPlan, t: TFunction<'study-plan'>, { withTitle = true } = {}): string {
  const { weeks, schedule, goals, resources, tips } = plan.plan;
  const parts = [...(withTitle ? [`# ${plain(plan.title)}`] : []), details(plan, t).join('  \n'), plain(schedule)];
  for (const week of weeks) {
    parts.push(`## ${t('Week {week, number}', { week: week.week })}`);
    for (const day of week.days) parts.push(`### ${plain(day.day)}: ${plain(day.topic)} (${plain(day.duration)})\n\n${bullets(day.tasks)}`);
  }
  if (goals.length) parts.push(`## ${t('Goals')}\n\n${bullets(goals)}`);
  if (resources.length) parts.push(`## ${t('Resources')}\n\n${bullets(resources)}`);
  if (tips.length) parts.push(`## ${t('Tips')}\n\n${bullets(tips)}`);
  return `${parts.join('\n\n')}\n`;
}

/** "study-plan-algebra-and-chemistry-2026-03-02.md" */
export function studyPlanFileName(plan: GeneratedStudyPlan, date: string): string {
  const slug = plan.topic
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return `study-plan-${slug ? `${slug}-` : ''}${date}.md`;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const htmlList = (items: readonly string[]) => `<ul>${items.map((item) => `<li><p>${escapeHtml(item)}</p></li>`).join('')}</ul>`;

/** The note a plan is saved as: the same sections as the download, as note HTML. */
export function studyPlanNote(plan: GeneratedStudyPlan, t: TFunction<'study-plan'>): { title: string; content: string; subject: string } {
  const { weeks, schedule, goals, resources, tips } = plan.plan;
  const section = (title: string, items: readonly string[]) => (items.length ? `<h2>${escapeHtml(title)}</h2>${htmlList(items)}` : '');
  const fact = facts(plan, t);
  const lines = [
    `${fact.gradeLevel} ${plan.gradeLevel}`,
    `${fact.subjects} ${plan.subjects.join(', ')}`,
    `${fact.targetDate} ${fact.date}`,
    `${fact.hours} · ${plan.duration} · ${fact.difficulty}`,
    ...(plan.goals ? [`${fact.goals} ${plan.goals}`] : []),
  ];
  const body = weeks
    .map(
      (week) =>
        `<h2>${escapeHtml(t('Week {week, number}', { week: week.week }))}</h2>` +
        week.days.map((day) => `<h3>${escapeHtml(`${day.day}: ${day.topic} (${day.duration})`)}</h3>${htmlList(day.tasks)}`).join(''),
    )
    .join('');
  const title = plan.title.replace(/\s+/g, ' ').trim();
  return {
    title: title.length > TITLE_MAX_CHARS ? `${title.slice(0, TITLE_MAX_CHARS - 1)}…` : title,
    subject: (plan.subjects.length === 1 ? plan.subjects[0]! : t('Study Plan')).slice(0, SUBJECT_MAX_CHARS),
    content:
      htmlList(lines) +
      `<p>${escapeHtml(schedule)}</p>` +
      body +
      section(t('Goals'), goals) +
      section(t('Resources'), resources) +
      section(t('Tips'), tips),
  };
}
