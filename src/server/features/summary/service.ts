import {
  type SavedSummary,
  type SaveSummaryRequest,
  type SummarizeRequest,
  type SummarizeResponse,
  SUMMARY_MESSAGES,
  type SummaryListItem,
} from '../../../shared/summary';
import type { Db } from '../../db/client';
import type { StudyEngine } from '../../engine/types';
import { notFound } from '../../http-error';
import { checkedId } from '../../http/checked-id';
import { type Page, pageOf } from '../../http/list-page';
import { decodeCursor } from '../../http/page-cursor';
import * as repo from './repo';
import { withRoom } from '../../storage/quota';

function toSaved(row: repo.SummaryRow): SavedSummary {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    summary: row.summary,
    mode: row.mode,
    createdAt: row.createdAt.toISOString(),
  };
}

export function summariesService(db: Db, engine: StudyEngine) {
  return {
    async summarize(userId: string, { content, title, mode }: SummarizeRequest): Promise<SummarizeResponse> {
      const { summary } = await engine.summarize({ content, mode }, { owner: userId });
      return { summary, originalContent: content, title, mode };
    },

    /** A page of the list, newest first; `cursor` names where the page before ended. */
    async list(userId: string, cursor: string | undefined): Promise<Page<SummaryListItem>> {
      const rows = await repo.listForUser(db, userId, cursor === undefined ? undefined : decodeCursor(cursor, false));
      return pageOf(rows, ({ id, title, mode, createdAt }) => ({ id, title, mode, createdAt: createdAt.toISOString() }));
    },

    async get(userId: string, id: string): Promise<SavedSummary> {
      const row = await repo.findForUser(db, userId, checkedId(id, SUMMARY_MESSAGES.notFound));
      if (!row) throw notFound(SUMMARY_MESSAGES.notFound);
      return toSaved(row);
    },

    /** Saving stores what the user generated; it is no AI work, so it spends nothing. */
    async save(userId: string, values: SaveSummaryRequest): Promise<SavedSummary> {
      return toSaved(await withRoom(db, { userId, kind: 'summaries', adding: 1 }, (tx) => repo.insertSummary(tx, userId, values)));
    },

    async remove(userId: string, id: string): Promise<{ id: string }> {
      if (!(await repo.deleteForUser(db, userId, checkedId(id, SUMMARY_MESSAGES.notFound)))) throw notFound(SUMMARY_MESSAGES.notFound);
      return { id };
    },
  };
}
