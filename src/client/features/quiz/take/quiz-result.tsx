import { CheckCircle2, Download, RotateCcw, Trophy, XCircle } from 'lucide-react';
import { Link } from 'wouter';
import { answerText, questionNumber, type QuizAnswer, type QuizEvaluation, type QuizQuestionView } from '../../../../shared/quiz';
import { Markdown } from '../../../components/markdown/markdown';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
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
const BAND_LABELS = { high: 'Trophy: 80% or more', middle: 'Check: 60% to 79%', low: 'Cross: below 60%' } as const;

/** 'Quiz Complete!': score, figures, buttons and the feedback on every question. */
export function QuizResult({ quizId, title, questions, answers, evaluation, minutes, onRetake, retake }: QuizResultProps) {
  const band = scoreBand(evaluation.score);
  const Icon = BAND_ICONS[band];
  const feedback = new Map(evaluation.feedback.map((entry) => [entry.questionId, entry]));
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <Card className="text-center">
        <CardHeader className="items-center gap-3">
          <Icon
            className={cn('size-16', SCORE_COLOURS[band])}
            role="img"
            aria-label={BAND_LABELS[band]}
            data-testid="result-icon"
            data-band={band}
          />
          <h1 className="text-2xl font-bold">Quiz Complete!</h1>
          <p className="text-sm text-muted-foreground break-words">
            {title}
            {retake ? ' · practice retake' : ''}
          </p>
          <p className={cn('text-5xl font-bold', SCORE_COLOURS[band])}>{evaluation.score}%</p>
          <p>{evaluation.overallFeedback}</p>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <dl className="grid grid-cols-3 gap-2">
            {[
              ['Correct', evaluation.correctAnswers],
              ['Total', evaluation.totalQuestions],
              ['Time (minutes)', minutes],
            ].map(([label, value]) => (
              <div key={label} className="rounded-md bg-muted p-3">
                <dt className="text-xs text-muted-foreground">{label}</dt>
                <dd className="text-xl font-semibold">{value}</dd>
              </div>
            ))}
          </dl>
          <div className="flex flex-wrap justify-center gap-2">
            <Button onClick={onRetake}>
              <RotateCcw aria-hidden /> Retake Quiz
            </Button>
            <Button asChild variant="outline">
              <Link href="/quiz-generator?tab=my-quizzes">My Quizzes</Link>
            </Button>
            <Button asChild variant="outline">
              <Link href="/dashboard">Dashboard</Link>
            </Button>
          </div>
          {!retake && (
            <div className="flex justify-center">
              <MistakeCardsButton quizId={quizId} evaluation={evaluation} />
            </div>
          )}
          <div className="flex flex-wrap justify-center gap-2 text-sm">
            {(['md', 'tsv'] as const).map((format) => (
              <Button key={format} asChild variant="ghost" size="sm">
                <a href={`/api/quizzes/${encodeURIComponent(quizId)}/export?format=${format}`} download>
                  <Download aria-hidden /> {format === 'md' ? 'Export Markdown' : 'Export for Anki (TSV)'}
                </a>
              </Button>
            ))}
            <Button asChild variant="ghost" size="sm">
              <a href={`/api/quizzes/${encodeURIComponent(quizId)}/export.qti`} download>
                <Download aria-hidden /> Export QTI 3.0 (.zip)
              </a>
            </Button>
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold leading-tight">Detailed Feedback</h2>
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
                    <CheckCircle2 className="mt-1 size-5 shrink-0 text-green-700 dark:text-green-400" role="img" aria-label="Correct" />
                  ) : (
                    <XCircle className="mt-1 size-5 shrink-0 text-red-700 dark:text-red-400" role="img" aria-label="Incorrect" />
                  )}
                  <div className="flex min-w-0 flex-1 flex-col gap-2 text-sm">
                    <div className="flex gap-1 font-medium">
                      <span>{questionNumber(index)}.</span>
                      <Markdown className="min-w-0 flex-1">{question.question}</Markdown>
                    </div>
                    {given !== null && (
                      <div className="text-muted-foreground">
                        Your answer: <Markdown className="inline-block">{given}</Markdown>
                      </div>
                    )}
                    {entry?.feedback && <Markdown>{entry.feedback}</Markdown>}
                    {right && (
                      <div>
                        <span className="font-medium">Correct answer: </span>
                        <Markdown className="inline-block">{right}</Markdown>
                      </div>
                    )}
                    {question.source && (
                      <blockquote className="border-l-2 pl-3 text-muted-foreground">
                        <span className="sr-only">Source passage: </span>
                        <Markdown>{question.source}</Markdown>
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
