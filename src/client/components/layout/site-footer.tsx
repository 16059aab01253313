import { Link } from 'wouter';
import { Brand } from './brand';
import { POLICY_LINKS } from './policy-links';
import { useTranslation } from 'react-i18next';

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 md:flex-row md:items-start md:justify-between">
        <div className="max-w-sm space-y-2">
          <Brand />
          <p className="text-sm text-muted-foreground">
            {t('An open-source AI study companion for students, self-learners and educators.')}
          </p>
        </div>
        <nav aria-label={t('Policies and company')} className="grid grid-cols-2 gap-x-10 gap-y-2 text-sm sm:grid-cols-3">
          {POLICY_LINKS.map((link) => (
            <Link key={link.href} href={link.href} className="text-muted-foreground hover:text-foreground">
              {t(link.label)}
            </Link>
          ))}
        </nav>
      </div>
      {/* Pre-rendered at build time: a page built last year shows this year once hydrated. */}
      <p className="pb-8 text-center text-xs text-muted-foreground" suppressHydrationWarning>
        {t('© {year} Studium. Free software under the GNU AGPL v3 or later.', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
