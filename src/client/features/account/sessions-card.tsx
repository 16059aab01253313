import { useTranslation } from 'react-i18next';
import { SETTINGS_TEXTS as T, type AccountSession } from '../../../shared/account';
import type { TFunction } from 'i18next';
import { UNKNOWN_DEVICE } from '../../../shared/device-name';
import { formatReaderDateTime } from '../../lib/plan-date';
import { useLanguage } from '../../i18n/language';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { errorMessage } from '../../lib/api';
import { useSessions } from './api/get-sessions';
import { useRevokeSession } from './api/revoke-session';
import { useSignOutOthers } from './api/sign-out-others';
import { Outcome } from './settings-parts';

/** The server's "Chrome on Windows" in the reader's words (the names stay as they are). */
function deviceLabel(device: string, t: TFunction<'settings'>): string {
  if (device === UNKNOWN_DEVICE) return t('Unknown browser');
  const parts = /^(.+) on (.+)$/.exec(device);
  return parts ? t('{browser} on {system}', { browser: parts[1], system: parts[2] }) : device;
}

function SessionRow({ session, onRevoke, revoking }: { session: AccountSession; onRevoke: () => void; revoking: boolean }) {
  const { t } = useTranslation('settings');
  const { language } = useLanguage();
  const when = (iso: string) => formatReaderDateTime(iso, language);
  const device = deviceLabel(session.device, t);
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span data-untranslated>{device}</span>
          {session.current ? <Badge variant="secondary">{t(T.thisDevice)}</Badge> : null}
        </p>
        <p className="break-words text-muted-foreground">
          {session.ipAddress ? `${t('IP {address}', { address: session.ipAddress })} · ` : ''}
          {t('Signed in {when}', { when: when(session.createdAt) })} ·{' '}
          {session.current ? t('Active now') : t('Last active {when}', { when: when(session.lastActiveAt) })}
        </p>
      </div>
      {session.current ? null : (
        <Button
          size="sm"
          variant="outline"
          onClick={onRevoke}
          disabled={revoking}
          aria-label={t('{action}: {device}, last active {when}', { action: t(T.revokeSession), device, when: when(session.lastActiveAt) })}
        >
          {t(T.revokeSession)}
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
  const { t } = useTranslation('settings');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t(T.sessionsTitle)}</CardTitle>
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
          {t(T.signOutOthers)}
        </Button>
        <Outcome
          ok={signOutOthers.isSuccess ? t(T.othersSignedOut) : revoke.isSuccess ? t(T.sessionRevoked) : null}
          error={failed ? errorMessage(failed, t('Your sessions could not be changed. Please try again.')) : null}
        />
      </CardContent>
    </Card>
  );
}
