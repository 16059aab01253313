import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SETTINGS_TEXTS as T } from '../../../shared/account';
import { NAME_MAX_LENGTH } from '../../../shared/user';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { errorMessage } from '../../lib/api';
import { useUser } from '../../lib/auth/get-user';
import { useUpdateName } from './api/update-name';
import { Field, Outcome } from './settings-parts';

/** First and last name, as the profile keeps them (the header shows the first). */
export function ProfileCard() {
  const { user } = useUser();
  const save = useUpdateName();
  const { t } = useTranslation('settings');
  const [edited, setEdited] = useState<{ firstName?: string; lastName?: string }>({});
  const firstName = edited.firstName ?? user?.firstName ?? '';
  const lastName = edited.lastName ?? user?.lastName ?? '';
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t(T.profileTitle)}</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          className="space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate({ firstName: firstName.trim(), lastName: lastName.trim() });
          }}
        >
          <div className="grid gap-3 sm:grid-cols-2">
            <Field
              label={t('First name')}
              value={firstName}
              onChange={(event) => setEdited((current) => ({ ...current, firstName: event.target.value }))}
              autoComplete="given-name"
              maxLength={NAME_MAX_LENGTH}
              required
            />
            <Field
              label={t('Last name')}
              value={lastName}
              onChange={(event) => setEdited((current) => ({ ...current, lastName: event.target.value }))}
              autoComplete="family-name"
              maxLength={NAME_MAX_LENGTH}
            />
          </div>
          <Button type="submit" disabled={save.isPending}>
            {t('Save name')}
          </Button>
          <Outcome
            ok={save.isSuccess ? t(T.profileSaved) : null}
            error={save.error ? errorMessage(save.error, t('Your name could not be saved.')) : null}
          />
        </form>
      </CardContent>
    </Card>
  );
}
