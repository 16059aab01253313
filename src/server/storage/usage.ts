import { STORAGE_KINDS, STORAGE_QUOTAS, type StoragePlan, type StorageUsage } from '../../shared/storage-quotas';
import type { Db } from '../db/client';
import { usageOfAll } from './usage-repo';

/** What the user keeps of each kind against their plan's quota, for GET /api/limits. */
export async function storageUsage(db: Db, userId: string, plan: StoragePlan): Promise<StorageUsage> {
  const used = await usageOfAll(db, STORAGE_KINDS, userId);
  const quotas = STORAGE_QUOTAS[plan];
  return Object.fromEntries(
    STORAGE_KINDS.map((kind) => {
      const { count, bytes } = quotas[kind];
      const use = { used: used[kind].count, limit: count };
      return [kind, bytes === null ? use : { ...use, bytes: { used: used[kind].bytes, limit: bytes } }];
    }),
  ) as StorageUsage;
}
