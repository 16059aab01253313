import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RECENT_QUIZZES, type QuizListItem, type QuizView } from '../../../../shared/quiz';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { errorMessage } from '../../../lib/api';
import { pagedItems } from '../../../lib/paged-list';
import { toast } from '../../../components/ui/use-toast';
import { quizQueryOptions } from '../api/get-quiz';
import { useQuizzes } from '../api/get-quizzes';
import { QUIZ_TOASTS, SCORE_COLOURS, scoreBand } from '../quiz-texts';

/** The last 3 saved quizzes, each with Take Quiz (not completed) or Review (completed). */
export function RecentQuizzes({ onOpen }: { onOpen: (quiz: QuizView) => void }) {
  const list = useQuizzes();
  const { isPending, isError } = list;
  const quizzes = pagedItems(list.data) ?? [];
  const queryClient = useQueryClient();
  // The quiz being read to be opened (the list carries no questions): its button shows a spinner.
  const [openingId, setOpeningId] = useState<string | null>(null);
  const openQuiz = async (item: QuizListItem) => {
    setOpeningId(item.id);
    try {
      onOpen(await queryClient.fetchQuery(quizQueryOptions(item.id)));
    } catch (error) {
      toast({ title: QUIZ_TOASTS.openFailed, description: errorMessage(error, QUIZ_TOASTS.openFailed), variant: 'destructive' });
    } finally {
      setOpeningId(null);
    }
  };
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">Saved Quizzes</h2>
        <CardDescription>Your last {RECENT_QUIZZES} saved quizzes.</CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <div role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner /> Loading saved quizzes...
          </div>
        ) : isError ? (
          <p className="text-sm text-destructive">Your saved quizzes could not be loaded. Reload the page to try again.</p>
        ) : quizzes.length === 0 ? (
          <p className="text-sm text-muted-foreground">No saved quizzes yet. Generate one and press Save Quiz.</p>
        ) : (
          <ul className="flex flex-col gap-3" aria-label="Saved quizzes">
            {quizzes.slice(0, RECENT_QUIZZES).map((quiz) => (
              <li key={quiz.id} className="flex flex-wrap items-center gap-3 rounded-md border p-3" data-testid="saved-quiz">
                <div className="flex min-w-0 flex-1 flex-col">
                  <span className="font-medium break-words">{quiz.title}</span>
                  <span className="text-xs text-muted-foreground">
                    {quiz.questionCount} questions · {new Date(quiz.createdAt).toLocaleDateString()}
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
                  aria-label={`${quiz.completed ? 'Review' : 'Take Quiz'}: ${quiz.title}`}
                >
                  {openingId === quiz.id && <Spinner />}
                  {quiz.completed ? 'Review' : 'Take Quiz'}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
