import { APIError } from 'better-auth/api';
import { NAME_MAX_LENGTH } from '../../shared/user';

interface NewUser {
  name?: unknown;
  firstName?: unknown;
  lastName?: unknown;
}

function clean(value: unknown, label: string, max = NAME_MAX_LENGTH): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim().replace(/\s+/g, ' ');
  if (trimmed.length > max) {
    throw new APIError('BAD_REQUEST', { message: `${label} must be at most ${max} characters.` });
  }
  return trimmed || null;
}

/**
 * First and last name as given at sign-up; a social sign-in only brings a full name,
 * so its first word becomes the first name and the rest the last name.
 */
export function namesForNewUser(user: NewUser) {
  const firstName = clean(user.firstName, 'First name');
  const lastName = clean(user.lastName, 'Last name');
  const name = clean(user.name, 'Name', 2 * NAME_MAX_LENGTH + 1) ?? '';
  const [firstWord = '', ...rest] = name.split(' ');
  return {
    name,
    firstName: firstName ?? (firstWord || null),
    lastName: lastName ?? (rest.join(' ') || null),
  };
}
