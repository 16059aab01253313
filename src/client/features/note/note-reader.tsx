import { Trans, useTranslation } from 'react-i18next';
import { formatReaderDateTime } from '../../lib/plan-date';
import { useLanguage } from '../../i18n/language';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { Note } from '../../../shared/note';
import { OFFLINE_TEXTS } from '../../../shared/offline';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { ApiError, errorMessage, isNetworkFailure } from '../../lib/api';
import { forgetNote, keepNote, keptNote } from '../../lib/offline/offline-store';
import { NOTES_KEY } from '../../lib/query-keys';
import { pageTitle, useDocumentTitle } from '../../lib/use-document-title';
import { NoteHtml } from './note-html';
import { NOTES_PAGE_TEXTS } from './notes-texts';
import './editor/note-content.css';

/**
 * /notes/:id: one note to read. Opened online, a copy is kept on the device; without a network the
 * kept copy shows, read-only, saying so (decision 076).
 */
export function NoteReader({ id }: { id: string }) {
  const online = useQuery<Note>({ queryKey: [...NOTES_KEY, id], staleTime: 0, refetchOnMount: 'always' });
  const unreachable = online.isError && isNetworkFailure(online.error);
  const [kept, setKept] = useState<Note | null | undefined>();

  useEffect(() => {
    if (online.data) void keepNote(online.data).catch(() => {});
  }, [online.data]);
  // A note deleted since (404) is no longer kept either.
  useEffect(() => {
    if (online.error instanceof ApiError && online.error.status === 404) void forgetNote(id).catch(() => {});
  }, [online.error, id]);
  useEffect(() => {
    if (!unreachable) return;
    let live = true;
    void keptNote(id)
      .catch(() => undefined)
      .then((note) => live && setKept(note ?? null));
    return () => {
      live = false;
    };
  }, [unreachable, id]);

  const note = unreachable ? kept : online.data;
  const { t } = useTranslation('notes');
  const { language } = useLanguage();
  useDocumentTitle(pageTitle(note?.title ?? t('Note'), t('Notes')));

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <Link href="/notes" className="inline-flex w-fit items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft aria-hidden className="size-4" />
        {t('All notes')}
      </Link>
      {note ? (
        <Card>
          <CardHeader className="gap-2">
            {unreachable ? (
              <p
                className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50"
                data-testid="offline-copy"
              >
                {t(OFFLINE_TEXTS.noteOfflineCopy)}
              </p>
            ) : null}
            <h1 className="break-words text-2xl font-bold tracking-tight">{note.title}</h1>
            <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              <Badge variant="outline">{note.subject}</Badge>
              <span>
                <Trans
                  t={t}
                  i18nKey="Updated <0>{when}</0>"
                  values={{ when: formatReaderDateTime(note.updatedAt, language) }}
                  components={[<time key="when" dateTime={note.updatedAt} />]}
                />
              </span>
              {note.tags.map((tag, index) => (
                <Badge key={`${index}:${tag}`} variant="secondary">
                  {tag}
                </Badge>
              ))}
            </p>
          </CardHeader>
          <CardContent>
            <div className="note-content break-words" data-testid="note-content">
              <NoteHtml html={note.content} />
            </div>
          </CardContent>
        </Card>
      ) : (
        <Card>
          <CardContent className="p-6" role={online.isError ? 'alert' : 'status'}>
            {unreachable && kept === null ? (
              <>
                <h1 className="mb-2 text-xl font-semibold">{t('Note not available offline')}</h1>
                <p className="text-muted-foreground">{t(OFFLINE_TEXTS.noteNotKept)}</p>
              </>
            ) : online.isError && !unreachable ? (
              <p className="text-destructive">{errorMessage(online.error, t(NOTES_PAGE_TEXTS.openFailed))}</p>
            ) : (
              <p className="text-muted-foreground">{t('Loading the note…')}</p>
            )}
          </CardContent>
        </Card>
      )}
    </div>
  );
}
