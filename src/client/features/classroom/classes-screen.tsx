import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { ClassSummary } from '../../../shared/classroom';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { useClasses, useCreateClass } from './api/classes';
import { JoinForm } from './join-form';
import { pageTitle, useDocumentTitle } from '../../lib/use-document-title';

function CreateClassForm() {
  const [name, setName] = useState('');
  const [subject, setSubject] = useState('');
  const create = useCreateClass();
  const [, navigate] = useLocation();
  const { t } = useTranslation('classroom');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { name, subject: subject || null },
      {
        onSuccess: (created) => {
          toast({ title: t('Class created'), description: created.name });
          navigate(`/classes/${created.id}`);
        },
        onError: (cause) =>
          toast({
            title: t('Something went wrong'),
            description: errorMessage(cause, t('Could not create the class.')),
            variant: 'destructive',
          }),
      },
    );
  };
  return (
    <form onSubmit={submit} className="space-y-3">
      <div className="space-y-1.5">
        <Label htmlFor="class-name">{t('Class name')}</Label>
        <Input id="class-name" value={name} onChange={(event) => setName(event.target.value)} maxLength={100} required />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="class-subject">{t('Subject (optional)')}</Label>
        <Input id="class-subject" value={subject} onChange={(event) => setSubject(event.target.value)} maxLength={100} />
      </div>
      <Button type="submit" disabled={create.isPending}>
        {create.isPending && <Spinner />}
        {t('Create class')}
      </Button>
    </form>
  );
}

function ClassList({ title, classes }: { title: string; classes: ClassSummary[] }) {
  const { t } = useTranslation('classroom');
  if (classes.length === 0) return null;
  return (
    <section aria-label={title} className="space-y-3">
      <h2 className="text-lg font-semibold">{title}</h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {classes.map((item) => (
          <li key={item.id}>
            <Link
              href={`/classes/${item.id}`}
              className="block h-full rounded-xl border bg-card p-4 transition-shadow hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <span className="block font-medium" data-untranslated>
                {item.name}
              </span>
              <span className="block text-sm text-muted-foreground">
                {item.subject && <span data-untranslated>{item.subject} · </span>}
                {item.role === 'teacher'
                  ? t('{count, plural, one {# student} other {# students}}', { count: item.memberCount })
                  : t('Teacher: {name}', { name: item.teacherName })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /classes: the classes the user teaches and attends, a create form and a join form. */
export function ClassesScreen() {
  const { data: classes, isPending, isError, error, refetch } = useClasses();
  const { t } = useTranslation('classroom');
  useDocumentTitle(pageTitle(t('Classes')));

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('Classes')}</h1>
        <p className="mt-1 text-muted-foreground">
          {t('Teach a class or join one: share quizzes, study paths and plans, and see how everyone is doing.')}
        </p>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <Card>
          <CardHeader>
            <h2 className="text-lg font-semibold leading-tight">{t('Create a class')}</h2>
            <CardDescription>{t('You become its teacher and get a join code to share.')}</CardDescription>
          </CardHeader>
          <CardContent>
            <CreateClassForm />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <h2 className="text-lg font-semibold leading-tight">{t('Join a class')}</h2>
            <CardDescription>{t('Enter the code your teacher gave you.')}</CardDescription>
          </CardHeader>
          <CardContent>
            <JoinForm />
          </CardContent>
        </Card>
      </div>
      {isPending ? (
        <div className="flex justify-center py-8" aria-label={t('Loading classes')}>
          <Spinner />
        </div>
      ) : isError ? (
        <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-destructive/50 px-6 py-8 text-center">
          <p className="font-medium">{t('Could not load your classes.')}</p>
          <p className="text-sm text-muted-foreground">{errorMessage(error, '')}</p>
          <Button variant="outline" onClick={() => void refetch()}>
            {t('Try again')}
          </Button>
        </div>
      ) : classes.length === 0 ? (
        <p className="rounded-xl border border-dashed px-6 py-8 text-center text-muted-foreground">
          {t('No classes yet. Create one, or join with a code from your teacher.')}
        </p>
      ) : (
        <>
          <ClassList title={t('Classes you teach')} classes={classes.filter((item) => item.role === 'teacher')} />
          <ClassList title={t('Classes you attend')} classes={classes.filter((item) => item.role === 'student')} />
        </>
      )}
    </div>
  );
}
