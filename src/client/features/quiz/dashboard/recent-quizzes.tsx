import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RECENT_QUIZZES, type QuizListItem, type QuizView } from '../../../../shared/quiz';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useLanguage } from '../../../i18n/language';
import { cn } from '../../../lib/cn';
import { formatPlanDay } from '../../../lib/plan-date';
import { errorMessage } from '../../../lib/api';
import { pagedItems } from '../../../lib/paged-list';
import { toast } from '../../../components/ui/use-toast';
import { quizQueryOptions } from '../api/get-quiz';
import { useQuizzes } from '../api/get-quizzes';
import { SCORE_COLOURS, scoreBand } from '../quiz-texts';

/** The last 3 saved quizzes, each with Take Quiz (not completed) or Review (completed). */
export function RecentQuizzes({ onOpen }: { onOpen: (quiz: QuizView) => void }) {
  const list = useQuizzes();
  const { isPending, isError } = list;
  const quizzes = pagedItems(list.data) ?? [];
  const queryClient = useQueryClient();
  const { t } = useTranslation('quiz');
  const { language } = useLanguage();
  // The quiz being read to be opened (the list carries no questions): its button shows a spinner.
  const [openingId, setOpeningId] = useState<string | null>(null);
  const openQuiz = async (item: QuizListItem) => {
    setOpeningId(item.id);
    try {
      onOpen(await queryClient.fetchQuery(quizQueryOptions(item.id)));
    } catch (error) {
      toast({ title: t('Failed to open quiz'), description: errorMessage(error, t('Failed to open quiz')), variant: 'destructive' });
    } finally {
      setOpeningId(null);
    }
  };
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">{t('Saved Quizzes')}</h2>
        <CardDescription>{t('Your last {count, number} saved quizzes.', { count: RECENT_QUIZZES })}</CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <div role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner /> {t('Loading saved quizzes...')}
          </div>
        ) : isError ? (
          <p className="text-sm text-destructive">{t('Your saved quizzes could not be loaded. Reload the page to try again.')}</p>
        ) : quizzes.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('No saved quizzes yet. Generate one and press Save Quiz.')}</p>
        ) : (
          <ul className="flex flex-col gap-3" aria-label={t('Saved quizzes')}>
            {quizzes.slice(0, RECENT_QUIZZES).map((quiz) => (
              <li key={quiz.id} className="flex flex-wrap items-center gap-3 rounded-md border p-3" data-testid="saved-quiz">
                <div className="flex min-w-0 flex-1 flex-col">
                  <span className="font-medium break-words" data-untranslated>
                    {quiz.title}
                  </span>
                  <span className="text-xs text-muted-foreground">
                    {t('{count, number} questions', { count: quiz.questionCount })} · {formatPlanDay(quiz.createdAt, language)}
                    {quiz.score !== null && (
                      <>
                        {' · '}
                        <span className={cn('font-semibold', SCORE_COLOURS[scoreBand(quiz.score)])}>{quiz.score}%</span>
                      </>
                    )}
                  </span>
                </div>
                <Button
                  size="sm"
                  variant={quiz.completed ? 'outline' : 'default'}
                  onClick={() => void openQuiz(quiz)}
                  disabled={openingId === quiz.id}
                  aria-busy={openingId === quiz.id}
                  aria-label={quiz.completed ? t('Review: {title}', { title: quiz.title }) : t('Take Quiz: {title}', { title: quiz.title })}
                >
                  {openingId === quiz.id && <Spinner />}
                  {quiz.completed ? t('Review') : t('Take Quiz')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
