import { useTranslation } from 'react-i18next';
import { Markdown } from '../../../components/markdown/markdown';
import { Badge } from '../../../components/ui/badge';
import type { QuizAnswer, QuizQuestionView } from '../../../../shared/quiz';
import { questionTypeLabel } from '../quiz-texts';
import { McqOptions } from '../mcq-options';

interface QuestionInputProps {
  question: QuizQuestionView;
  number: number;
  answer: QuizAnswer;
  onChange: (answer: QuizAnswer) => void;
}

const textAreaClass =
  'w-full rounded-md border border-input bg-background px-3 py-2 text-sm placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** One question: radios for multiple choice, a text area for written answers. */
export function QuestionInput({ question, number, answer, onChange }: QuestionInputProps) {
  const headingId = `question-${question.id}`;
  const { t } = useTranslation('quiz');
  const type = questionTypeLabel(t, question.type);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="secondary">{type}</Badge>
      </div>
      <div id={headingId} className="text-base font-medium">
        <span className="sr-only">{t('Question {number, number}:', { number })} </span>
        <div data-untranslated>
          <Markdown>{question.question}</Markdown>
        </div>
      </div>
      {question.type === 'mcq' && question.options ? (
        <McqOptions
          name={`answer-${question.id}`}
          options={question.options}
          value={typeof answer === 'number' ? answer : null}
          onChange={onChange}
          labelledBy={headingId}
        />
      ) : (
        <textarea
          aria-labelledby={headingId}
          rows={question.type === 'short_answer' ? 6 : 8}
          className={textAreaClass}
          placeholder={t('Type your answer here...')}
          value={typeof answer === 'string' ? answer : ''}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </section>
  );
}
