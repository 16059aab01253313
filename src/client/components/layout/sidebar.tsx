import { Crown } from 'lucide-react';
import type { TFunction } from 'i18next';
import { Link, useLocation } from 'wouter';
import { DEFAULT_PLAN } from '../../../shared/pricing';
import { useUser } from '../../lib/auth/get-user';
import { cn } from '../../lib/cn';
import { formatPlanDay } from '../../lib/plan-date';
import { DASHBOARD_SECTIONS, PAGE_TOOLS, dashboardToolAt, matchesRoute } from '../../lib/tools';
import type { Language } from '../../../shared/i18n/languages';
import { useLanguage } from '../../i18n/language';
import { LanguageSwitch } from '../../i18n/language-switch';
import { Brand } from './brand';
import { POLICY_LINKS } from './policy-links';
import { StorageLeft } from './storage-left';
import { UsageLeft } from './usage-left';
import { useTranslation } from 'react-i18next';

const itemClass = (active: boolean) =>
  cn(
    'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors',
    active ? 'bg-secondary text-secondary-foreground' : 'text-muted-foreground hover:bg-accent hover:text-foreground',
  );

/** Dashboard sections in-page, links to every tool page, what is left today, the current plan and policy links. */
export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const [path] = useLocation();
  const { user } = useUser();
  const { t } = useTranslation();
  const { language } = useLanguage();
  const onDashboard = path === '/dashboard' || path.startsWith('/dashboard/');
  const view = onDashboard ? (dashboardToolAt(path)?.id ?? 'home') : undefined;

  return (
    <div className="flex h-full flex-col gap-6 overflow-y-auto p-4">
      <Brand href="/dashboard" />
      <nav aria-label={t('Study tools')} className="flex flex-col gap-1">
        {DASHBOARD_SECTIONS.map(({ id, title, href, icon: Icon }) => (
          <Link
            key={id}
            href={href}
            onClick={onNavigate}
            className={itemClass(view === id)}
            aria-current={view === id ? 'page' : undefined}
          >
            <Icon className="size-4" aria-hidden />
            {t(title)}
          </Link>
        ))}
        <div className="my-2 border-t" />
        {PAGE_TOOLS.map(({ id, href, routes, title, icon: Icon }) => {
          const current = view === id || routes.some((route) => matchesRoute(route, path));
          return (
            <Link key={id} href={href} onClick={onNavigate} className={itemClass(current)} aria-current={current ? 'page' : undefined}>
              <Icon className="size-4" aria-hidden />
              {t(title)}
            </Link>
          );
        })}
      </nav>
      <div className="mt-auto space-y-4">
        {/* On a phone the header has no room for it. */}
        <LanguageSwitch className="sm:hidden" />
        <UsageLeft />
        <StorageLeft />
        <Link
          href="/billing"
          onClick={onNavigate}
          className="block rounded-lg border bg-muted/50 p-3 text-sm hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <span className="block text-xs uppercase tracking-wide text-muted-foreground">{t('Current plan · Billing')}</span>
          <span className="mt-1 flex items-center gap-2 font-semibold" data-testid="current-plan">
            <Crown className="size-4 text-amber-500" aria-hidden />
            {planLabel(t, user?.plan ?? DEFAULT_PLAN, user?.planExpiresAt ?? null, language)}
          </span>
        </Link>
        <nav aria-label={t('Policies')} className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
          {POLICY_LINKS.map((link) => (
            <Link key={link.href} href={link.href} className="hover:text-foreground">
              {t(link.label)}
            </Link>
          ))}
        </nav>
      </div>
    </div>
  );
}

/** 'Pro · until 21 Dec 2026' (in the reader's language) for a plan with an end date, else the plan's name. */
function planLabel(t: TFunction, plan: string, expiresAt: string | null, language: Language): string {
  return expiresAt ? t('{plan} · until {date}', { plan, date: formatPlanDay(expiresAt, language) }) : plan;
}
