import { BookOpenCheck, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { ShowMore } from '../../../components/show-more';
import { pagedItems } from '../../../lib/paged-list';
import { useQuizzes } from '../api/get-quizzes';
import { QuizCard } from './quiz-card';

/** The saved quizzes as cards, with an empty state and a way back to the Generate tab. */
export function MyQuizzes({ onCreate }: { onCreate: () => void }) {
  const list = useQuizzes();
  const { t } = useTranslation('quiz');
  const { isPending, isError, refetch } = list;
  const quizzes = pagedItems(list.data) ?? [];
  if (isPending) {
    return (
      <div role="status" className="flex items-center justify-center gap-2 py-12 text-muted-foreground">
        <Spinner /> {t('Loading your quizzes...')}
      </div>
    );
  }
  if (isError) {
    return (
      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold">{t('Your quizzes could not be loaded')}</h2>
          <CardDescription>{t('Check your connection, then try again.')}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button variant="outline" onClick={() => void refetch()}>
            {t('Try again')}
          </Button>
        </CardContent>
      </Card>
    );
  }
  if (quizzes.length === 0) {
    return (
      <Card className="text-center">
        <CardHeader className="items-center">
          <BookOpenCheck className="size-12 text-muted-foreground" aria-hidden />
          <h2 className="text-xl font-semibold">{t('No quizzes yet')}</h2>
          <CardDescription>{t('Generate a quiz from a topic, your notes or a file to start practising.')}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button onClick={onCreate}>{t('Create Your First Quiz')}</Button>
        </CardContent>
      </Card>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-semibold">{t('My Quizzes')}</h2>
        <Button onClick={onCreate}>
          <Plus aria-hidden /> {t('Create New Quiz')}
        </Button>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {quizzes.map((quiz) => (
          <li key={quiz.id}>
            <QuizCard quiz={quiz} />
          </li>
        ))}
      </ul>
      <ShowMore {...list} />
    </div>
  );
}
