import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AssignmentResults } from '../../../shared/classroom';
import { ltiRosterPath, type LtiScoreStatus } from '../../../shared/lti';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useLanguage } from '../../i18n/language';
import { apiJson, errorMessage } from '../../lib/api';
import { resultsQueryOptions, useResults } from './api/classes';
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

/** What became of the score owed to the course's LMS gradebook. */
function LmsStatus({ lms }: { lms: LtiScoreStatus }) {
  const { t } = useTranslation('classroom');
  const { language } = useLanguage();
  const text =
    lms.status === 'sent' && lms.sentAt
      ? t('Sent to LMS at {when}', { when: formatWhen(lms.sentAt, language) })
      : lms.error
        ? t('Not sent to LMS: {error}', { error: lms.error })
        : t('Waiting to send to LMS');
  return <span className={`mt-1 block text-xs ${lms.status === 'sent' ? 'text-muted-foreground' : 'text-destructive'}`}>{text}</span>;
}

/** NRPS: the course's members from the LMS, so learners who have not opened Studium show as pending. */
function PullRoster({ classId }: { classId: string }) {
  const { t } = useTranslation('classroom');
  const client = useQueryClient();
  const pull = useMutation({
    mutationFn: () => apiJson<{ members: number; pending: number }>('POST', ltiRosterPath(classId), {}),
    onSuccess: () => client.invalidateQueries({ queryKey: resultsQueryOptions(classId).queryKey }),
  });
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => pull.mutate()} disabled={pull.isPending}>
        {pull.isPending ? t('Pulling…') : t('Pull roster from LMS')}
      </Button>
      {pull.error ? (
        <p role="alert" className="w-full text-sm text-destructive">
          {errorMessage(pull.error, t('The roster could not be pulled.'))}
        </p>
      ) : pull.data ? (
        <p role="status" className="w-full text-sm">
          {t('{members} members in the course, {pending} not opened from the course yet.', pull.data)}
        </p>
      ) : null}
    </>
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
        <div className="flex flex-wrap gap-2">
          {data?.lmsCourse && <PullRoster classId={classId} />}
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
        <>
          <p className="text-muted-foreground">{t('Results appear here once you have assigned work and students have joined.')}</p>
          {data.lmsPending.length > 0 && (
            <div>
              <h3 className="font-medium">{t('Not opened from the course yet')}</h3>
              <ul className="list-disc pl-5 text-sm">
                {data.lmsPending.map((learner, i) => (
                  <li key={`${learner.name}-${i}`} data-untranslated>
                    {learner.name}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </>
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
                        {cell.lms && <LmsStatus lms={cell.lms} />}
                      </td>
                    ))}
                  </tr>
                ))}
                {data.lmsPending.map((learner, i) => (
                  <tr key={`pending-${i}`} className="border-t">
                    <th scope="row" className="p-2 text-left font-medium" data-untranslated>
                      {learner.name}
                    </th>
                    <td colSpan={data.assignments.length} className="p-2 text-muted-foreground">
                      {t('Not opened from the course yet')}
                    </td>
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
