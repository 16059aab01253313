export const MESSAGES = {
  notFound: 'Not found',
  routeNotFound: 'No API route matches this path',
  unauthorized: 'Please sign in to continue.',
  forbiddenOrigin: 'This request came from a page Studium does not trust.',
  tooManyAuthAttempts: 'Too many attempts. Please wait a minute and try again.',
  invalidJson: 'The request body is not valid JSON.',
  jsonOnly: 'Send the request body as application/json.',
  tooLarge: 'The request is too large.',
  serverError: 'Something went wrong on our side. Please try again.',
} as const;

/** Sign-in and sign-up attempts allowed per IP address per minute. */
export const AUTH_RATE_LIMIT = { max: 10, windowMs: 60_000 } as const;
