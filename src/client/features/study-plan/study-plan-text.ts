import type { GeneratedStudyPlan } from '../../../shared/study-plan';

/** Longest note title and subject the notes API takes. */
const TITLE_MAX_CHARS = 200;
const SUBJECT_MAX_CHARS = 100;

// Markdown syntax in a plan's own words (a subject called "C*") must not turn into formatting.
const plain = (text: string) => text.replace(/([\\`*_[\]#<>|])/g, '\\$1');
const bullets = (items: readonly string[]) => items.map((item) => `- ${plain(item)}`).join('\n');

function details(plan: GeneratedStudyPlan): string[] {
  return [
    `**Grade/level:** ${plain(plan.gradeLevel)}`,
    `**Subjects:** ${plain(plan.subjects.join(', '))}`,
    `**Target date:** ${plan.examDate ?? 'None'}`,
    `**Study time:** ${plan.hoursPerDay} hours a day · ${plain(plan.duration)} · ${plan.difficulty}`,
    ...(plan.goals ? [`**Goals:** ${plain(plan.goals)}`] : []),
  ];
}

/** The plan week by week as Markdown: what the screen renders and what Download saves. */
export function studyPlanMarkdown(plan: GeneratedStudyPlan, { withTitle = true } = {}): string {
  const { weeks, schedule, goals, resources, tips } = plan.plan;
  const parts = [...(withTitle ? [`# ${plain(plan.title)}`] : []), details(plan).join('  \n'), plain(schedule)];
  for (const week of weeks) {
    parts.push(`## Week ${week.week}`);
    for (const day of week.days) parts.push(`### ${plain(day.day)}: ${plain(day.topic)} (${plain(day.duration)})\n\n${bullets(day.tasks)}`);
  }
  if (goals.length) parts.push(`## Goals\n\n${bullets(goals)}`);
  if (resources.length) parts.push(`## Resources\n\n${bullets(resources)}`);
  if (tips.length) parts.push(`## Tips\n\n${bullets(tips)}`);
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
export function studyPlanNote(plan: GeneratedStudyPlan): { title: string; content: string; subject: string } {
  const { weeks, schedule, goals, resources, tips } = plan.plan;
  const section = (title: string, items: readonly string[]) => (items.length ? `<h2>${title}</h2>${htmlList(items)}` : '');
  const facts = [
    `Grade/level: ${plan.gradeLevel}`,
    `Subjects: ${plan.subjects.join(', ')}`,
    `Target date: ${plan.examDate ?? 'None'}`,
    `${plan.hoursPerDay} hours a day · ${plan.duration} · ${plan.difficulty}`,
    ...(plan.goals ? [`Goals: ${plan.goals}`] : []),
  ];
  const body = weeks
    .map(
      (week) =>
        `<h2>Week ${week.week}</h2>` +
        week.days.map((day) => `<h3>${escapeHtml(`${day.day}: ${day.topic} (${day.duration})`)}</h3>${htmlList(day.tasks)}`).join(''),
    )
    .join('');
  const title = plan.title.replace(/\s+/g, ' ').trim();
  return {
    title: title.length > TITLE_MAX_CHARS ? `${title.slice(0, TITLE_MAX_CHARS - 1)}…` : title,
    subject: (plan.subjects.length === 1 ? plan.subjects[0]! : 'Study Plan').slice(0, SUBJECT_MAX_CHARS),
    content:
      htmlList(facts) +
      `<p>${escapeHtml(schedule)}</p>` +
      body +
      section('Goals', goals) +
      section('Resources', resources) +
      section('Tips', tips),
  };
}
