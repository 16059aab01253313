import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_SEARCH_MAX_LENGTH, type AdminUser } from '../../../shared/admin';
import { useLanguage } from '../../i18n/language';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api';
import { useAdminUsers } from './api/users';
import { formatDay } from './format';
import { ManageUserDialog } from './manage-user-dialog';

/** The search as typed, once typing pauses: one request per pause, not per key. */
function useSettled(value: string, ms = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

function UserRow({ user, onManage }: { user: AdminUser; onManage: () => void }) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  return (
    <tr className="border-t" data-testid="admin-user-row">
      <td className="px-3 py-2" data-untranslated>
        <span className="block font-medium">{user.name || '—'}</span>
        <span className="block text-muted-foreground">{user.email}</span>
      </td>
      <td className="px-3 py-2">
        {user.plan}
        {user.planExpiresAt && (
          <span className="block text-xs text-muted-foreground">{t('until {day}', { day: formatDay(user.planExpiresAt, language) })}</span>
        )}
      </td>
      <td className="px-3 py-2">{formatDay(user.createdAt, language)}</td>
      <td className="px-3 py-2">{formatDay(user.lastSeenAt, language)}</td>
      <td className="space-x-1 px-3 py-2">
        <Badge variant={user.disabled ? 'outline' : 'secondary'}>{user.disabled ? t('Disabled') : t('Active')}</Badge>
        {user.admin && <Badge>{t('Admin')}</Badge>}
      </td>
      <td className="px-3 py-2 text-right">
        <Button variant="outline" size="sm" onClick={onManage} aria-label={t('Manage {email}', { email: user.email })}>
          {t('Manage')}
        </Button>
      </td>
    </tr>
  );
}

/** Every user, newest first, with a search by name or e-mail and the actions on each. */
export function UsersSection() {
  const [typed, setTyped] = useState('');
  const search = useSettled(typed.trim());
  const users = useAdminUsers(search);
  const [managed, setManaged] = useState<string | null>(null);
  const searchId = useId();
  const { t } = useTranslation('admin');
  const rows = users.data?.pages.flatMap((page) => page.users) ?? [];
  const managedUser = rows.find((user) => user.id === managed);
  return (
    <section aria-labelledby="admin-users-heading" className="space-y-3">
      <h2 id="admin-users-heading" className="text-lg font-semibold">
        {t('Users')}
      </h2>
      <div className="relative max-w-md">
        <label htmlFor={searchId} className="sr-only">
          {t('Search users by name or e-mail')}
        </label>
        <Search className="pointer-events-none absolute left-3 top-3 size-4 text-muted-foreground" aria-hidden />
        <Input
          id={searchId}
          type="search"
          placeholder={t('Name or e-mail')}
          className="pl-9"
          maxLength={ADMIN_SEARCH_MAX_LENGTH}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </div>
      {users.isPending ? (
        <Spinner />
      ) : users.error ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(users.error, t('The users could not be loaded.'))}
        </p>
      ) : rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('No user matches this search.')}</p>
      ) : (
        <div className="relative overflow-x-auto rounded-xl border" role="region" aria-labelledby="admin-users-heading" tabIndex={0}>
          <table className="w-full min-w-[720px] text-left text-sm" aria-busy={users.isFetching}>
            <thead className="bg-muted/50 text-xs uppercase text-muted-foreground">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t('User')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('Plan')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('Created')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('Last seen')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('State')}
                </th>
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">{t('Actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((user) => (
                <UserRow key={user.id} user={user} onManage={() => setManaged(user.id)} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {users.hasNextPage && (
        <Button variant="outline" onClick={() => void users.fetchNextPage()} disabled={users.isFetchingNextPage}>
          {t('Load more')}
        </Button>
      )}
      {managedUser && <ManageUserDialog user={managedUser} open onOpenChange={(open) => !open && setManaged(null)} />}
    </section>
  );
}
