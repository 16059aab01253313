import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

export type DoubtTab = 'ask' | 'history';

const TABS: { id: DoubtTab }[] = [{ id: 'ask' }, { id: 'history' }];

export const tabId = (tab: DoubtTab) => `doubt-tab-${tab}`;
export const panelId = (tab: DoubtTab) => `doubt-panel-${tab}`;

/** The two tabs as a WAI-ARIA tablist: arrow keys, Home and End move between them. */
export function DoubtTabs({ value, onChange }: { value: DoubtTab; onChange: (tab: DoubtTab) => void }) {
  const refs = useRef<Record<DoubtTab, HTMLButtonElement | null>>({ ask: null, history: null });
  const { t } = useTranslation('doubt');
  const move = (event: KeyboardEvent, index: number) => {
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: TABS.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = TABS[(next + TABS.length) % TABS.length]!.id;
    onChange(tab);
    refs.current[tab]?.focus();
  };
  return (
    <div role="tablist" aria-label={t('Doubt solver')} className="grid w-full grid-cols-2 rounded-lg bg-muted p-1 sm:w-96">
      {TABS.map((tab, index) => {
        const selected = tab.id === value;
        return (
          <button
            key={tab.id}
            ref={(element) => {
              refs.current[tab.id] = element;
            }}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            aria-selected={selected}
            aria-controls={panelId(tab.id)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.id)}
            onKeyDown={(event) => move(event, index)}
            className={cn(
              'rounded-md px-3 py-1.5 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              selected ? 'bg-background text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {tab.id === 'ask' ? t('Ask a Doubt') : t('Doubt History')}
          </button>
        );
      })}
    </div>
  );
}

export function DoubtTabPanel({ tab, active, children }: { tab: DoubtTab; active: DoubtTab; children: ReactNode }) {
  if (tab !== active) return null;
  return (
    <div role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} className="mt-6">
      {children}
    </div>
  );
}
