import { DEFAULT_STUDY_SETTINGS, type StudySettings } from '../../../shared/learner';
import type { Db } from '../../db/client';
import * as repo from './settings-repo';

/** The user's study settings, the defaults (45 minutes, no easy days) until they save their own. */
export async function studySettingsOf(db: Db, userId: string): Promise<StudySettings> {
  return (await repo.findSettings(db, userId)) ?? { ...DEFAULT_STUDY_SETTINGS, easyDays: [...DEFAULT_STUDY_SETTINGS.easyDays] };
}

export function studySettingsService(db: Db) {
  return {
    get: (userId: string) => studySettingsOf(db, userId),
    save: (userId: string, settings: StudySettings) => repo.saveSettings(db, userId, settings),
  };
}
