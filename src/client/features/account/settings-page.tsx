import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, ShieldCheck } from 'lucide-react';
import { Link } from 'wouter';
import { type FormEvent, useId, useState } from 'react';
import { ACCOUNT_EXPORT_PATH, SETTINGS_TEXTS as T } from '../../../shared/account';
import { ADMIN_TEXTS } from '../../../shared/admin';
import { BackToDashboard } from '../../components/layout/back-to-dashboard';
import { DashboardLayout } from '../../components/layout/dashboard-layout';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { apiJson, errorMessage } from '../../lib/api';
import { userQueryKey, useUser } from '../../lib/auth/get-user';

/** A form's outcome, read out by screen readers as it appears. */
function Outcome({ ok, error }: { ok?: string | null; error?: string | null }) {
  if (error)
    return (
      <p role="alert" className="text-sm text-destructive">
        {error}
      </p>
    );
  return ok ? (
    <p role="status" className="text-sm text-muted-foreground">
      {ok}
    </p>
  ) : null;
}

function Field({ label, ...props }: { label: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} {...props} />
    </div>
  );
}

function ProfileCard() {
  const { user } = useUser();
  const queryClient = useQueryClient();
  const [name, setName] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (value: string) => apiJson('POST', '/api/auth/update-user', { name: value }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKey }),
  });
  const current = name ?? [user?.firstName, user?.lastName].filter(Boolean).join(' ');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{T.profileTitle}</CardTitle>
        <CardDescription>{user?.email}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate(current);
          }}
        >
          <Field label="Full name" value={current} onChange={(event) => setName(event.target.value)} autoComplete="name" required />
          <Button type="submit" disabled={save.isPending}>
            Save name
          </Button>
          <Outcome
            ok={save.isSuccess ? T.profileSaved : null}
            error={save.error ? errorMessage(save.error, 'Your name could not be saved.') : null}
          />
        </form>
      </CardContent>
    </Card>
  );
}

function PasswordCard() {
  const change = useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      apiJson('POST', '/api/auth/change-password', { ...body, revokeOtherSessions: true }),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    change.mutate({ currentPassword: String(form.get('current')), newPassword: String(form.get('new')) });
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>{T.passwordTitle}</CardTitle>
        <CardDescription>{T.passwordHint}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="space-y-3" onSubmit={submit}>
          <Field label="Current password" name="current" type="password" autoComplete="current-password" required />
          <Field label="New password" name="new" type="password" autoComplete="new-password" required />
          <Button type="submit" disabled={change.isPending}>
            Change password
          </Button>
          <Outcome
            ok={change.isSuccess ? T.passwordSaved : null}
            error={change.error ? errorMessage(change.error, 'Your password could not be changed.') : null}
          />
        </form>
      </CardContent>
    </Card>
  );
}

interface SessionRow {
  id: string;
  token: string;
  userAgent?: string | null;
  createdAt: string;
  updatedAt: string;
}

function SessionsCard() {
  const sessions = useQuery({
    queryKey: ['/api/auth/list-sessions'],
    queryFn: () => apiJson<SessionRow[]>('GET', '/api/auth/list-sessions'),
  });
  const current = useQuery({
    queryKey: ['/api/auth/get-session'],
    queryFn: () => apiJson<{ session: { id: string } } | null>('GET', '/api/auth/get-session'),
  });
  const revoke = useMutation({
    mutationFn: () => apiJson('POST', '/api/auth/revoke-other-sessions', {}),
    onSuccess: () => sessions.refetch(),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{T.sessionsTitle}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <ul className="divide-y rounded-md border" data-testid="sessions">
          {(sessions.data ?? []).map((session) => (
            <li key={session.id} className="px-3 py-2 text-sm">
              <span className="font-medium">{session.userAgent || 'Unknown browser'}</span>
              <span className="block text-muted-foreground">
                Signed in {new Date(session.createdAt).toLocaleString()}
                {session.id === current.data?.session.id ? ` · ${T.thisDevice}` : ''}
              </span>
            </li>
          ))}
        </ul>
        <Button variant="outline" onClick={() => revoke.mutate()} disabled={revoke.isPending}>
          {T.signOutOthers}
        </Button>
        <Outcome
          ok={revoke.isSuccess ? T.othersSignedOut : null}
          error={revoke.error ? errorMessage(revoke.error, 'Could not sign out the other devices.') : null}
        />
      </CardContent>
    </Card>
  );
}

function ExportCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{T.exportTitle}</CardTitle>
        <CardDescription>{T.exportHint}</CardDescription>
      </CardHeader>
      <CardContent>
        {/* A plain link: the browser downloads the archive as it streams, without holding it in the page. */}
        <Button asChild variant="outline">
          <a href={ACCOUNT_EXPORT_PATH} download>
            <Download aria-hidden /> {T.exportButton}
          </a>
        </Button>
      </CardContent>
    </Card>
  );
}

function DeleteCard() {
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: (password: string) => apiJson<{ message: string }>('POST', '/api/auth/delete-user', { password }),
    onSuccess: (answer) => {
      if (answer.message === 'User deleted') window.location.assign('/');
    },
  });
  const headingId = useId();
  return (
    <Card className="border-destructive/50">
      <CardHeader>
        <CardTitle>{T.deleteTitle}</CardTitle>
        <CardDescription>{T.deleteHint}</CardDescription>
      </CardHeader>
      <CardContent>
        {!confirming ? (
          <Button variant="destructive" onClick={() => setConfirming(true)}>
            {T.deleteTitle}
          </Button>
        ) : (
          <form
            role="alertdialog"
            aria-labelledby={headingId}
            className="space-y-3"
            onSubmit={(event) => {
              event.preventDefault();
              remove.mutate(String(new FormData(event.currentTarget).get('password')));
            }}
          >
            <p id={headingId} className="text-sm">
              {T.deleteWhatGoes}
            </p>
            <Field label="Your password" name="password" type="password" autoComplete="current-password" autoFocus />
            <div className="flex flex-wrap gap-2">
              <Button type="submit" variant="destructive" disabled={remove.isPending}>
                {T.deleteConfirm}
              </Button>
              <Button type="button" variant="outline" onClick={() => setConfirming(false)}>
                {T.cancel}
              </Button>
            </div>
            <Outcome
              ok={remove.data && remove.data.message !== 'User deleted' ? T.deleteMailed : null}
              error={remove.error ? errorMessage(remove.error, 'Your account could not be deleted.') : null}
            />
          </form>
        )}
      </CardContent>
    </Card>
  );
}

/** For an administrator only: the way to /admin (on a phone the header has no room for its link). */
function AdministrationCard() {
  const { user } = useUser();
  if (!user?.admin) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{ADMIN_TEXTS.title}</CardTitle>
        <CardDescription>You administer this server: its users, their plans, the AI provider and the audit log.</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="outline">
          <Link href="/admin">
            <ShieldCheck aria-hidden /> Open administration
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** /settings: name, password, sessions, data export and account deletion. */
export default function SettingsPage() {
  return (
    <DashboardLayout>
      <div className="mx-auto max-w-3xl space-y-6">
        <BackToDashboard />
        <h1 className="text-2xl font-bold tracking-tight">{T.title}</h1>
        <ProfileCard />
        <PasswordCard />
        <SessionsCard />
        <ExportCard />
        <DeleteCard />
        <AdministrationCard />
      </div>
    </DashboardLayout>
  );
}
