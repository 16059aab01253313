import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { useJoinClass } from './api/classes';

/** The join code form of /classes and of a /join/{code} link (there it comes filled in). */
export function JoinForm({ initialCode = '' }: { initialCode?: string }) {
  const [code, setCode] = useState(initialCode);
  const [problem, setProblem] = useState<string | null>(null);
  const join = useJoinClass();
  const [, navigate] = useLocation();
  const { t } = useTranslation('classroom');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    join.mutate(code, {
      onSuccess: (joined) => {
        toast({ title: t('You joined the class'), description: joined.name });
        navigate(`/classes/${joined.id}`);
      },
      onError: (cause) => setProblem(errorMessage(cause, t('Could not join the class.'))),
    });
  };
  return (
    <form onSubmit={submit} className="space-y-3">
      <div className="space-y-1.5">
        <Label htmlFor="join-code">{t('Join code')}</Label>
        <Input
          id="join-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          className="font-mono uppercase tracking-wider"
          aria-describedby={problem ? 'join-problem' : undefined}
          required
        />
      </div>
      {problem && (
        <p id="join-problem" role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
      <Button type="submit" disabled={join.isPending}>
        {join.isPending && <Spinner />}
        {t('Join class')}
      </Button>
    </form>
  );
}
