import { useTranslation } from 'react-i18next';
import type { AssignmentResults } from '../../../shared/classroom';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useLanguage } from '../../i18n/language';
import { errorMessage } from '../../lib/api';
import { useResults } from './api/classes';
import { ScoreBadge, StatusBadge } from './badges';
import { formatWhen, kindLabel } from './labels';

function QuestionMisses({ assignment }: { assignment: AssignmentResults }) {
  const questions = assignment.questions ?? [];
  const { t } = useTranslation('classroom');
  return (
    <details className="rounded-lg border p-3">
      <summary className="cursor-pointer font-medium">
        <span data-untranslated>{assignment.title}</span>: {t('questions most missed')}
      </summary>
      <ol className="mt-2 space-y-1 text-sm">
        {questions.map((question) => (
          <li key={question.number}>
            <span className="font-medium">{t('Q{number}.', { number: question.number })}</span>{' '}
            <span data-untranslated>{question.question}</span>{' '}
            <span className="text-muted-foreground">
              — {t('missed by {missed} of {answered}', { missed: question.missed, answered: question.answered })}
            </span>
          </li>
        ))}
      </ol>
    </details>
  );
}

/** Students × assignments: each cell the status, the score or progress as a number, and when it was finished. */
export function ResultsSection({ classId }: { classId: string }) {
  const { data, isPending, isError, error, refetch } = useResults(classId, true);
  const { t } = useTranslation('classroom');
  const { language } = useLanguage();
  return (
    <section aria-labelledby="results-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="results-heading" className="text-lg font-semibold">
          {t('Results')}
        </h2>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={() => void refetch()}>
            {t('Refresh')}
          </Button>
          <Button variant="outline" size="sm" asChild>
            <a href={`/api/classes/${encodeURIComponent(classId)}/results.csv`} download>
              {t('Export CSV')}
            </a>
          </Button>
        </div>
      </div>
      {isPending ? (
        <Spinner />
      ) : isError ? (
        <p role="alert" className="text-destructive">
          {errorMessage(error, t('Could not load the results.'))}
        </p>
      ) : data.assignments.length === 0 || data.students.length === 0 ? (
        <p className="text-muted-foreground">{t('Results appear here once you have assigned work and students have joined.')}</p>
      ) : (
        <>
          <div className="overflow-x-auto rounded-xl border" tabIndex={0} role="region" aria-label={t('Results table')}>
            <table className="w-full min-w-max text-sm">
              <thead className="bg-muted/50">
                <tr>
                  <th scope="col" className="p-2 text-left">
                    {t('Student')}
                  </th>
                  {data.assignments.map((assignment) => (
                    <th key={assignment.id} scope="col" className="p-2 text-left align-bottom">
                      <span className="block" data-untranslated>
                        {assignment.title}
                      </span>
                      <span className="block text-xs font-normal text-muted-foreground">
                        {kindLabel(t, assignment.kind)}
                        {assignment.dueAt && ` · ${t('due {when}', { when: formatWhen(assignment.dueAt, language) })}`}
                      </span>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.students.map((student) => (
                  <tr key={student.userId} className="border-t">
                    <th scope="row" className="p-2 text-left font-medium" data-untranslated>
                      {student.name}
                    </th>
                    {student.cells.map((cell) => (
                      <td key={cell.assignmentId} className="p-2 align-top">
                        <div className="flex flex-wrap items-center gap-1.5">
                          <StatusBadge status={cell.status} />
                          {cell.score !== null && <ScoreBadge score={cell.score} />}
                          {cell.progressPercent !== null && <span className="tabular-nums">{cell.progressPercent}%</span>}
                        </div>
                        {cell.completedAt && (
                          <span className="mt-1 block text-xs text-muted-foreground">{formatWhen(cell.completedAt, language)}</span>
                        )}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {data.assignments
            .filter((assignment) => assignment.questions)
            .map((assignment) => (
              <QuestionMisses key={assignment.id} assignment={assignment} />
            ))}
        </>
      )}
    </section>
  );
}
