import { ExternalLink, Info, ListChecks } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Markdown } from '../../components/markdown/markdown';
import { SaveToNotesButton } from '../../components/save-to-notes-button';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { useMessage } from '../../i18n/use-message';
import { errorMessage } from '../../lib/api';
import { analysisNote, analysisQuiz } from './analysis-note';
import { useSaveAnalysisQuiz } from './api/save-analysis';
import { QuickQuiz } from './quick-quiz';
import type { Analysis } from './use-analysis';
import { VoiceTutorButton } from './voice-tutor-button';

function SaveButtons({ analysis }: { analysis: Analysis }) {
  const saveQuiz = useSaveAnalysisQuiz();
  const quiz = analysisQuiz(analysis);
  const { t } = useTranslation('want-to-learn');

  return (
    <>
      <SaveToNotesButton
        label={t('Save as Note')}
        note={() => analysisNote(analysis, t)}
        toasts={{
          savedTitle: t('Saved as Note'),
          saved: t('Find it on your Notes page.'),
          failedTitle: t('Error'),
          failed: t('Failed to create note.'),
        }}
      />
      {quiz &&
        (saveQuiz.data ? (
          <Button asChild variant="outline">
            <Link href={`/quiz/${saveQuiz.data.id}`}>
              <ListChecks aria-hidden />
              {t('Open Saved Quiz')}
            </Link>
          </Button>
        ) : (
          <Button
            variant="outline"
            disabled={saveQuiz.isPending}
            onClick={() =>
              saveQuiz.mutate(quiz, {
                onSuccess: () => toast({ title: t('Quiz Saved'), description: t('Find it under My Quizzes in the Quiz Generator.') }),
                onError: (cause) =>
                  toast({
                    title: t('Error'),
                    description: errorMessage(cause, t('Failed to save quiz')),
                    variant: 'destructive',
                  }),
              })
            }
          >
            {saveQuiz.isPending ? <Spinner /> : <ListChecks aria-hidden />}
            {t('Save Quiz')}
          </Button>
        ))}
    </>
  );
}

/** 'AI Analysis Results': the explanation, the study plan and the quick quiz, with the voice tutor and saving. */
export function AnalysisResults({ analysis }: { analysis: Analysis }) {
  const { result, readText } = analysis;
  const heading = useRef<HTMLHeadingElement>(null);
  const { t } = useTranslation('want-to-learn');
  const message = useMessage();
  // The busy card that stood here is gone: keyboard and screen-reader users land on the result.
  useEffect(() => heading.current?.focus(), []);

  return (
    <Card role="region" aria-labelledby="analysis-results-title">
      <CardHeader>
        <h2 ref={heading} tabIndex={-1} id="analysis-results-title" className="text-xl font-semibold leading-tight focus:outline-none">
          {t('AI Analysis Results')}
        </h2>
        <p className="break-words text-sm text-muted-foreground" data-untranslated>
          {analysis.subject}
        </p>
        {result.source && (
          <a
            href={result.source.url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex w-fit items-center gap-1 break-all text-sm text-primary underline-offset-4 hover:underline"
            data-untranslated
          >
            {result.source.title || result.source.url}
            <ExternalLink aria-hidden className="size-3.5 shrink-0" />
          </a>
        )}
      </CardHeader>
      <CardContent className="space-y-6">
        {result.notice && (
          <p className="flex gap-2 rounded-md border border-amber-600/40 bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50">
            <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
            {message(result.notice)}
          </p>
        )}
        {readText && (
          <details className="rounded-md border p-3 text-sm">
            <summary className="cursor-pointer font-medium">{t('Text that was analyzed')}</summary>
            <p className="mt-2 whitespace-pre-wrap break-words text-muted-foreground" data-testid="read-text" data-untranslated>
              {readText}
            </p>
          </details>
        )}
        <section aria-labelledby="explanation-title" className="space-y-2">
          <h3 id="explanation-title" className="text-base font-semibold">
            {t('Explanation')}
          </h3>
          <div className="rounded-lg border p-4" data-testid="explanation" data-untranslated>
            <Markdown>{result.explanation}</Markdown>
          </div>
        </section>
        {result.studyPlan && (
          <section aria-labelledby="study-plan-title" className="space-y-2">
            <h3 id="study-plan-title" className="text-base font-semibold">
              {t('Study Plan')}
            </h3>
            <p className="text-sm" data-untranslated>
              {result.studyPlan.overview}
            </p>
            <ol className="list-decimal space-y-1.5 pl-6 text-sm" data-untranslated>
              {result.studyPlan.steps.map((step, index) => (
                <li key={index}>{step}</li>
              ))}
            </ol>
          </section>
        )}
        {result.quiz && result.quiz.questions.length > 0 && <QuickQuiz questions={result.quiz.questions} />}
      </CardContent>
      <CardFooter className="flex flex-wrap gap-2">
        <VoiceTutorButton text={result.explanation} />
        <SaveButtons analysis={analysis} />
      </CardFooter>
    </Card>
  );
}
