import { type FormEvent, useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { useJoinClass } from './api/classes';
import { CLASSROOM_TEXTS as T } from './classroom-texts';

/** The join code form of /classes and of a /join/{code} link (there it comes filled in). */
export function JoinForm({ initialCode = '' }: { initialCode?: string }) {
  const [code, setCode] = useState(initialCode);
  const [problem, setProblem] = useState<string | null>(null);
  const join = useJoinClass();
  const [, navigate] = useLocation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    join.mutate(code, {
      onSuccess: (joined) => {
        toast({ title: T.joined, description: joined.name });
        navigate(`/classes/${joined.id}`);
      },
      onError: (cause) => setProblem(errorMessage(cause, 'Could not join the class.')),
    });
  };
  return (
    <form onSubmit={submit} className="space-y-3">
      <div className="space-y-1.5">
        <Label htmlFor="join-code">{T.codeLabel}</Label>
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
        {T.join}
      </Button>
    </form>
  );
}
