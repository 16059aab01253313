import type { TFunction } from 'i18next';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '../../../shared/admin';
import { useLanguage } from '../../i18n/language';
import { PLAN_NAMES, type PlanName } from '../../../shared/pricing';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { useMessage } from '../../i18n/use-message';
import { errorMessage } from '../../lib/api';
import { type UserAction, useUserAction } from './api/users';
import { formatDay } from './format';

/** What the screen says once an action is done, in the reader's language. */
function doneText(t: TFunction<'admin'>, kind: UserAction['kind']): string {
  const texts: Record<UserAction['kind'], string> = {
    plan: t('The plan is set.'),
    disable: t('The account is disabled and signed out everywhere.'),
    enable: t('The account can sign in again.'),
    delete: t('The account is deleted.'),
    'password-reset': t('A reset link is on its way.'),
  };
  return texts[kind];
}

function PlanForm({ user, onSubmit, busy }: { user: AdminUser; onSubmit: (plan: PlanName, until: string | null) => void; busy: boolean }) {
  const [plan, setPlan] = useState<PlanName>(user.plan);
  const [until, setUntil] = useState(user.planExpiresAt?.slice(0, 10) ?? '');
  const planId = useId();
  const untilId = useId();
  const { t } = useTranslation('admin');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(plan, plan === 'Free' || !until ? null : until);
  };
  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
      <div className="space-y-1.5">
        <Label htmlFor={planId}>{t('Plan')}</Label>
        <select
          id={planId}
          value={plan}
          onChange={(event) => setPlan(event.target.value as PlanName)}
          className="h-10 w-full rounded-md border border-input bg-background px-3 text-sm"
        >
          {PLAN_NAMES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={untilId}>{t('Until (optional)')}</Label>
        <Input id={untilId} type="date" value={until} disabled={plan === 'Free'} onChange={(event) => setUntil(event.target.value)} />
      </div>
      <Button type="submit" disabled={busy}>
        {t('Set plan')}
      </Button>
    </form>
  );
}

/** What an administrator can do to one account: its plan, a reset link, disabling, deleting. */
export function ManageUserDialog({ user, open, onOpenChange }: { user: AdminUser; open: boolean; onOpenChange: (open: boolean) => void }) {
  const action = useUserAction();
  const [confirming, setConfirming] = useState<'disable' | 'delete' | null>(null);
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const message = useMessage();
  const run = (next: UserAction) => {
    setConfirming(null);
    action.mutate({ id: user.id, action: next }, { onSuccess: () => next.kind === 'delete' && onOpenChange(false) });
  };
  const change = (isOpen: boolean) => {
    if (!isOpen) {
      setConfirming(null);
      action.reset();
    }
    onOpenChange(isOpen);
  };
  const done = action.isSuccess
    ? action.data && 'message' in action.data
      ? message(action.data.message)
      : doneText(t, action.variables.action.kind)
    : null;
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent className="max-w-xl [overflow-wrap:anywhere]">
        <DialogHeader>
          <DialogTitle>{t('Manage {email}', { email: user.email })}</DialogTitle>
          <DialogDescription>
            <span data-untranslated>{user.name}</span> · {user.plan}
            {user.planExpiresAt ? ` ${t('until {day}', { day: formatDay(user.planExpiresAt, language) })}` : ''} ·{' '}
            {user.disabled ? t('Disabled') : t('Active')}
          </DialogDescription>
        </DialogHeader>
        <PlanForm user={user} busy={action.isPending} onSubmit={(plan, until) => run({ kind: 'plan', plan, until })} />
        <div className="flex flex-wrap gap-2 border-t pt-4">
          <Button variant="outline" disabled={action.isPending} onClick={() => run({ kind: 'password-reset' })}>
            {t('Send password reset')}
          </Button>
          {user.disabled ? (
            <Button variant="outline" disabled={action.isPending} onClick={() => run({ kind: 'enable' })}>
              {t('Enable')}
            </Button>
          ) : (
            <Button variant="outline" disabled={action.isPending} onClick={() => setConfirming('disable')}>
              {t('Disable')}
            </Button>
          )}
          <Button variant="destructive" disabled={action.isPending} onClick={() => setConfirming('delete')}>
            {t('Delete')}
          </Button>
        </div>
        {confirming && (
          <div
            role="alertdialog"
            aria-label={confirming === 'delete' ? t('Delete') : t('Disable')}
            className="space-y-3 rounded-md border border-destructive/50 p-3"
          >
            <p className="text-sm">
              {confirming === 'delete'
                ? t(
                    'Delete {email} for good? Their notes, quizzes, plans, flashcards, conversations, payments and the classes they teach all go. This cannot be undone.',
                    { email: user.email },
                  )
                : t('Disable {email}? They are signed out everywhere at once and cannot sign in until enabled.', { email: user.email })}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button variant="destructive" onClick={() => run({ kind: confirming })}>
                {confirming === 'delete' ? t('Delete for good') : t('Disable now')}
              </Button>
              <Button variant="outline" onClick={() => setConfirming(null)}>
                {t('Cancel')}
              </Button>
            </div>
          </div>
        )}
        {action.error ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(action.error, t('That did not work. Please try again.'))}
          </p>
        ) : done ? (
          <p role="status" className="text-sm text-muted-foreground">
            {done}
          </p>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
