import { Link } from 'wouter';
import { ApiError } from '../../lib/api';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api';
import { useClass } from './api/classes';
import { CLASSROOM_TEXTS as T } from './classroom-texts';
import { StudentClassView } from './student-class-view';
import { TeacherClassView } from './teacher-class-view';
import { pageTitle, useDocumentTitle } from '../../lib/use-document-title';

/** /classes/{id}: the teacher's page of the class, or a student's. */
export function ClassScreen({ id }: { id: string }) {
  const { data, isPending, isError, error, refetch } = useClass(id);
  useDocumentTitle(pageTitle(data?.name ?? T.title));

  if (isPending) {
    return (
      <div className="flex justify-center py-12" aria-label="Loading class">
        <Spinner />
      </div>
    );
  }
  if (isError) {
    const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
    return (
      <div role="alert" className="mx-auto flex max-w-lg flex-col items-center gap-3 rounded-xl border px-6 py-12 text-center">
        <h1 className="text-xl font-semibold">{missing ? T.classNotFound : T.errorTitle}</h1>
        <p className="text-muted-foreground">{missing ? T.classNotFoundText : errorMessage(error, '')}</p>
        {missing ? (
          <Button asChild variant="outline">
            <Link href="/classes">Back to classes</Link>
          </Button>
        ) : (
          <Button variant="outline" onClick={() => void refetch()}>
            Try again
          </Button>
        )}
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div>
        <Link href="/classes" className="text-sm text-muted-foreground underline-offset-4 hover:underline">
          ← All classes
        </Link>
        <h1 className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">{data.name}</h1>
        <p className="mt-1 text-muted-foreground">
          {[data.subject, data.role === 'teacher' ? 'You teach this class' : `Teacher: ${data.teacherName}`].filter(Boolean).join(' · ')}
        </p>
      </div>
      {data.role === 'teacher' ? <TeacherClassView detail={data} /> : <StudentClassView detail={data} />}
    </div>
  );
}
