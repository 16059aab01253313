import { SETTINGS_TEXTS as T, type AccountSession } from '../../../shared/account';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { errorMessage } from '../../lib/api';
import { useSessions } from './api/get-sessions';
import { useRevokeSession } from './api/revoke-session';
import { useSignOutOthers } from './api/sign-out-others';
import { Outcome } from './settings-parts';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function SessionRow({ session, onRevoke, revoking }: { session: AccountSession; onRevoke: () => void; revoking: boolean }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {session.device}
          {session.current ? <Badge variant="secondary">{T.thisDevice}</Badge> : null}
        </p>
        <p className="break-words text-muted-foreground">
          {session.ipAddress ? `IP ${session.ipAddress} · ` : ''}Signed in {when(session.createdAt)} ·{' '}
          {session.current ? 'Active now' : `Last active ${when(session.lastActiveAt)}`}
        </p>
      </div>
      {session.current ? null : (
        <Button
          size="sm"
          variant="outline"
          onClick={onRevoke}
          disabled={revoking}
          aria-label={`${T.revokeSession}: ${session.device}, last active ${when(session.lastActiveAt)}`}
        >
          {T.revokeSession}
        </Button>
      )}
    </li>
  );
}

/** Where the account is signed in: each other device can be signed out, or all of them at once. */
export function SessionsCard() {
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const signOutOthers = useSignOutOthers();
  const list = sessions.data?.sessions ?? [];
  const failed = revoke.error ?? signOutOthers.error ?? sessions.error;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{T.sessionsTitle}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <ul className="divide-y rounded-md border" data-testid="sessions" aria-busy={sessions.isPending}>
          {list.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              onRevoke={() => revoke.mutate(session.id)}
              revoking={revoke.isPending && revoke.variables === session.id}
            />
          ))}
        </ul>
        <Button variant="outline" onClick={() => signOutOthers.mutate()} disabled={signOutOthers.isPending}>
          {T.signOutOthers}
        </Button>
        <Outcome
          ok={signOutOthers.isSuccess ? T.othersSignedOut : revoke.isSuccess ? T.sessionRevoked : null}
          error={failed ? errorMessage(failed, 'Your sessions could not be changed. Please try again.') : null}
        />
      </CardContent>
    </Card>
  );
}
