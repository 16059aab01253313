import { TUTOR_TEXTS } from '../../../shared/tutor';
import { LimitAlert } from '../../components/limit-alert';

/** The red box of spec 8 (Chat), shown once a message came back with 'API limit reached'. */
export function TutorLimitBox() {
  return <LimitAlert title={TUTOR_TEXTS.limitTitle} text={TUTOR_TEXTS.limit} />;
}
