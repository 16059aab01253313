import type { FastifyBaseLogger } from 'fastify';
import { LTI_MEDIA_TYPES, LTI_SCOPES, LTI_SCORE_FIRST_WAIT_S, LTI_SCORE_MAX_TRIES } from '../../../shared/lti';
import type { Db } from '../../db/client';
import { type PlatformServices, serviceFailure } from './platform-services';
import * as repo from './repo';

/** A student's attempt as a score out of 100 (the classroom feature's, lent by the app). */
export type AttemptScore = (
  userId: string,
  assignmentId: string,
) => Promise<{ step: number; score: number; completed: boolean; at: Date } | undefined>;

/** How often the sender looks for scores due (retries, and scores queued by another instance). */
const TICK_MS = 2_000;
/** A claimed score is left alone this long by other senders while it is being posted. */
const LEASE_MS = 60_000;
const BATCH = 20;

/**
 * AGS grade passback (decision 075). A finished attempt becomes one row of `lti_score` (its unique
 * key keeps it to one), which a small in-process loop posts to the line item's `/scores`: at once,
 * then after 30 s, 1 min, 2 min … until it is sent or has failed eight times. The rows are the
 * queue, so a restart picks up where the last process stopped.
 */
export function scoreSender({
  db,
  services,
  attemptScore,
  now,
  log,
}: {
  db: Db;
  services: PlatformServices;
  attemptScore: AttemptScore;
  now: () => Date;
  log: FastifyBaseLogger;
}) {
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;

  async function post(entry: Awaited<ReturnType<typeof repo.claimDueScores>>[number]) {
    const { score, link, platform, sub } = entry;
    const tries = score.tries + 1;
    try {
      if (!link.lineItemUrl) throw new Error('The course’s link has no line item.');
      const lineItem = new URL(link.lineItemUrl);
      lineItem.pathname = `${lineItem.pathname.replace(/\/+$/, '')}/scores`;
      await services.post(platform, LTI_SCOPES.score, lineItem.href, LTI_MEDIA_TYPES.score, {
        userId: sub,
        scoreGiven: score.scoreGiven,
        scoreMaximum: score.scoreMaximum,
        activityProgress: score.activityProgress,
        gradingProgress: 'FullyGraded',
        timestamp: score.finishedAt.toISOString(),
      });
      await repo.updateScore(db, score.id, { status: 'sent', sentAt: now(), tries, lastError: null });
    } catch (error) {
      // A refused token may be a revoked one: the next try asks for a new one.
      services.forget(platform.id);
      const failed = tries >= LTI_SCORE_MAX_TRIES;
      const wait = LTI_SCORE_FIRST_WAIT_S * 1000 * 2 ** (tries - 1);
      await repo.updateScore(db, score.id, {
        status: failed ? 'failed' : 'pending',
        tries,
        lastError: serviceFailure(error),
        nextTryAt: new Date(now().getTime() + wait),
      });
    }
  }

  async function deliver(): Promise<void> {
    for (;;) {
      const due = await repo.claimDueScores(db, now(), LEASE_MS, BATCH);
      if (!due.length) return;
      for (const entry of due) await post(entry);
    }
  }

  /** Runs one delivery at a time; a kick during one runs another right after it. */
  function kick(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = deliver()
      .catch((error: unknown) => log.warn({ err: error }, 'LTI scores not delivered'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          void kick();
        }
      });
    return running;
  }

  return {
    /** Queues a score for every LMS-linked attempt of the student that has one to give, then sends at once. */
    async attemptsChanged(userId: string): Promise<void> {
      const links = await repo.scoredLinksOf(db, userId);
      let queued = false;
      for (const link of links) {
        const found = await attemptScore(userId, link.assignmentId);
        if (!found) continue;
        queued =
          (await repo.insertScore(db, {
            linkId: link.linkId,
            userId,
            step: found.step,
            scoreGiven: found.score,
            scoreMaximum: 100,
            activityProgress: found.completed ? 'Completed' : 'InProgress',
            finishedAt: found.at,
            nextTryAt: now(),
          })) || queued;
      }
      if (queued) await kick();
    },

    kick,

    start() {
      timer ??= setInterval(() => void kick(), TICK_MS);
      timer.unref();
    },

    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}

export type ScoreSender = ReturnType<typeof scoreSender>;
