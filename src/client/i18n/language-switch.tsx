import { useQueryClient } from '@tanstack/react-query';
import { Languages } from 'lucide-react';
import { useId } from 'react';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '../../shared/i18n/languages';
import { useUser } from '../lib/auth/get-user';
import { cn } from '../lib/cn';
import { useLanguage } from './language';
import { saveLanguage } from './save-language';

/**
 * Its name in both languages, so a reader of either finds the switch whichever language shows.
 * Each language is offered in its own name.
 */
const SWITCH_LABEL = `Language · ${'भाषा'}`;

/** The language switch (header and settings): each language in its own name; saved on the account when signed in. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { language, setLanguage } = useLanguage();
  const { user } = useUser({ enabled: false });
  const queryClient = useQueryClient();
  const id = useId();
  return (
    <span className={cn('relative inline-flex items-center', className)}>
      <Languages className="pointer-events-none absolute left-2 size-4 text-muted-foreground" aria-hidden />
      <select
        id={id}
        aria-label={SWITCH_LABEL}
        data-testid="language-switch"
        value={language}
        onChange={(event) => {
          const next = event.target.value;
          if (!isLanguage(next)) return;
          void setLanguage(next);
          if (user) saveLanguage(queryClient, next).catch(() => {});
        }}
        className="h-9 appearance-none rounded-md border border-input bg-background py-1 pl-7 pr-2 text-sm font-medium hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </span>
  );
}
