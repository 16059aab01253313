import { type FormEvent, useState } from 'react';
import { LINK_URL_MAX_LENGTH } from '../../../shared/link';
import { ANALYZE_REQUEST_MAX_CHARS } from '../../../shared/want-to-learn';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { WANT_TO_LEARN_TEXTS } from './want-to-learn-texts';

interface TextInputProps {
  busy: boolean;
  onSubmit: (value: string) => void;
}

/** Paste Link: a URL input and 'Analyze', disabled when blank or busy (spec §5). */
export function LinkForm({ busy, onSubmit }: TextInputProps) {
  const [url, setUrl] = useState('');
  const blank = url.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!blank && !busy) onSubmit(url.trim());
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="flex flex-1 flex-col gap-1.5">
        <Label htmlFor="want-to-learn-link">{WANT_TO_LEARN_TEXTS.linkLabel}</Label>
        <Input
          id="want-to-learn-link"
          type="url"
          inputMode="url"
          maxLength={LINK_URL_MAX_LENGTH}
          placeholder={WANT_TO_LEARN_TEXTS.linkPlaceholder}
          value={url}
          onChange={(event) => setUrl(event.target.value)}
        />
      </div>
      <Button type="submit" disabled={blank || busy}>
        {busy && <Spinner />}
        {WANT_TO_LEARN_TEXTS.analyze}
      </Button>
    </form>
  );
}

/** Type Topic: a 4-row text area and 'Analyze Topic', disabled when blank or busy. */
export function TopicForm({ busy, onSubmit }: TextInputProps) {
  const [text, setText] = useState('');
  const blank = text.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!blank && !busy) onSubmit(text.trim());
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <Label htmlFor="want-to-learn-topic">{WANT_TO_LEARN_TEXTS.topicLabel}</Label>
      <textarea
        id="want-to-learn-topic"
        rows={4}
        maxLength={ANALYZE_REQUEST_MAX_CHARS}
        placeholder={WANT_TO_LEARN_TEXTS.topicPlaceholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="w-full rounded-md border border-input bg-background px-3 py-2 text-sm placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      />
      <Button type="submit" disabled={blank || busy} className="self-start">
        {busy && <Spinner />}
        {WANT_TO_LEARN_TEXTS.analyzeTopic}
      </Button>
    </form>
  );
}
