import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { Button } from '../../../components/ui/button';
import { GenerateQuizForm } from './generate-quiz-form';
import { ImportQtiCard } from './import-qti-card';
import { MyQuizzes } from './my-quizzes';
import { type QuizTab, QuizTabPanel, QuizTabs } from './quiz-tabs';
import { pageTitle, useDocumentTitle } from '../../../lib/use-document-title';

/** /quiz-generator: the Generate Quiz tab (default) and My Quizzes; ?tab=my-quizzes opens the list. */
export function QuizGeneratorScreen() {
  const search = useSearch();
  const [tab, setTab] = useState<QuizTab>(() => (new URLSearchParams(search).get('tab') === 'my-quizzes' ? 'my-quizzes' : 'generate'));

  const { t } = useTranslation('quiz');
  useDocumentTitle(pageTitle(t('Quiz Generator')));

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <div>
        <Button asChild variant="ghost" size="sm" className="-ml-3">
          <Link href="/dashboard">
            <ArrowLeft aria-hidden /> {t('Back to Dashboard')}
          </Link>
        </Button>
      </div>
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold">{t('Quiz Generator')}</h1>
        <p className="text-muted-foreground">{t('Create quizzes from a topic, your text or a file, then take them and get feedback.')}</p>
        <p className="text-sm text-muted-foreground">
          <Trans
            t={t}
            i18nKey="Want a quick check on one page of notes? <0>Open the quick quiz</0> to quiz yourself on pasted text or a note, right on this screen."
            components={[
              <Link key="quick" href="/dashboard/quiz" className="font-medium text-primary underline-offset-4 hover:underline" />,
            ]}
          />
        </p>
      </div>
      <QuizTabs value={tab} onChange={setTab} />
      <QuizTabPanel tab={tab}>
        {tab === 'generate' ? (
          <GenerateQuizForm onGenerated={() => setTab('my-quizzes')} />
        ) : (
          <div className="flex flex-col gap-6">
            <MyQuizzes onCreate={() => setTab('generate')} />
            <ImportQtiCard />
          </div>
        )}
      </QuizTabPanel>
    </div>
  );
}
