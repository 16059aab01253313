import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { cn } from '../../../lib/cn';

export type QuizTab = 'generate' | 'my-quizzes';
const TABS: { id: QuizTab; label: string }[] = [
  { id: 'generate', label: 'Generate Quiz' },
  { id: 'my-quizzes', label: 'My Quizzes' },
];

export const tabPanelId = (tab: QuizTab) => `quiz-tab-panel-${tab}`;
const tabId = (tab: QuizTab) => `quiz-tab-${tab}`;

/** WAI-ARIA tabs: arrow keys, Home and End move between them; the panel is labelled by its tab. */
export function QuizTabs({ value, onChange }: { value: QuizTab; onChange: (tab: QuizTab) => void }) {
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  function onKeyDown(event: KeyboardEvent) {
    const index = TABS.findIndex((tab) => tab.id === value);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: TABS.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = TABS[(next + TABS.length) % TABS.length]!;
    onChange(tab.id);
    refs.current[tab.id]?.focus();
  }
  return (
    <div role="tablist" aria-label="Quiz generator" className="inline-flex w-full rounded-lg bg-muted p-1 sm:w-auto" onKeyDown={onKeyDown}>
      {TABS.map((tab) => (
        <button
          key={tab.id}
          ref={(element) => {
            refs.current[tab.id] = element;
          }}
          id={tabId(tab.id)}
          type="button"
          role="tab"
          aria-selected={value === tab.id}
          aria-controls={tabPanelId(tab.id)}
          tabIndex={value === tab.id ? 0 : -1}
          onClick={() => onChange(tab.id)}
          className={cn(
            'flex-1 rounded-md px-4 py-2 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:flex-none',
            value === tab.id ? 'bg-background text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
          )}
        >
          {tab.label}
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
