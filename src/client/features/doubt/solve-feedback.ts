import type { TFunction } from 'i18next';
import { ERROR_CODES } from '../../../shared/api';
import { LIMIT_REACHED_TEXT } from '../../../shared/usage';
import { toast } from '../../components/ui/use-toast';
import { ApiError, errorMessage } from '../../lib/api';

export type SolveFailure = 'limit' | 'auth' | 'other';

/**
 * The toast of a failed solve (spec 8, Doubts): the daily limit, a lost session, or anything else
 * with the server's own message. The error's message reads "{status}: {body}".
 */
export function reportSolveFailure(error: unknown, t: TFunction<'doubt'>): SolveFailure {
  const message = error instanceof Error ? error.message : '';
  if (message.includes(LIMIT_REACHED_TEXT) || (error instanceof ApiError && error.code === ERROR_CODES.dailyLimitReached)) {
    toast({
      title: t('API Limit Reached'),
      description: t("You've reached your daily doubt solving limit. Upgrade your plan to continue."),
      variant: 'destructive',
    });
    return 'limit';
  }
  if (error instanceof ApiError ? error.status === 401 : message.includes('401')) {
    toast({ title: t('Authentication Error'), description: t('Please sign in to use the doubt solver.'), variant: 'destructive' });
    return 'auth';
  }
  toast({
    title: t('Error'),
    description: t('Failed to solve doubt: {message}', { message: errorMessage(error, '') || t('Unknown error') }),
    variant: 'destructive',
  });
  return 'other';
}
