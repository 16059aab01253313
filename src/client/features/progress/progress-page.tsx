import { Target } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { LEARNER_MESSAGES, type LearnerConcept } from '../../../shared/learner';
import { DashboardLayout } from '../../components/layout/dashboard-layout';
import { Button } from '../../components/ui/button';
import { PageLoader, Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { useMessage } from '../../i18n/use-message';
import { errorMessage } from '../../lib/api';
import { pageTitle, useDocumentTitle } from '../../lib/use-document-title';
import { useConcepts } from './api/get-concepts';
import { usePractise } from './api/practise';
import { ConceptRow } from './concept-row';
import { subjectLabel } from './labels';
import { StudySettingsForm } from './study-settings-form';

/** The concepts grouped by subject, in the order the server gives them (each subject's weakest first). */
function bySubject(concepts: LearnerConcept[]): [string, LearnerConcept[]][] {
  const groups = new Map<string, LearnerConcept[]>();
  for (const concept of concepts) groups.set(concept.subject, [...(groups.get(concept.subject) ?? []), concept]);
  return [...groups];
}

/** /progress: what the student knows, concept by concept (decision 067), inside the signed-in layout. */
export default function ProgressPage() {
  return (
    <DashboardLayout>
      <ProgressScreen />
    </DashboardLayout>
  );
}

function ProgressScreen() {
  const { data, isPending, isError, error, refetch, isFetching } = useConcepts();
  const { t } = useTranslation('progress');
  const message = useMessage();
  useDocumentTitle(pageTitle(t('Progress')));
  const [, navigate] = useLocation();
  const chosen = new URLSearchParams(useSearch()).get('practice');
  const practise = usePractise();
  // A quiz on the weak spots (or on one concept) is saved on the server, then opened like any quiz.
  const start = (conceptId?: string) =>
    practise.mutate(conceptId ? { conceptId } : {}, {
      onSuccess: (quiz) => navigate(`/quiz/${encodeURIComponent(quiz.id)}`),
      onError: (cause) =>
        toast({ title: t('No practice quiz'), description: errorMessage(cause, t('The quiz could not be made.')), variant: 'destructive' }),
    });
  const startedFor = practise.isPending ? (practise.variables.conceptId ?? 'all') : null;

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('Progress')}</h1>
          <p className="mt-1 text-muted-foreground">
            {t('What you know, concept by concept, from your quizzes, cards, doubts and study paths. The weakest come first.')}
          </p>
        </div>
        {data && data.length > 0 && (
          <Button className="self-start" disabled={startedFor !== null} onClick={() => start()}>
            {startedFor === 'all' ? <Spinner /> : <Target aria-hidden />} {t('Practice my weak spots')}
          </Button>
        )}
      </div>
      <StudySettingsForm />
      {isPending ? (
        <PageLoader />
      ) : isError ? (
        <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-destructive/50 px-6 py-12 text-center">
          <p className="font-medium">{message(LEARNER_MESSAGES.loadFailed)}</p>
          <p className="text-sm text-muted-foreground">{errorMessage(error, '')}</p>
          <Button variant="outline" disabled={isFetching} onClick={() => void refetch()}>
            {t('Try again')}
          </Button>
        </div>
      ) : data.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border px-6 py-12 text-center">
          <p className="text-muted-foreground">{message(LEARNER_MESSAGES.empty)}</p>
          <Button asChild>
            <Link href="/quiz-generator">{t('Make a quiz')}</Link>
          </Button>
        </div>
      ) : (
        bySubject(data).map(([subject, concepts], i) => (
          <section key={subject} aria-labelledby={`progress-subject-${i}`} className="space-y-3">
            <h2 id={`progress-subject-${i}`} className="text-xl font-semibold">
              {subject === subjectLabel(t, subject) ? <span data-untranslated>{subject}</span> : subjectLabel(t, subject)}
            </h2>
            <ul className="space-y-3">
              {concepts.map((concept) => (
                <ConceptRow
                  key={concept.id}
                  concept={concept}
                  onPractise={() => start(concept.id)}
                  practising={startedFor === concept.id}
                  busy={startedFor !== null}
                  chosen={concept.id === chosen}
                />
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
