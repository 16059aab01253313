import { eq } from 'drizzle-orm';
import type { Language } from '../../../shared/i18n/languages';
import type { Db } from '../../db/client';
import {
  assignmentAttempt,
  audioClip,
  card,
  classMember,
  classroom,
  concept,
  conversation,
  deck,
  doubt,
  learnerEvent,
  note,
  paymentOrder,
  planner,
  quiz,
  reviewLog,
  session,
  studyPath,
  studyPlan,
  studySetting,
  summary,
  usageCounter,
  account,
  user,
  verification,
} from '../../db/schema';

/**
 * Deletes the user and every row they own, in one transaction: nothing is left half gone.
 * The foreign keys would cascade most of it from the user row; the deletes are spelled out so that
 * what goes is read here, in an order where no cascade reaches a row twice.
 *
 * - Classes they teach go with their members, assignments and the students' attempts; each
 *   student keeps their own copy of a quiz or study path (it is their work, in their account).
 * - Their attempts and memberships in other people's classes go; those classes stay.
 * - Payment orders go: the schema keeps no order without its user, and the invoices the law asks
 *   to keep are the payment provider's records (decision 052).
 * - Pending reset or deletion links (verification rows naming the user) go.
 */
export async function deleteUserAndOwnedRows(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    // Classes taught: class_member, assignment and assignment_attempt rows follow by cascade.
    await tx.delete(classroom).where(eq(classroom.teacherId, userId));
    await tx.delete(assignmentAttempt).where(eq(assignmentAttempt.userId, userId));
    await tx.delete(classMember).where(eq(classMember.userId, userId));
    // Learner evidence before its concepts (and before the quizzes, cards and doubts it names).
    await tx.delete(learnerEvent).where(eq(learnerEvent.userId, userId));
    await tx.delete(concept).where(eq(concept.userId, userId));
    await tx.delete(studySetting).where(eq(studySetting.userId, userId));
    await tx.delete(reviewLog).where(eq(reviewLog.userId, userId));
    await tx.delete(card).where(eq(card.userId, userId));
    await tx.delete(deck).where(eq(deck.userId, userId));
    // Messages follow their conversation; clip parts follow their clip.
    await tx.delete(conversation).where(eq(conversation.userId, userId));
    await tx.delete(audioClip).where(eq(audioClip.userId, userId));
    for (const table of [note, summary, planner, studyPlan, quiz, doubt, studyPath, paymentOrder, usageCounter]) {
      await tx.delete(table).where(eq(table.userId, userId));
    }
    await tx.delete(verification).where(eq(verification.value, userId));
    await tx.delete(session).where(eq(session.userId, userId));
    await tx.delete(account).where(eq(account.userId, userId));
    await tx.delete(user).where(eq(user.id, userId));
  });
}

export async function setLanguage(db: Db, userId: string, language: Language): Promise<void> {
  await db.update(user).set({ language, updatedAt: new Date() }).where(eq(user.id, userId));
}
