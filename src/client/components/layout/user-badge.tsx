import { displayName, initials, type User } from '../../../shared/user';

/** The header's profile image (or initials) and first name (or e-mail): the user's own words, in no catalogue. */
export function UserBadge({ user }: { user: User }) {
  return (
    <div className="flex min-w-0 items-center gap-2" data-untranslated>
      {user.profileImageUrl ? (
        <img src={user.profileImageUrl} alt="" className="size-8 rounded-full object-cover" referrerPolicy="no-referrer" />
      ) : (
        <span
          aria-hidden
          className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
        >
          {initials(user)}
        </span>
      )}
      <span className="hidden truncate text-sm font-medium sm:inline" data-testid="user-name">
        {displayName(user)}
      </span>
    </div>
  );
}
