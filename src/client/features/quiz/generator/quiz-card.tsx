import { CheckCircle2, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { QuizListItem } from '../../../../shared/quiz';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '../../../components/ui/card';
import { useLanguage } from '../../../i18n/language';
import { cn } from '../../../lib/cn';
import { formatPlanDay } from '../../../lib/plan-date';
import { difficultyLabel, SCORE_COLOURS, scoreBand } from '../quiz-texts';

/** One saved quiz: completed ones open for review, the others to be taken. */
export function QuizCard({ quiz }: { quiz: QuizListItem }) {
  const titleId = `quiz-card-${quiz.id}`;
  const count = quiz.questionCount;
  const { t } = useTranslation('quiz');
  const { language } = useLanguage();
  return (
    <Card className="flex h-full flex-col" role="article" aria-labelledby={titleId} data-testid="quiz-card">
      <CardHeader className="gap-2">
        <div className="flex items-start gap-2">
          {quiz.completed ? (
            <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-green-700 dark:text-green-400" role="img" aria-label={t('Completed')} />
          ) : (
            <Clock className="mt-0.5 size-5 shrink-0 text-amber-700 dark:text-amber-400" role="img" aria-label={t('Not completed')} />
          )}
          <h3 id={titleId} className="min-w-0 flex-1 text-lg font-semibold leading-tight break-words" data-untranslated>
            {quiz.title}
          </h3>
        </div>
        <div className="flex flex-wrap gap-2">
          {quiz.topic && (
            <Badge variant="outline" data-untranslated>
              {quiz.topic}
            </Badge>
          )}
          <Badge variant="secondary">{difficultyLabel(t, quiz.difficulty)}</Badge>
        </div>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-1 text-sm text-muted-foreground">
        <span>{t('{count, plural, one {# question} other {# questions}}', { count })}</span>
        {quiz.score !== null && (
          <span>
            {t('Score:')}{' '}
            <span
              className={cn('font-semibold', SCORE_COLOURS[scoreBand(quiz.score)])}
              data-testid="quiz-score"
              data-band={scoreBand(quiz.score)}
            >
              {quiz.score}%
            </span>
          </span>
        )}
        <span>{t('Created {date}', { date: formatPlanDay(quiz.createdAt, language) })}</span>
      </CardContent>
      <CardFooter>
        <Button asChild variant={quiz.completed ? 'outline' : 'default'} className="w-full">
          <Link href={`/quiz/${quiz.id}`}>{quiz.completed ? t('Review Quiz') : t('Take Quiz')}</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
