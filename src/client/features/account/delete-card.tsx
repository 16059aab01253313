import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SETTINGS_TEXTS as T } from '../../../shared/account';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { apiJson, errorMessage } from '../../lib/api';
import { Field, Outcome } from './settings-parts';

/** Deleting the account, after naming what goes; with mail, a confirmation link is mailed first. */
export function DeleteCard() {
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: (password: string) => apiJson<{ message: string }>('POST', '/api/auth/delete-user', { password }),
    onSuccess: (answer) => {
      if (answer.message === 'User deleted') window.location.assign('/');
    },
  });
  const headingId = useId();
  const { t } = useTranslation('settings');
  return (
    <Card className="border-destructive/50">
      <CardHeader>
        <CardTitle>{t(T.deleteTitle)}</CardTitle>
        <CardDescription>{t(T.deleteHint)}</CardDescription>
      </CardHeader>
      <CardContent>
        {!confirming ? (
          <Button variant="destructive" onClick={() => setConfirming(true)}>
            {t(T.deleteTitle)}
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
              {t(T.deleteWhatGoes)}
            </p>
            <Field label={t('Your password')} name="password" type="password" autoComplete="current-password" autoFocus />
            <div className="flex flex-wrap gap-2">
              <Button type="submit" variant="destructive" disabled={remove.isPending}>
                {t(T.deleteConfirm)}
              </Button>
              <Button type="button" variant="outline" onClick={() => setConfirming(false)}>
                {t(T.cancel)}
              </Button>
            </div>
            <Outcome
              ok={remove.data && remove.data.message !== 'User deleted' ? t(T.deleteMailed) : null}
              error={remove.error ? errorMessage(remove.error, t('Your account could not be deleted.')) : null}
            />
          </form>
        )}
      </CardContent>
    </Card>
  );
}
