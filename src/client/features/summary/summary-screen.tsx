import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SUMMARIZE_DEFAULT_TITLE,
  SUMMARIZE_MAX_CHARS,
  SUMMARY_MESSAGES,
  SUMMARY_TOASTS,
  type SummaryListItem,
} from '../../../shared/summary';
import type { UploadResponse } from '../../../shared/upload';
import { BackToDashboard } from '../../components/layout/back-to-dashboard';
import { preloadMarkdown } from '../../components/markdown/markdown';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { SignedOutCard } from '../../components/signed-out-card';
import { toast } from '../../components/ui/use-toast';
import { useMessage } from '../../i18n/use-message';
import { errorMessage } from '../../lib/api';
import { useDeleteSummary } from './api/delete-summary';
import { useSummaries } from './api/get-summaries';
import { summaryQueryOptions } from './api/get-summary';
import { useSaveSummary } from './api/save-summary';
import { useSummarize } from './api/summarize';
import { GenerateFailure } from './generate-failure';
import { SavedSummaries } from './saved-summaries';
import { type SummaryDraft, SummaryForm } from './summary-form';
import { type ShownSummary, SummaryResult } from './summary-result';
import { pageTitle, useDocumentTitle } from '../../lib/use-document-title';
import { pagedItems } from '../../lib/paged-list';

const EMPTY_DRAFT: SummaryDraft = { content: '', title: '', mode: 'summary' };

/** /ai-summarizer and /summaries: summarize pasted or uploaded text, keep the results, look back at them. */
export function SummaryScreen() {
  const summaries = useSummaries();
  const list = pagedItems(summaries.data);
  const queryClient = useQueryClient();
  // The saved summary being read to be shown: its View button shows a spinner meanwhile.
  const [openingId, setOpeningId] = useState<string | null>(null);
  const summarize = useSummarize();
  const save = useSaveSummary();
  const remove = useDeleteSummary();
  const [draft, setDraft] = useState<SummaryDraft>(EMPTY_DRAFT);
  const [uploading, setUploading] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  // A fresh summary (Save offered) or a saved one opened from the list; the key remounts the result for each.
  const [shown, setShown] = useState<{ key: number; fresh: boolean; summary: ShownSummary } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<SummaryListItem | null>(null);
  const { t } = useTranslation('summary');
  const message = useMessage();

  useDocumentTitle(pageTitle(t('AI Summarizer')));
  useEffect(() => {
    preloadMarkdown();
  }, []);

  const show = (summary: ShownSummary, fresh: boolean) => setShown((current) => ({ key: (current?.key ?? 0) + 1, fresh, summary }));

  const generate = () => {
    const content = draft.content.trim();
    if (!content) {
      toast({ title: message(SUMMARY_MESSAGES.contentRequired), variant: 'destructive' });
      return;
    }
    if (content.length > SUMMARIZE_MAX_CHARS) {
      toast({ title: message(SUMMARY_MESSAGES.contentTooLong), variant: 'destructive' });
      return;
    }
    const title = draft.title.trim() || t(SUMMARIZE_DEFAULT_TITLE);
    // The form keeps its contents either way: after a failure the same request is one click away.
    summarize.mutate(
      { content, title, mode: draft.mode },
      {
        onSuccess: (result) => {
          setFailure(null);
          show({ title: result.title, mode: result.mode, summary: result.summary, original: result.originalContent }, true);
        },
        onError: (error) => {
          const reason = errorMessage(error, '');
          setFailure(reason);
          toast({ title: t(SUMMARY_TOASTS.generateFailed), description: reason || undefined, variant: 'destructive' });
        },
      },
    );
  };

  const saveShown = () => {
    if (!shown) return;
    const { title, mode, summary, original } = shown.summary;
    save.mutate(
      { title, mode, summary, content: original },
      {
        onSuccess: (saved) => {
          setShown((current) => current && { ...current, summary: { ...current.summary, savedId: saved.id } });
          toast({ title: t(SUMMARY_TOASTS.savedTitle), description: t(SUMMARY_TOASTS.saved) });
        },
        onError: (error) =>
          toast({ title: t(SUMMARY_TOASTS.saveFailed), description: errorMessage(error, '') || undefined, variant: 'destructive' }),
      },
    );
  };

  // The list carries no texts: the summary is read when it is opened.
  const view = async (item: SummaryListItem) => {
    setOpeningId(item.id);
    try {
      const saved = await queryClient.fetchQuery(summaryQueryOptions(item.id));
      show(
        {
          title: saved.title,
          mode: saved.mode,
          summary: saved.summary,
          original: saved.content,
          savedId: saved.id,
          createdAt: saved.createdAt,
        },
        false,
      );
    } catch (error) {
      toast({ title: t(SUMMARY_TOASTS.openFailed), description: errorMessage(error, '') || undefined, variant: 'destructive' });
    } finally {
      setOpeningId(null);
    }
  };

  const confirmDelete = (summary: SummaryListItem) => {
    setToDelete(null);
    remove.mutate(summary.id, {
      onSuccess: () => {
        setShown((current) => (current?.summary.savedId === summary.id ? null : current));
        toast({ title: t(SUMMARY_TOASTS.deletedTitle), description: summary.title });
      },
      onError: (error) =>
        toast({ title: t(SUMMARY_TOASTS.deleteFailed), description: errorMessage(error, '') || undefined, variant: 'destructive' }),
    });
  };

  const uploaded = (document: UploadResponse) => {
    setDraft((current) => ({
      ...current,
      content: document.originalContent,
      title: current.title.trim() ? current.title : document.title,
    }));
    setNotice(document.notice ?? null);
  };

  // A 401 on the list means the session ended while the page was open.
  const signedOut = list === null;

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div className="flex flex-col gap-3">
        <BackToDashboard />
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('AI Summarizer')}</h1>
          <p className="mt-1 text-muted-foreground">{t('A summary, simpler wording or the key points of your text or documents.')}</p>
        </div>
      </div>

      {signedOut ? (
        <SignedOutCard title={t('Please sign in to use the AI Summarizer')} />
      ) : (
        <>
          <SummaryForm
            draft={draft}
            onChange={setDraft}
            onSubmit={generate}
            pending={summarize.isPending}
            uploading={uploading}
            onUploadingChange={setUploading}
            onUploaded={uploaded}
          />
          {notice && (
            <p role="status" className="rounded-lg border bg-muted/40 p-4 text-sm">
              {notice}
            </p>
          )}
          {failure !== null && !summarize.isPending && (
            <GenerateFailure message={failure} onRetry={generate} pending={summarize.isPending} />
          )}
          {shown && (
            <SummaryResult key={shown.key} shown={shown.summary} onSave={shown.fresh ? saveShown : undefined} saving={save.isPending} />
          )}
          <SavedSummaries
            summaries={list ?? undefined}
            error={summaries.error}
            onRetry={() => void summaries.refetch()}
            more={summaries}
            onView={(item) => void view(item)}
            openingId={openingId ?? undefined}
            onDelete={setToDelete}
            deletingId={remove.isPending ? remove.variables : undefined}
          />
          <ConfirmDialog
            open={toDelete !== null}
            onOpenChange={(open) => !open && setToDelete(null)}
            title={t('Delete Summary')}
            description={t('This summary will be deleted for good.')}
            subject={toDelete?.title}
            onConfirm={() => toDelete && confirmDelete(toDelete)}
          />
        </>
      )}
    </div>
  );
}
