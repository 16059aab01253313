import { APIError } from 'better-auth/api';
import { ERROR_CODES } from '../../shared/api';
import { NAME_MAX_LENGTH, PROFILE_IMAGE_URL_MAX_LENGTH, PROFILE_MESSAGES } from '../../shared/user';

interface NewUser {
  name?: unknown;
  firstName?: unknown;
  lastName?: unknown;
  image?: unknown;
}

/** First and last name with the space between them. */
const FULL_NAME_MAX_LENGTH = 2 * NAME_MAX_LENGTH + 1;

// Thrown inside better-auth's hooks, so it answers with this status and body.
const refuse = (message: string) => new APIError('BAD_REQUEST', { message, code: ERROR_CODES.badRequest });

function clean(value: unknown, label: string, max = NAME_MAX_LENGTH): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw refuse(PROFILE_MESSAGES.notText(label));
  const trimmed = value.trim().replace(/\s+/g, ' ');
  if (trimmed.length > max) throw refuse(PROFILE_MESSAGES.tooLong(label, max));
  return trimmed || null;
}

function splitName(name: string) {
  const [firstWord = '', ...rest] = name.split(' ');
  return { firstName: firstWord || null, lastName: rest.join(' ') || null };
}

/** The profile image address: http or https only (the header shows it as an image), null when blank. */
function profileImage(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw refuse(PROFILE_MESSAGES.imageInvalid);
  const address = value.trim();
  if (!address) return null;
  const protocol = URL.canParse(address) ? new URL(address).protocol : '';
  if (address.length > PROFILE_IMAGE_URL_MAX_LENGTH || (protocol !== 'http:' && protocol !== 'https:')) {
    throw refuse(PROFILE_MESSAGES.imageInvalid);
  }
  return address;
}

/**
 * First and last name as given at sign-up; a social sign-in only brings a full name,
 * so its first word becomes the first name and the rest the last name.
 */
function namesForNewUser(user: NewUser) {
  const firstName = clean(user.firstName, 'First name');
  const lastName = clean(user.lastName, 'Last name');
  const name = clean(user.name, 'Name', FULL_NAME_MAX_LENGTH) ?? '';
  const split = splitName(name);
  return { name, firstName: firstName ?? split.firstName, lastName: lastName ?? split.lastName };
}

/** A new user's names and image, held to the profile rules (400 otherwise). */
export function profileForNewUser(user: NewUser) {
  return { ...namesForNewUser(user), image: profileImage(user.image) };
}

export interface ProfileUpdate {
  name?: string;
  firstName?: string | null;
  lastName?: string | null;
  image?: string | null;
}

/**
 * The profile fields of an update held to the sign-up rules; fields left out stay as they are. A
 * new full name given without first or last name sets both from it, as sign-up does.
 */
export function profileForUpdate(user: NewUser): ProfileUpdate {
  const update: ProfileUpdate = {};
  const given = (value: unknown) => value !== undefined;
  if (given(user.name)) {
    update.name = clean(user.name, 'Name', FULL_NAME_MAX_LENGTH) ?? '';
    if (!given(user.firstName) && !given(user.lastName)) Object.assign(update, splitName(update.name));
  }
  if (given(user.firstName)) update.firstName = clean(user.firstName, 'First name');
  if (given(user.lastName)) update.lastName = clean(user.lastName, 'Last name');
  if (given(user.image)) update.image = profileImage(user.image);
  return update;
}
