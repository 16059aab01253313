import { useTranslation } from 'react-i18next';
import { useMasteryLevelLabel } from '../../components/mastery-level';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { useClassConcepts } from './api/classes';
import { LEVEL_STYLES } from './classroom-styles';

/**
 * Students × concepts: each student's mastery from their answers to the class's quizzes, never from
 * their own notes, cards or quizzes. Each cell says its level and percent; the colour only helps.
 */
export function ConceptsSection({ classId }: { classId: string }) {
  const { data, isPending, isError, error, refetch } = useClassConcepts(classId);
  const { t } = useTranslation('classroom');
  const levelLabel = useMasteryLevelLabel();
  return (
    <section aria-labelledby="concepts-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id="concepts-heading" className="text-lg font-semibold">
            {t('Concepts')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('What each student knows, from their answers to this class’s quizzes only.')}</p>
        </div>
        <Button variant="outline" size="sm" onClick={() => void refetch()}>
          {t('Refresh concepts')}
        </Button>
      </div>
      {isPending ? (
        <Spinner />
      ) : isError ? (
        <p role="alert" className="text-destructive">
          {errorMessage(error, t('Could not load the concepts.'))}
        </p>
      ) : data.concepts.length === 0 || data.students.length === 0 ? (
        <p className="text-muted-foreground">{t('Concepts appear here once students have answered a quiz you assigned.')}</p>
      ) : (
        <div className="overflow-x-auto rounded-xl border" tabIndex={0} role="region" aria-label={t('Concepts table')}>
          <table className="w-full min-w-max text-sm">
            <thead className="bg-muted/50">
              <tr>
                <th scope="col" className="p-2 text-left">
                  {t('Student')}
                </th>
                {data.concepts.map((concept) => (
                  <th key={concept.key} scope="col" className="p-2 text-left align-bottom" data-untranslated>
                    {concept.name}
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
                    <td key={cell.key} className="p-2 align-top">
                      {cell.level === null || cell.mastery === null ? (
                        <span className="text-muted-foreground">
                          <span aria-hidden="true">—</span>
                          <span className="sr-only">{t('No answers yet')}</span>
                        </span>
                      ) : (
                        <span
                          className={cn(
                            'inline-flex rounded px-1.5 py-0.5 text-xs font-medium whitespace-nowrap',
                            LEVEL_STYLES[cell.level],
                          )}
                          data-level={cell.level}
                        >
                          {levelLabel(cell.level)} · {Math.round(cell.mastery * 100)}%
                        </span>
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
