import { CheckCircle2, Download, RotateCcw, Trophy, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { answerText, questionNumber, type QuizAnswer, type QuizEvaluation, type QuizQuestionView } from '../../../../shared/quiz';
import { Markdown } from '../../../components/markdown/markdown';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { EngineFeedback, overallFeedbackText } from '../engine-feedback';
import { SCORE_COLOURS, scoreBand } from '../quiz-texts';
import { MistakeCardsButton } from './mistake-cards-button';

interface QuizResultProps {
  quizId: string;
  title: string;
  questions: QuizQuestionView[];
  answers: QuizAnswer[];
  evaluation: QuizEvaluation;
  minutes: number;
  onRetake: () => void;
  /** Set for a practice retake: its result is not the stored one. */
  retake?: boolean;
}

const BAND_ICONS = { high: Trophy, middle: CheckCircle2, low: XCircle } as const;
const EXPORT_FORMATS = ['md', 'tsv'] as const;

/** 'Quiz Complete!': score, figures, buttons and the feedback on every question. */
export function QuizResult({ quizId, title, questions, answers, evaluation, minutes, onRetake, retake }: QuizResultProps) {
  const band = scoreBand(evaluation.score);
  const Icon = BAND_ICONS[band];
  const feedback = new Map(evaluation.feedback.map((entry) => [entry.questionId, entry]));
  const { t } = useTranslation('quiz');
  const bandLabels = { high: t('Trophy: 80% or more'), middle: t('Check: 60% to 79%'), low: t('Cross: below 60%') };
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <Card className="text-center">
        <CardHeader className="items-center gap-3">
          <Icon
            className={cn('size-16', SCORE_COLOURS[band])}
            role="img"
            aria-label={bandLabels[band]}
            data-testid="result-icon"
            data-band={band}
          />
          <h1 className="text-2xl font-bold">{t('Quiz Complete!')}</h1>
          <p className="text-sm text-muted-foreground break-words">
            <span data-untranslated>{title}</span>
            {retake ? ` ${t('· practice retake')}` : ''}
          </p>
          <p className={cn('text-5xl font-bold', SCORE_COLOURS[band])}>{evaluation.score}%</p>
          <p data-untranslated={overallFeedbackText(t, evaluation.overallFeedback) === evaluation.overallFeedback || undefined}>
            {overallFeedbackText(t, evaluation.overallFeedback)}
          </p>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <dl className="grid grid-cols-3 gap-2">
            {[
              [t('Correct'), evaluation.correctAnswers],
              [t('Total'), evaluation.totalQuestions],
              [t('Time (minutes)'), minutes],
            ].map(([label, value]) => (
              <div key={label} className="rounded-md bg-muted p-3">
                <dt className="text-xs text-muted-foreground">{label}</dt>
                <dd className="text-xl font-semibold">{value}</dd>
              </div>
            ))}
          </dl>
          <div className="flex flex-wrap justify-center gap-2">
            <Button onClick={onRetake}>
              <RotateCcw aria-hidden /> {t('Retake Quiz')}
            </Button>
            <Button asChild variant="outline">
              <Link href="/quiz-generator?tab=my-quizzes">{t('My Quizzes')}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link href="/dashboard">{t('Dashboard')}</Link>
            </Button>
          </div>
          {!retake && (
            <div className="flex justify-center">
              <MistakeCardsButton quizId={quizId} evaluation={evaluation} />
            </div>
          )}
          <div className="flex flex-wrap justify-center gap-2 text-sm">
            {EXPORT_FORMATS.map((format) => (
              <Button key={format} asChild variant="ghost" size="sm">
                <a href={`/api/quizzes/${encodeURIComponent(quizId)}/export?format=${format}`} download>
                  <Download aria-hidden /> {format === 'md' ? t('Export Markdown') : t('Export for Anki (TSV)')}
                </a>
              </Button>
            ))}
            <Button asChild variant="ghost" size="sm">
              <a href={`/api/quizzes/${encodeURIComponent(quizId)}/export.qti`} download>
                <Download aria-hidden /> {t('Export QTI 3.0 (.zip)')}
              </a>
            </Button>
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold leading-tight">{t('Detailed Feedback')}</h2>
        </CardHeader>
        <CardContent>
          <ol className="flex flex-col gap-4">
            {questions.map((question, index) => {
              const entry = feedback.get(question.id);
              const right = question.correctAnswer !== undefined ? answerText(question, question.correctAnswer) : null;
              const given = answerText(question, answers[index]);
              return (
                <li key={question.id} className="flex gap-3 rounded-md border p-4" data-testid="feedback-item">
                  {entry?.correct ? (
                    <CheckCircle2
                      className="mt-1 size-5 shrink-0 text-green-700 dark:text-green-400"
                      role="img"
                      aria-label={t('Correct')}
                    />
                  ) : (
                    <XCircle className="mt-1 size-5 shrink-0 text-red-700 dark:text-red-400" role="img" aria-label={t('Incorrect')} />
                  )}
                  <div className="flex min-w-0 flex-1 flex-col gap-2 text-sm">
                    <div className="flex gap-1 font-medium">
                      <span>{questionNumber(index)}.</span>
                      <div className="min-w-0 flex-1" data-untranslated>
                        <Markdown>{question.question}</Markdown>
                      </div>
                    </div>
                    {given !== null && (
                      <div className="text-muted-foreground">
                        {t('Your answer:')}{' '}
                        <div className="inline-block" data-untranslated>
                          <Markdown>{given}</Markdown>
                        </div>
                      </div>
                    )}
                    {entry?.feedback && <EngineFeedback text={entry.feedback} />}
                    {right && (
                      <div>
                        <span className="font-medium">{t('Correct answer:')} </span>
                        <div className="inline-block" data-untranslated>
                          <Markdown>{right}</Markdown>
                        </div>
                      </div>
                    )}
                    {question.source && (
                      <blockquote className="border-l-2 pl-3 text-muted-foreground">
                        <span className="sr-only">{t('Source passage:')} </span>
                        <div data-untranslated>
                          <Markdown>{question.source}</Markdown>
                        </div>
                      </blockquote>
                    )}
                  </div>
                </li>
              );
            })}
          </ol>
        </CardContent>
      </Card>
    </div>
  );
}
