import { useTranslation } from 'react-i18next';
import { GraduationCap } from 'lucide-react';
import { Link } from 'wouter';
import type { ReviewStats } from '../../../shared/flashcards';
import { formatDay, formatPercent } from '../../../shared/i18n/format';
import { useLanguage } from '../../i18n/language';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { useReviewStats } from './api/get-review-stats';

/** Bars of reviews a day for the last 30 days; the figures are in the label for screen readers. */
function ReviewChart({ days }: { days: ReviewStats['days'] }) {
  const most = Math.max(1, ...days.map((day) => day.reviews));
  const total = days.reduce((sum, day) => sum + day.reviews, 0);
  const { t } = useTranslation('dashboard');
  const { language } = useLanguage();
  return (
    <div
      role="img"
      aria-label={t('{total, plural, one {# review} other {# reviews}} in the last 30 days; today {today, number}.', {
        total,
        today: days.at(-1)?.reviews ?? 0,
      })}
      className="flex h-20 items-end gap-0.5"
      data-testid="review-chart"
    >
      {days.map((day) => (
        <div
          key={day.date}
          title={t('{day}: {count, plural, one {# review} other {# reviews}}', { day: formatDay(day.date, language), count: day.reviews })}
          className="flex-1 rounded-t-sm bg-primary/80"
          style={{ height: day.reviews ? `${Math.max(6, (day.reviews / most) * 100)}%` : '2px', opacity: day.reviews ? 1 : 0.25 }}
        />
      ))}
    </div>
  );
}

/** The dashboard's flashcards tile: 'Due today: N' (opens the review), the last 30 days and measured retention. */
export function ReviewSummary() {
  const stats = useReviewStats();
  const { t } = useTranslation('dashboard');
  const { language } = useLanguage();
  if (stats.isError) return null;
  return (
    <Card>
      <CardHeader className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1">
          <CardTitle className="text-base">{t('Flashcards')}</CardTitle>
          <CardDescription>
            {stats.data
              ? stats.data.retention === null
                ? t('Retention is measured once cards you have learned come back for review.')
                : t('Retention: {share} of {count, plural, one {# review} other {# reviews}} of learned cards (30 days).', {
                    share: formatPercent(stats.data.retention, language),
                    count: stats.data.retentionReviews,
                  })
              : t('Loading your reviews…')}
          </CardDescription>
        </div>
        <Link
          href="/flashcards/review"
          className="inline-flex shrink-0 items-center gap-2 rounded-lg border bg-primary/10 px-4 py-3 font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          data-testid="due-today-tile"
        >
          <GraduationCap className="size-5 text-primary" aria-hidden />
          {stats.data ? t('Due today: {count, number}', { count: stats.data.dueToday }) : t('Due today: …')}
        </Link>
      </CardHeader>
      <CardContent>{stats.data && <ReviewChart days={stats.data.days} />}</CardContent>
    </Card>
  );
}
