import { LogOut, Menu, Settings, ShieldCheck } from 'lucide-react';
import { Link } from 'wouter';
import type { RefObject } from 'react';
import { ADMIN_TEXTS } from '../../../shared/admin';
import type { User } from '../../../shared/user';
import { useSignOut } from '../../lib/auth/sign-out';
import { LanguageSwitch } from '../../i18n/language-switch';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { ThemeToggle } from './theme-toggle';
import { UserBadge } from './user-badge';
import { useTranslation } from 'react-i18next';

interface DashboardHeaderProps {
  user: User;
  onOpenMenu: () => void;
  menuButton: RefObject<HTMLButtonElement | null>;
}

export function DashboardHeader({ user, onOpenMenu, menuButton }: DashboardHeaderProps) {
  const signOut = useSignOut();
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b bg-background/90 px-4 backdrop-blur">
      <Button ref={menuButton} variant="ghost" size="icon" className="md:hidden" onClick={onOpenMenu} aria-label={t('Open menu')}>
        <Menu />
      </Button>
      <Badge variant="secondary">{t('Phase 1')}</Badge>
      <div className="ml-auto flex items-center gap-2">
        <LanguageSwitch className="hidden sm:inline-flex" />
        <ThemeToggle />
        <UserBadge user={user} />
        {/* On a phone the header has no room for it: the settings page links there too. */}
        {user.admin && (
          <Button asChild variant="ghost" size="icon" className="hidden sm:inline-flex">
            <Link href="/admin" aria-label={t(ADMIN_TEXTS.link)}>
              <ShieldCheck aria-hidden />
            </Link>
          </Button>
        )}
        <Button asChild variant="ghost" size="icon">
          <Link href="/settings" aria-label={t('Account settings')}>
            <Settings aria-hidden />
          </Link>
        </Button>
        <Button variant="outline" size="sm" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
          <LogOut aria-hidden />
          {t('Sign Out')}
        </Button>
      </div>
    </header>
  );
}
