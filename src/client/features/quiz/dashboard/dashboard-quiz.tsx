import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useId, useState } from 'react';
import { answersInOrder, questionNumber, type QuizAnswer, type QuizView, unansweredCount } from '../../../../shared/quiz';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { useLanguage } from '../../../i18n/language';
import { errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { useGenerateDashboardQuiz } from '../api/generate-dashboard-quiz';
import { useSaveQuiz } from '../api/save-quiz';
import { useSubmitQuiz } from '../api/submit-quiz';
import { defaultQuizTitle, SCORE_COLOURS, scoreBand } from '../quiz-texts';
import { QuizQuestionCard } from './quiz-question-card';
import { QuizSourceForm } from './quiz-source-form';
import { RecentQuizzes } from './recent-quizzes';
import { pageTitle, useDocumentTitle } from '../../../lib/use-document-title';

/** The dashboard's quiz section: generate from text or a note, answer, submit, save; review saved ones. */
export function DashboardQuiz() {
  const ids = useId();
  const [text, setText] = useState('');
  const [sourceNoteId, setSourceNoteId] = useState<string | null>(null);
  const [quiz, setQuiz] = useState<QuizView | null>(null);
  const [answers, setAnswers] = useState<Record<string, QuizAnswer>>({});
  const [title, setTitle] = useState('');
  const generate = useGenerateDashboardQuiz();
  const submit = useSubmitQuiz();
  const save = useSaveQuiz();
  const { t } = useTranslation('quiz');
  const { language } = useLanguage();

  useDocumentTitle(pageTitle(t('Quiz Generator'), t('Dashboard')));

  function open(next: QuizView) {
    setQuiz(next);
    setAnswers(next.completed ? next.userAnswers : {});
    setTitle(next.saved ? next.title : '');
  }

  function onGenerate(input: { text: string; numQuestions: number }) {
    generate.mutate(input, {
      onSuccess: open,
      onError: (error) =>
        toast({
          title: t('Failed to generate quiz'),
          description: errorMessage(error, t('Failed to generate quiz')),
          variant: 'destructive',
        }),
    });
  }

  function onSubmit() {
    if (!quiz) return;
    if (unansweredCount(quiz.questions, answersInOrder(quiz.questions, answers)) > 0) {
      toast({
        title: t('Incomplete Quiz'),
        description: t('Please answer all {count, number} questions before submitting.', { count: quiz.questions.length }),
        variant: 'destructive',
      });
      return;
    }
    submit.mutate(
      { id: quiz.id, answers },
      {
        onSuccess: (result) => setQuiz(result.quiz),
        onError: (error) =>
          toast({
            title: t('Failed to submit quiz'),
            description: errorMessage(error, t('Failed to submit quiz')),
            variant: 'destructive',
          }),
      },
    );
  }

  function onSave() {
    if (!quiz) {
      toast({ title: t('Error'), description: t('No quiz to save. Please generate a quiz first.'), variant: 'destructive' });
      return;
    }
    const quizTitle = title.trim() || defaultQuizTitle(t, language);
    const questions = quiz.questions.map(({ id, question }) => ({ id, question }));
    save.mutate(
      { quizId: quiz.id, quizTitle, quizQuestions: questions, sourceNotesId: sourceNoteId },
      {
        onSuccess: (saved) => {
          setQuiz(saved);
          setTitle(saved.title);
          toast({ title: t('Quiz Saved'), description: t('"{title}" is in your saved quizzes.', { title: saved.title }) });
        },
        onError: (error) =>
          toast({ title: t('Failed to save quiz'), description: errorMessage(error, t('Failed to save quiz')), variant: 'destructive' }),
      },
    );
  }

  const feedback = new Map(quiz?.completed ? quiz.evaluation.feedback.map((entry) => [entry.questionId, entry]) : []);
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold">{t('Quiz Generator')}</h1>
        <p className="text-muted-foreground">{t('Paste your material or load a note, then test yourself.')}</p>
        <p className="text-sm text-muted-foreground">
          <Trans
            t={t}
            i18nKey="For quizzes from a topic or a file, and all your saved quizzes, open the <0>full Quiz Generator</0>."
            components={[
              <Link key="full" href="/quiz-generator" className="font-medium text-primary underline-offset-4 hover:underline" />,
            ]}
          />
        </p>
      </div>
      <QuizSourceForm
        text={text}
        onTextChange={(next, noteId) => {
          setText(next);
          setSourceNoteId(noteId);
        }}
        pending={generate.isPending}
        onGenerate={onGenerate}
      />
      {quiz && (
        <section aria-label={t('Your quiz')} className="flex flex-col gap-4">
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${ids}-title`}>{t('Quiz Title (optional)')}</Label>
            <Input
              id={`${ids}-title`}
              placeholder={defaultQuizTitle(t, language)}
              value={title}
              onChange={(event) => setTitle(event.target.value)}
            />
          </div>
          {quiz.completed && (
            <p role="status" className="rounded-md bg-muted p-4 text-lg font-semibold">
              {t('Score:')} <span className={SCORE_COLOURS[scoreBand(quiz.score)]}>{quiz.score}%</span>{' '}
              <span className="text-base font-normal text-muted-foreground">
                {t('({correct, number} of {total, number} correct)', {
                  correct: quiz.evaluation.correctAnswers,
                  total: quiz.evaluation.totalQuestions,
                })}
              </span>
            </p>
          )}
          {quiz.questions.map((question, index) => (
            <QuizQuestionCard
              key={question.id}
              question={question}
              number={questionNumber(index)}
              answer={answers[question.id] ?? null}
              onAnswer={(answer) => setAnswers((previous) => ({ ...previous, [question.id]: answer }))}
              feedback={feedback.get(question.id)}
              graded={quiz.completed}
            />
          ))}
        </section>
      )}
      <div className={cn('flex flex-wrap gap-2', !quiz && 'justify-start')}>
        {quiz && !quiz.completed && (
          <Button onClick={onSubmit} disabled={submit.isPending}>
            {submit.isPending ? t('Submitting...') : t('Submit Quiz')}
          </Button>
        )}
        <Button variant="outline" onClick={onSave} disabled={save.isPending}>
          {save.isPending ? t('Saving...') : t('Save Quiz')}
        </Button>
      </div>
      <RecentQuizzes onOpen={open} />
    </div>
  );
}
