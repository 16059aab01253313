import { eq } from 'drizzle-orm';
import type { StudySettings } from '../../../shared/learner';
import type { Db } from '../../db/client';
import { studySetting } from '../../db/schema';

export async function findSettings(db: Db, userId: string): Promise<StudySettings | undefined> {
  const [row] = await db
    .select({ dailyMinutes: studySetting.dailyMinutes, easyDays: studySetting.easyDays })
    .from(studySetting)
    .where(eq(studySetting.userId, userId));
  return row;
}

export async function saveSettings(db: Db, userId: string, settings: StudySettings): Promise<StudySettings> {
  const [row] = await db
    .insert(studySetting)
    .values({ userId, ...settings })
    .onConflictDoUpdate({ target: studySetting.userId, set: { ...settings, updatedAt: new Date() } })
    .returning({ dailyMinutes: studySetting.dailyMinutes, easyDays: studySetting.easyDays });
  return row!;
}
