import type { Language } from './i18n/languages';
import type { PlanName } from './pricing';
import { dynamicMessage } from './i18n/dynamic-message';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
/** Room for any provider's avatar address; the header shows it as an <img>. */
export const PROFILE_IMAGE_URL_MAX_LENGTH = 2048;

/** 'First name' → 'first_name': the field as a translation selects it. */
const fieldKey = (label: string) => label.toLowerCase().replace(/[^a-z]+/g, '_');

/** Refusals of profile fields, at sign-up and on every later update. */
export const PROFILE_MESSAGES = {
  tooLong: (label: string, max: number) =>
    dynamicMessage('PROFILE_MESSAGES.tooLong', { field: fieldKey(label), max }, `${label} must be at most ${max} characters.`),
  notText: (label: string) => dynamicMessage('PROFILE_MESSAGES.notText', { field: fieldKey(label) }, `${label} must be text.`),
  imageInvalid: `The profile image must be an http or https address of at most ${PROFILE_IMAGE_URL_MAX_LENGTH} characters.`,
} as const;

export interface User {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  profileImageUrl: string | null;
  plan: PlanName;
  /** When the paid plan ends (ISO); null for Free or a plan without an end. */
  planExpiresAt: string | null;
  /** An administrator of this server (the /admin page). */
  admin: boolean;
  /** The language chosen for Studium; null: the browser's (Accept-Language, the visitor's cookie). */
  language: Language | null;
}

/** Which social sign-in buttons the server can honour, and whether it can mail a password-reset link. */
export interface AuthProviders {
  google: boolean;
  github: boolean;
  mail: boolean;
}

/** The dashboard header's display name: the first name, else the e-mail address. */
export function displayName(user: Pick<User, 'firstName' | 'email'>): string {
  return user.firstName?.trim() || user.email;
}

export function initials(user: Pick<User, 'firstName' | 'lastName' | 'email'>): string {
  const letters = [user.firstName, user.lastName].map((part) => part?.trim()[0] ?? '').join('');
  return (letters || user.email[0] || '?').toUpperCase();
}
