import { Moon, Sun } from 'lucide-react';
import { useTheme } from '../theme-provider';
import { useHydrated } from '../../lib/use-hydrated';
import { Button } from '../ui/button';
import { useTranslation } from 'react-i18next';

export function ThemeToggle() {
  const { dark: chosenDark, toggle } = useTheme();
  const { t } = useTranslation();
  // Pre-rendered pages are built without a theme; the label follows it once hydrated.
  const dark = useHydrated() && chosenDark;
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={toggle}
      aria-label={dark ? t('Switch to light theme') : t('Switch to dark theme')}
      aria-pressed={dark}
      data-testid="theme-toggle"
    >
      {/* The icon follows the <html> class the theme script sets before the first paint, so it never flashes. */}
      <Sun className="hidden dark:block" aria-hidden />
      <Moon className="dark:hidden" aria-hidden />
    </Button>
  );
}
