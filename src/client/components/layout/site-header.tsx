import { Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { useUser } from '../../lib/auth/get-user';
import { Button } from '../ui/button';
import { LanguageSwitch } from '../../i18n/language-switch';
import { Brand } from './brand';
import { ThemeToggle } from './theme-toggle';
import { useTranslation } from 'react-i18next';

const ANCHORS = [
  { href: '/#features', label: 'Features' },
  { href: '/#pricing', label: 'Pricing' },
  { href: '/#how-it-works', label: 'How It Works' },
];

/** The public pages' header: section anchors, Login and Try It Now (both to /sign-in); under 768 px the anchors and Login are in a menu. */
export function SiteHeader() {
  const { t } = useTranslation();
  const { user } = useUser();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Brand />
        <nav aria-label={t('Sections')} className="hidden items-center gap-6 text-sm font-medium md:flex">
          {ANCHORS.map((anchor) => (
            <a key={anchor.href} href={anchor.href} className="text-muted-foreground hover:text-foreground">
              {t(anchor.label)}
            </a>
          ))}
        </nav>
        <div className="flex items-center gap-2">
          <LanguageSwitch className="hidden sm:inline-flex" />
          <ThemeToggle />
          {user ? (
            <Button asChild>
              <Link href="/dashboard">{t('Go to Dashboard')}</Link>
            </Button>
          ) : (
            <>
              <Button asChild variant="ghost" className="hidden sm:inline-flex">
                <Link href="/sign-in">{t('Login')}</Link>
              </Button>
              <Button asChild>
                <Link href="/sign-in">{t('Try It Now')}</Link>
              </Button>
            </>
          )}
          <Button
            ref={menuButton}
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label={t('Menu')}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden /> : <Menu aria-hidden />}
          </Button>
        </div>
      </div>
      <nav id={menuId} aria-label={t('Menu')} hidden={!menuOpen} className="border-t px-4 pb-4 md:hidden">
        <ul className="flex flex-col text-base font-medium">
          {ANCHORS.map((anchor) => (
            <li key={anchor.href}>
              <a href={anchor.href} className="block py-3 text-muted-foreground hover:text-foreground" onClick={() => setMenuOpen(false)}>
                {t(anchor.label)}
              </a>
            </li>
          ))}
          <li className="py-2 sm:hidden">
            <LanguageSwitch />
          </li>
          {!user && (
            <li>
              <Link href="/sign-in" className="block py-3 text-muted-foreground hover:text-foreground" onClick={() => setMenuOpen(false)}>
                {t('Login')}
              </Link>
            </li>
          )}
        </ul>
      </nav>
    </header>
  );
}
