import { ChevronLeft, ChevronRight, Clock } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { questionNumber, type QuizAnswer, type QuizView, unansweredCount } from '../../../../shared/quiz';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { difficultyLabel } from '../quiz-texts';
import { QuestionInput } from './question-input';
import { QuestionNav } from './question-nav';

interface QuizTakingProps {
  quiz: QuizView;
  minutes: number;
  answers: QuizAnswer[];
  onAnswersChange: (answers: QuizAnswer[]) => void;
  onSubmit: (answers: QuizAnswer[]) => void;
  submitting: boolean;
}

/** One question at a time with Previous / Next, jump buttons, a timer and a progress bar. */
export function QuizTaking({ quiz, minutes, answers, onAnswersChange, onSubmit, submitting }: QuizTakingProps) {
  const [current, setCurrent] = useState(0);
  const { t } = useTranslation('quiz');
  const total = quiz.questions.length;
  const question = quiz.questions[current]!;
  const last = current === total - 1;
  const progress = Math.round((questionNumber(current) / total) * 100);

  function answer(value: QuizAnswer) {
    onAnswersChange(answers.map((previous, index) => (index === current ? value : previous)));
  }

  function submit() {
    const missing = unansweredCount(quiz.questions, answers);
    if (missing > 0) {
      toast({
        title: t('Incomplete Quiz'),
        description: t('You have {count, number} unanswered questions. Please answer all questions before submitting.', { count: missing }),
        variant: 'destructive',
      });
      return;
    }
    onSubmit(answers);
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-3">
        <h1 className="text-2xl font-bold break-words" data-untranslated>
          {quiz.title}
        </h1>
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          {quiz.topic && (
            <Badge variant="outline" data-untranslated>
              {quiz.topic}
            </Badge>
          )}
          <Badge variant="secondary">{difficultyLabel(t, quiz.difficulty)}</Badge>
          <span className="ml-auto inline-flex items-center gap-1" aria-label={t('Time: {minutes, number} minutes', { minutes })}>
            <Clock className="size-4" aria-hidden />
            {t('{minutes, number} min', { minutes })}
          </span>
        </div>
        <div className="flex items-center justify-between text-sm">
          <span aria-live="polite">{t('Question {number, number} of {total, number}', { number: questionNumber(current), total })}</span>
          <span className="text-muted-foreground">{progress}%</span>
        </div>
        <div
          role="progressbar"
          aria-label={t('Quiz progress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          className="h-2 w-full overflow-hidden rounded-full bg-muted"
        >
          <div className="h-full bg-primary transition-all" style={{ width: `${progress}%` }} />
        </div>
      </header>

      <QuestionNav questions={quiz.questions} answers={answers} current={current} onJump={setCurrent} />

      <Card>
        <CardContent className="pt-6">
          <QuestionInput
            key={question.id}
            question={question}
            number={questionNumber(current)}
            answer={answers[current] ?? null}
            onChange={answer}
          />
        </CardContent>
      </Card>

      <div className="flex items-center justify-between gap-2">
        <Button variant="outline" onClick={() => setCurrent(current - 1)} disabled={current === 0}>
          <ChevronLeft aria-hidden /> {t('Previous')}
        </Button>
        {last ? (
          <Button onClick={submit} disabled={submitting}>
            {submitting ? t('Submitting...') : t('Submit Quiz')}
          </Button>
        ) : (
          <Button onClick={() => setCurrent(current + 1)}>
            {t('Next')} <ChevronRight aria-hidden />
          </Button>
        )}
      </div>
    </div>
  );
}
