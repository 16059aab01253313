import { useTranslation } from 'react-i18next';
import { TUTOR_TEXTS } from '../../../shared/tutor';
import { LimitAlert } from '../../components/limit-alert';

/** The red box of spec 8 (Chat), shown once a message came back with 'API limit reached'. */
export function TutorLimitBox() {
  const { t } = useTranslation('tutor');
  return <LimitAlert title={t(TUTOR_TEXTS.limitTitle)} text={t(TUTOR_TEXTS.limit)} />;
}
