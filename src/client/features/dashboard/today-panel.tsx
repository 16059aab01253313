import { useTranslation } from 'react-i18next';
import { CalendarDays, ClipboardList, GraduationCap, type LucideIcon, Route, Target } from 'lucide-react';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { TODAY_KIND_LABELS, TODAY_TEXTS, type TodayItem, type TodayItemKind } from '../../../shared/today';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api';
import { deckNameText } from '../../lib/deck-name';
import { CONTENT_MARK, withContent } from '../../lib/with-content';
import { useToday } from './api/get-today';

const KIND_ICONS: Record<TodayItemKind, LucideIcon> = {
  cards: GraduationCap,
  practice: Target,
  'plan-task': CalendarDays,
  'path-step': Route,
  assignment: ClipboardList,
};

/**
 * The server names a generated item in English ('Review 3 cards in Biology', 'Practise force'): said
 * again in the reader's words, the student's own names (deck, concept, task) kept as they are.
 */
function itemTitle(item: TodayItem, t: TFunction<'dashboard'>, tCards: TFunction<'flashcards'>): ReactNode {
  const review = item.kind === 'cards' ? /^Review (\d+) cards? in (.+)$/.exec(item.title) : null;
  if (review) {
    const said = t('Review {count, plural, one {# card} other {# cards}} in {deck}', { count: Number(review[1]), deck: CONTENT_MARK });
    return withContent(said, deckNameText(tCards, review[2]!));
  }
  if (item.kind === 'practice' && item.concept && item.title === `Practise ${item.concept}`)
    return withContent(t('Practise {concept}', { concept: CONTENT_MARK }), item.concept);
  return <span data-untranslated>{item.title}</span>;
}

function TodayRow({ item }: { item: TodayItem }) {
  const { t } = useTranslation('dashboard');
  const { t: tCards } = useTranslation('flashcards');
  const Icon = KIND_ICONS[item.kind];
  return (
    <li>
      <Link
        href={item.href}
        className="flex items-center gap-3 rounded-lg border p-3 transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <Icon className="size-5 shrink-0 text-primary" aria-hidden />
        <span className="min-w-0 flex-1">
          <span className="block text-xs font-medium uppercase tracking-wide text-muted-foreground">{t(TODAY_KIND_LABELS[item.kind])}</span>
          <span className="block truncate font-medium">{itemTitle(item, t, tCards)}</span>
        </span>
        <span className="shrink-0 text-sm text-muted-foreground">{t('{count, number} min', { count: item.minutes })}</span>
      </Link>
    </li>
  );
}

/** The dashboard's first panel: what to study today, most important first, within the student's daily minutes. */
export function TodayPanel() {
  const today = useToday();
  const { t } = useTranslation('dashboard');
  return (
    <Card role="region" aria-labelledby="today-heading" data-testid="today-panel">
      <CardHeader className="flex flex-row items-baseline justify-between gap-3">
        <h2 id="today-heading" className="text-xl font-semibold">
          {t(TODAY_TEXTS.heading)}
        </h2>
        {today.data && (
          <CardDescription>{t('{count, plural, one {# minute} other {# minutes}}', { count: today.data.minutesBudget })}</CardDescription>
        )}
      </CardHeader>
      <CardContent>
        {today.isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner className="size-4" /> {t(TODAY_TEXTS.loading)}
          </p>
        ) : today.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
            <span>
              {t(TODAY_TEXTS.loadFailed)} {errorMessage(today.error, '')}
            </span>
            <Button variant="outline" size="sm" onClick={() => void today.refetch()}>
              {t('Try again')}
            </Button>
          </div>
        ) : today.data.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t(TODAY_TEXTS.empty)}</p>
        ) : (
          <ul className="space-y-2">
            {today.data.items.map((item) => (
              <TodayRow key={`${item.kind}:${item.href}:${item.title}`} item={item} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
