import { TUTOR_TEXTS } from '../../../shared/tutor';
import { LIMIT_REACHED_TEXT } from '../../../shared/usage';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';

/**
 * Spec 8 (Chat): a message containing 'API limit reached' is the daily limit (the red box);
 * anything else is the 'Chat Error' toast with what went wrong.
 */
export function reportTutorFailure(error: unknown): 'limit' | 'other' {
  const message = error instanceof Error ? error.message : String(error);
  if (message.includes(LIMIT_REACHED_TEXT)) return 'limit';
  toast({
    title: TUTOR_TEXTS.errorTitle,
    description: errorMessage(error, 'The tutor could not answer. Please try again.'),
    variant: 'destructive',
  });
  return 'other';
}
