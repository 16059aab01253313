import { AlertTriangle } from 'lucide-react';
import { CHAT_TEXTS } from '../../../shared/chat';

/** The red box of spec 8 (Chat), shown once a message came back with 'API limit reached'. */
export function ChatLimitBox() {
  return (
    <div role="alert" className="flex gap-3 rounded-lg border border-destructive/50 bg-destructive/10 p-4 text-sm text-destructive">
      <AlertTriangle aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div className="space-y-1">
        <p className="font-semibold">{CHAT_TEXTS.limitTitle}</p>
        <p>{CHAT_TEXTS.limit}</p>
      </div>
    </div>
  );
}
