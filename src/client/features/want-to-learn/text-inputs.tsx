import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LINK_URL_MAX_LENGTH } from '../../../shared/link';
import { ANALYZE_REQUEST_MAX_CHARS } from '../../../shared/want-to-learn';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';

/** An address, the same in every language. */
const LINK_PLACEHOLDER = 'https://example.com/article';

interface TextInputProps {
  busy: boolean;
  onSubmit: (value: string) => void;
}

/** Paste Link: a URL input and 'Analyze', disabled when blank or busy (spec §5). */
export function LinkForm({ busy, onSubmit }: TextInputProps) {
  const [url, setUrl] = useState('');
  const { t } = useTranslation('want-to-learn');
  const blank = url.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!blank && !busy) onSubmit(url.trim());
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="flex flex-1 flex-col gap-1.5">
        <Label htmlFor="want-to-learn-link">{t('Link to a web page')}</Label>
        <Input
          id="want-to-learn-link"
          type="url"
          inputMode="url"
          maxLength={LINK_URL_MAX_LENGTH}
          placeholder={LINK_PLACEHOLDER}
          value={url}
          onChange={(event) => setUrl(event.target.value)}
        />
      </div>
      <Button type="submit" disabled={blank || busy}>
        {busy && <Spinner />}
        {t('Analyze')}
      </Button>
    </form>
  );
}

/** Type Topic: a 4-row text area and 'Analyze Topic', disabled when blank or busy. */
export function TopicForm({ busy, onSubmit }: TextInputProps) {
  const [text, setText] = useState('');
  const { t } = useTranslation('want-to-learn');
  const blank = text.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!blank && !busy) onSubmit(text.trim());
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <Label htmlFor="want-to-learn-topic">{t('Topic or text')}</Label>
      <textarea
        id="want-to-learn-topic"
        data-untranslated
        rows={4}
        maxLength={ANALYZE_REQUEST_MAX_CHARS}
        placeholder={t('e.g. Photosynthesis, or paste a paragraph you want explained')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="w-full rounded-md border border-input bg-background px-3 py-2 text-sm placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      />
      <Button type="submit" disabled={blank || busy} className="self-start">
        {busy && <Spinner />}
        {t('Analyze Topic')}
      </Button>
    </form>
  );
}
