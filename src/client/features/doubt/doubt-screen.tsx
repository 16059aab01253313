import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DOUBT_DEFAULT_DIFFICULTY, DOUBT_MESSAGES, type Doubt, type DoubtListItem } from '../../../shared/doubt';
import { displayName } from '../../../shared/user';
import { BackToDashboard } from '../../components/layout/back-to-dashboard';
import { preloadMarkdown } from '../../components/markdown/markdown';
import { SignedOutCard } from '../../components/signed-out-card';
import { toast } from '../../components/ui/use-toast';
import { useMessage } from '../../i18n/use-message';
import { useUser } from '../../lib/auth/get-user';
import { doubtQueryOptions } from './api/get-doubt';
import { useDoubts } from './api/get-doubts';
import { useSolveDoubt } from './api/solve-doubt';
import { AskDoubtForm, type DoubtDraft } from './ask-doubt-form';
import { DoubtHistory } from './doubt-history';
import { DoubtResult } from './doubt-result';
import { type DoubtTab, DoubtTabPanel, DoubtTabs } from './doubt-tabs';
import { LimitNotice } from './limit-notice';
import { reportSolveFailure } from './solve-feedback';
import { errorMessage } from '../../lib/api';
import { pagedItems } from '../../lib/paged-list';
import { pageTitle, useDocumentTitle } from '../../lib/use-document-title';

const EMPTY_DRAFT: DoubtDraft = { question: '', subject: '', difficulty: DOUBT_DEFAULT_DIFFICULTY };

/** /doubt-chat: ask a doubt, see the solution (detailed or simple), look back at past doubts. */
export function DoubtScreen() {
  const { user } = useUser();
  const doubts = useDoubts();
  const history = pagedItems(doubts.data);
  const queryClient = useQueryClient();
  // The doubt being read to be shown: its View Solution button shows a spinner meanwhile.
  const [openingId, setOpeningId] = useState<string | null>(null);
  const solve = useSolveDoubt();
  const [tab, setTab] = useState<DoubtTab>('ask');
  const [draft, setDraft] = useState<DoubtDraft>(EMPTY_DRAFT);
  const [shown, setShown] = useState<Doubt | null>(null);
  const [limitReached, setLimitReached] = useState(false);
  const [askedAgain, setAskedAgain] = useState(false);
  const { t } = useTranslation('doubt');
  const message = useMessage();

  useDocumentTitle(pageTitle(t('AI Doubt Solver')));
  useEffect(() => {
    preloadMarkdown();
  }, []);

  const submit = () => {
    const question = draft.question.trim();
    if (!question) {
      toast({ title: t('Question Required'), description: message(DOUBT_MESSAGES.questionRequired), variant: 'destructive' });
      return;
    }
    const subject = draft.subject.trim();
    solve.mutate(
      { question, difficulty: draft.difficulty, ...(subject ? { subject } : {}) },
      {
        onSuccess: (doubt) => {
          setShown(doubt);
          setLimitReached(false);
          // The difficulty stays as chosen; the question and subject are cleared (spec 4, Doubt).
          setDraft((current) => ({ ...current, question: '', subject: '' }));
          toast({ title: t('Doubt Resolved!'), description: t('Your doubt has been explained step-by-step.') });
        },
        onError: (error) => {
          if (reportSolveFailure(error, t) === 'limit') setLimitReached(true);
        },
      },
    );
  };

  // The history carries no answers: the doubt is read when it is opened.
  const view = async (item: DoubtListItem) => {
    setOpeningId(item.id);
    try {
      setShown(await queryClient.fetchQuery(doubtQueryOptions(item.id)));
      setTab('ask');
    } catch (error) {
      toast({ title: t('Failed to open this doubt'), description: errorMessage(error, '') || undefined, variant: 'destructive' });
    } finally {
      setOpeningId(null);
    }
  };

  // A 401 on the history means the session ended while the page was open.
  const signedOut = !user || history === null;

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div className="flex flex-col gap-3">
        <BackToDashboard />
        <div className="flex flex-col gap-1 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('AI Doubt Solver')}</h1>
            <p className="mt-1 text-muted-foreground">{t("Step-by-step solutions, and an Explain Like I'm 5 version when you need it.")}</p>
          </div>
          {user && !signedOut && (
            <p className="text-sm text-muted-foreground">
              {t('Logged in as')} <span data-untranslated>{displayName(user)}</span>
            </p>
          )}
        </div>
      </div>

      {signedOut ? (
        <SignedOutCard title={t('Please sign in to access the doubt solving feature')} />
      ) : (
        <div>
          <DoubtTabs value={tab} onChange={setTab} />
          <DoubtTabPanel tab="ask" active={tab}>
            <div className="space-y-4">
              {limitReached && <LimitNotice />}
              {shown ? (
                <DoubtResult
                  key={shown.id}
                  doubt={shown}
                  onAskNew={() => {
                    setShown(null);
                    setAskedAgain(true);
                  }}
                />
              ) : (
                <AskDoubtForm draft={draft} onChange={setDraft} onSubmit={submit} pending={solve.isPending} focusQuestion={askedAgain} />
              )}
            </div>
          </DoubtTabPanel>
          <DoubtTabPanel tab="history" active={tab}>
            <DoubtHistory
              doubts={history ?? undefined}
              error={doubts.error}
              onRetry={() => void doubts.refetch()}
              more={doubts}
              onView={(item) => void view(item)}
              openingId={openingId ?? undefined}
            />
          </DoubtTabPanel>
        </div>
      )}
    </div>
  );
}
