import { ERROR_CODES } from '../../../shared/api';
import { TUTOR_TEXTS } from '../../../shared/tutor';
import { LIMIT_REACHED_TEXT } from '../../../shared/usage';
import { toast } from '../../components/ui/use-toast';
import { ApiError, errorMessage } from '../../lib/api';
import type { TutorT } from './tutor-texts';

/**
 * Spec 8 (Chat): a message containing 'API limit reached' (in English; in any language the answer's
 * code says so) is the daily limit (the red box); anything else is the 'Chat Error' toast with what went wrong.
 */
export function reportTutorFailure(error: unknown, t: TutorT): 'limit' | 'other' {
  const message = error instanceof Error ? error.message : String(error);
  if (message.includes(LIMIT_REACHED_TEXT) || (error instanceof ApiError && error.code === ERROR_CODES.dailyLimitReached)) return 'limit';
  toast({
    title: t(TUTOR_TEXTS.errorTitle),
    description: errorMessage(error, t('The tutor could not answer. Please try again.')),
    variant: 'destructive',
  });
  return 'other';
}
