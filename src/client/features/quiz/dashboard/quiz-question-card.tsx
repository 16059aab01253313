import { useTranslation } from 'react-i18next';
import type { QuizAnswer, QuizQuestionView } from '../../../../shared/quiz';
import { Markdown } from '../../../components/markdown/markdown';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { EngineFeedback } from '../engine-feedback';
import { McqOptions } from '../mcq-options';

interface QuizQuestionCardProps {
  question: QuizQuestionView;
  number: number;
  answer: QuizAnswer;
  onAnswer: (answer: QuizAnswer) => void;
  /** Once submitted: the right option and the feedback are shown, answers can no longer change. */
  feedback?: { correct: boolean; feedback: string };
  graded: boolean;
}

/** A question card of the dashboard quiz: radio options, marked right and wrong once submitted. */
export function QuizQuestionCard({ question, number, answer, onAnswer, feedback, graded }: QuizQuestionCardProps) {
  const headingId = `dashboard-question-${question.id}`;
  const { t } = useTranslation('quiz');
  return (
    <Card data-testid="question-card">
      <CardHeader className="pb-3">
        <h3 id={headingId} className="text-base font-medium">
          <span className="text-muted-foreground">{t('Question {number, number}', { number })}</span>
          <div data-untranslated>
            <Markdown className="mt-1">{question.question}</Markdown>
          </div>
        </h3>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {question.type === 'mcq' && question.options ? (
          <McqOptions
            name={`dashboard-answer-${question.id}`}
            options={question.options}
            value={typeof answer === 'number' ? answer : null}
            onChange={onAnswer}
            correctIndex={graded && typeof question.correctAnswer === 'number' ? question.correctAnswer : undefined}
            disabled={graded}
            labelledBy={headingId}
          />
        ) : (
          <textarea
            aria-labelledby={headingId}
            rows={4}
            disabled={graded}
            className="w-full rounded-md border border-input bg-background px-3 py-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            value={typeof answer === 'string' ? answer : ''}
            onChange={(event) => onAnswer(event.target.value)}
          />
        )}
        {graded && feedback && !feedback.correct && <EngineFeedback className="text-sm text-muted-foreground" text={feedback.feedback} />}
      </CardContent>
    </Card>
  );
}
