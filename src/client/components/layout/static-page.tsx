import { type ReactNode, useEffect } from 'react';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { pageTitle, useDocumentTitle } from '../../lib/use-document-title';
import { useTranslation } from 'react-i18next';
import { formatDocumentDay } from '../../../shared/i18n/format';
import { useLanguage } from '../../i18n/language';

/** The policies' date (YYYY-MM-DD), shown in the reader's language. */
export const POLICY_LAST_UPDATED = '2025-08-19';

interface StaticPageProps {
  title: string;
  /** A day, YYYY-MM-DD, shown as 'Last updated August 19, 2025' under the title (policy pages). */
  lastUpdated?: string;
  intro?: ReactNode;
  children: ReactNode;
}

/** Layout of the public information pages; children are <section>s with <h2> headings. */
export function StaticPage({ title, lastUpdated, intro, children }: StaticPageProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  useDocumentTitle(pageTitle(title));
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [title]);
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-12">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        {lastUpdated ? (
          <p className="mt-2 text-sm text-muted-foreground">
            {t('Last updated {date}', { date: formatDocumentDay(lastUpdated, language) })}
          </p>
        ) : null}
        {intro ? <div className="mt-6 text-lg text-muted-foreground">{intro}</div> : null}
        <div className="mt-8 space-y-8 [&_h2]:mb-3 [&_h2]:text-xl [&_h2]:font-semibold [&_li]:ml-5 [&_li]:list-disc [&_p]:leading-7 [&_p+p]:mt-3 [&_ul]:space-y-1.5 [&_a]:text-primary [&_a]:underline">
          {children}
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}
