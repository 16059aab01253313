import { DOUBT_TOASTS } from '../../../shared/doubt';
import { LIMIT_REACHED_TEXT } from '../../../shared/usage';
import { toast } from '../../components/ui/use-toast';
import { ApiError, errorMessage } from '../../lib/api';

export type SolveFailure = 'limit' | 'auth' | 'other';

/**
 * The toast of a failed solve (spec 8, Doubts): the daily limit, a lost session, or anything else
 * with the server's own message. The error's message reads "{status}: {body}".
 */
export function reportSolveFailure(error: unknown): SolveFailure {
  const message = error instanceof Error ? error.message : '';
  if (message.includes(LIMIT_REACHED_TEXT)) {
    toast({ title: DOUBT_TOASTS.limitTitle, description: DOUBT_TOASTS.limit, variant: 'destructive' });
    return 'limit';
  }
  if (error instanceof ApiError ? error.status === 401 : message.includes('401')) {
    toast({ title: DOUBT_TOASTS.authTitle, description: DOUBT_TOASTS.auth, variant: 'destructive' });
    return 'auth';
  }
  toast({ title: DOUBT_TOASTS.errorTitle, description: DOUBT_TOASTS.failed(errorMessage(error, '')), variant: 'destructive' });
  return 'other';
}
