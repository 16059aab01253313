import { describe, expect, it } from 'vitest';
import { DASHBOARD_SECTIONS, PAGE_TOOLS, SIGNED_IN_PATHS, TOOLS, dashboardToolAt, matchesRoute } from './tools';

describe('the tool registry', () => {
  it('chooses the dashboard view from the path', () => {
    for (const [path, id] of [
      ['/dashboard', undefined],
      ['/dashboard/chat', 'ai-tutor'],
      ['/dashboard/chat/123', 'ai-tutor'],
      ['/dashboard/ai-tutor', 'ai-tutor'],
      ['/dashboard/study-plan', 'study-plans'],
      ['/dashboard/study-plans', 'study-plans'],
      ['/dashboard/quiz', 'quiz-generator'],
      ['/dashboard/quiz-generator', 'quiz-generator'],
      ['/dashboard/anything-else', undefined],
    ] as const) {
      expect(dashboardToolAt(path)?.id, path).toBe(id);
    }
  });

  it('gives every tool one id, and every page tool its href as its first route', () => {
    expect(new Set(TOOLS.map((tool) => tool.id)).size).toBe(TOOLS.length);
    for (const tool of PAGE_TOOLS) expect(tool.routes[0]).toBe(tool.href);
    for (const tool of TOOLS.filter((entry) => entry.place === 'dashboard')) expect(dashboardToolAt(tool.href)?.id).toBe(tool.id);
  });

  it('lists the dashboard home first in the sidebar, then the dashboard tools', () => {
    expect(DASHBOARD_SECTIONS.map((section) => section.title)).toEqual(['Dashboard', 'AI Tutor', 'Study Plans']);
  });

  it('keeps every tool route behind a session', () => {
    for (const route of PAGE_TOOLS.flatMap((tool) => tool.routes)) expect(SIGNED_IN_PATHS).toContain(route);
    expect(SIGNED_IN_PATHS).toEqual(
      expect.arrayContaining(['/dashboard', '/dashboard/*', '/planner', '/summaries', '/quiz/:id', '/study-path/:id']),
    );
  });

  it('matches route patterns segment by segment', () => {
    expect(matchesRoute('/quiz/:id', '/quiz/abc')).toBe(true);
    expect(matchesRoute('/quiz/:id', '/quiz/')).toBe(false);
    expect(matchesRoute('/quiz/:id', '/quiz/abc/def')).toBe(false);
    expect(matchesRoute('/notes', '/notes')).toBe(true);
    expect(matchesRoute('/notes', '/notesx')).toBe(false);
  });
});
