import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { answersInOrder, type QuizAnswer, type QuizEvaluation, type QuizView } from '../../../../shared/quiz';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api';
import { useCompleteQuiz } from '../api/complete-quiz';
import { useQuiz } from '../api/get-quiz';
import { useRetakeQuiz } from '../api/retake-quiz';
import { overallFeedbackText } from '../engine-feedback';
import { QuizNotFound } from './quiz-not-found';
import { QuizResult } from './quiz-result';
import { QuizTaking } from './quiz-taking';
import { useElapsedMinutes } from './use-elapsed-minutes';
import { pageTitle, useDocumentTitle } from '../../../lib/use-document-title';

const emptyAnswers = (quiz: QuizView): QuizAnswer[] => quiz.questions.map(() => null);

/** /quiz/:id: take the quiz, or see its result when it is completed; a retake is practice, graded but not stored. */
export function QuizPageScreen({ id }: { id: string }) {
  const { data: quiz, isPending, isError } = useQuiz(id);
  const minutes = useElapsedMinutes();
  const complete = useCompleteQuiz(id);
  const grading = useRetakeQuiz(id);
  const [answers, setAnswers] = useState<QuizAnswer[] | null>(null);
  const [retaking, setRetaking] = useState(false);
  const [retakeResult, setRetakeResult] = useState<{ evaluation: QuizEvaluation; answers: QuizAnswer[] } | null>(null);
  const { t } = useTranslation('quiz');

  useDocumentTitle(quiz && pageTitle(quiz.title));

  if (isPending) {
    return (
      <div className="flex justify-center py-16" role="status">
        <Spinner className="size-8" />
        <span className="sr-only">{t('Loading quiz...')}</span>
      </div>
    );
  }
  if (isError || !quiz) return <QuizNotFound />;

  const current = answers ?? (quiz.completed && !retaking ? answersInOrder(quiz.questions, quiz.userAnswers) : emptyAnswers(quiz));

  function retake() {
    setAnswers(emptyAnswers(quiz!));
    setRetakeResult(null);
    setRetaking(true);
  }

  function submit(given: QuizAnswer[]) {
    const failed = (error: unknown) =>
      toast({
        title: t('Submission Failed'),
        description: errorMessage(error, t('Failed to submit quiz')),
        variant: 'destructive',
      });
    const succeeded = (evaluation: QuizEvaluation) =>
      toast({
        title: t('Quiz Completed!'),
        description: t('You scored {score, number}% - {feedback}', {
          score: evaluation.score,
          feedback: overallFeedbackText(t, evaluation.overallFeedback),
        }),
      });
    if (quiz!.completed) {
      grading.mutate(given, {
        onSuccess: (evaluation) => {
          setRetakeResult({ evaluation, answers: given });
          setRetaking(false);
          succeeded(evaluation);
        },
        onError: failed,
      });
      return;
    }
    complete.mutate(given, {
      onSuccess: ({ evaluation }) => {
        setAnswers(null);
        succeeded(evaluation);
      },
      onError: failed,
    });
  }

  if (quiz.completed && !retaking) {
    const shown = retakeResult ?? { evaluation: quiz.evaluation, answers: answersInOrder(quiz.questions, quiz.userAnswers) };
    return (
      <QuizResult
        quizId={quiz.id}
        title={quiz.title}
        questions={quiz.questions}
        answers={shown.answers}
        evaluation={shown.evaluation}
        minutes={minutes}
        onRetake={retake}
        retake={retakeResult !== null}
      />
    );
  }
  return (
    <QuizTaking
      key={retaking ? 'retake' : 'first'}
      quiz={quiz}
      minutes={minutes}
      answers={current}
      onAnswersChange={setAnswers}
      onSubmit={submit}
      submitting={complete.isPending || grading.isPending}
    />
  );
}
