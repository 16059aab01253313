import { CHAT_TEXTS } from '../../../shared/chat';
import { LimitAlert } from '../../components/limit-alert';

/** The red box of spec 8 (Chat), shown once a message came back with 'API limit reached'. */
export function ChatLimitBox() {
  return <LimitAlert title={CHAT_TEXTS.limitTitle} text={CHAT_TEXTS.limit} />;
}
