import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';

export type QuizTab = 'generate' | 'my-quizzes';
const TABS: QuizTab[] = ['generate', 'my-quizzes'];

export const tabPanelId = (tab: QuizTab) => `quiz-tab-panel-${tab}`;
const tabId = (tab: QuizTab) => `quiz-tab-${tab}`;

/** WAI-ARIA tabs: arrow keys, Home and End move between them; the panel is labelled by its tab. */
export function QuizTabs({ value, onChange }: { value: QuizTab; onChange: (tab: QuizTab) => void }) {
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const { t } = useTranslation('quiz');
  const labels: Record<QuizTab, string> = { generate: t('Generate Quiz'), 'my-quizzes': t('My Quizzes') };
  function onKeyDown(event: KeyboardEvent) {
    const index = TABS.indexOf(value);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: TABS.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = TABS[(next + TABS.length) % TABS.length]!;
    onChange(tab);
    refs.current[tab]?.focus();
  }
  return (
    <div
      role="tablist"
      aria-label={t('Quiz generator')}
      className="inline-flex w-full rounded-lg bg-muted p-1 sm:w-auto"
      onKeyDown={onKeyDown}
    >
      {TABS.map((tab) => (
        <button
          key={tab}
          ref={(element) => {
            refs.current[tab] = element;
          }}
          id={tabId(tab)}
          type="button"
          role="tab"
          aria-selected={value === tab}
          aria-controls={tabPanelId(tab)}
          tabIndex={value === tab ? 0 : -1}
          onClick={() => onChange(tab)}
          className={cn(
            'flex-1 rounded-md px-4 py-2 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:flex-none',
            value === tab ? 'bg-background text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
          )}
        >
          {labels[tab]}
        </button>
      ))}
    </div>
  );
}

export function QuizTabPanel({ tab, children }: { tab: QuizTab; children: ReactNode }) {
  return (
    <div role="tabpanel" id={tabPanelId(tab)} aria-labelledby={tabId(tab)} tabIndex={-1} className="focus-visible:outline-none">
      {children}
    </div>
  );
}
