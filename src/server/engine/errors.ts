/**
 * Why the study engine could not answer. The engine knows nothing of HTTP: the errors plugin turns
 * each kind into a status and a stable code, and sends the message as it is.
 */
export const ENGINE_ERROR_KINDS = [
  /** The request is missing something or holds something the tool cannot take. */
  'invalid_input',
  /** The request is well formed but there is too little material to build an answer from. */
  'no_material',
  /** The AI provider could not be reached, refused the key, or answered something unusable. */
  'provider_failed',
  /** The AI provider did not answer before AI_TIMEOUT_MS. */
  'provider_timeout',
  /** The AI provider is rate limiting us. */
  'provider_busy',
] as const;
export type EngineErrorKind = (typeof ENGINE_ERROR_KINDS)[number];

export class EngineError extends Error {
  constructor(
    readonly kind: EngineErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'EngineError';
  }
}

export const invalidInput = (message: string) => new EngineError('invalid_input', message);
export const noMaterial = (message: string) => new EngineError('no_material', message);

/** A failure of the provider rather than of the request: the offline engine may answer instead. */
export function isProviderFailure(error: unknown): error is EngineError {
  return error instanceof EngineError && error.kind.startsWith('provider_');
}
