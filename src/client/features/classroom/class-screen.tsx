import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ApiError } from '../../lib/api';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api';
import { useClass } from './api/classes';
import { StudentClassView } from './student-class-view';
import { TeacherClassView } from './teacher-class-view';
import { pageTitle, useDocumentTitle } from '../../lib/use-document-title';

/** /classes/{id}: the teacher's page of the class, or a student's. */
export function ClassScreen({ id }: { id: string }) {
  const { data, isPending, isError, error, refetch } = useClass(id);
  const { t } = useTranslation('classroom');
  useDocumentTitle(pageTitle(data?.name ?? t('Classes')));

  if (isPending) {
    return (
      <div className="flex justify-center py-12" aria-label={t('Loading class')}>
        <Spinner />
      </div>
    );
  }
  if (isError) {
    const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
    return (
      <div role="alert" className="mx-auto flex max-w-lg flex-col items-center gap-3 rounded-xl border px-6 py-12 text-center">
        <h1 className="text-xl font-semibold">{missing ? t('Class Not Found') : t('Something went wrong')}</h1>
        <p className="text-muted-foreground">{missing ? t('This class does not exist, or you are not in it.') : errorMessage(error, '')}</p>
        {missing ? (
          <Button asChild variant="outline">
            <Link href="/classes">{t('Back to classes')}</Link>
          </Button>
        ) : (
          <Button variant="outline" onClick={() => void refetch()}>
            {t('Try again')}
          </Button>
        )}
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div>
        <Link href="/classes" className="text-sm text-muted-foreground underline-offset-4 hover:underline">
          {t('← All classes')}
        </Link>
        <h1 className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl" data-untranslated>
          {data.name}
        </h1>
        <p className="mt-1 text-muted-foreground">
          {data.subject && <span data-untranslated>{data.subject} · </span>}
          {data.role === 'teacher' ? t('You teach this class') : t('Teacher: {name}', { name: data.teacherName })}
        </p>
      </div>
      {data.role === 'teacher' ? <TeacherClassView detail={data} /> : <StudentClassView detail={data} />}
    </div>
  );
}
