import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedPlanner } from '../../../../shared/planner';
import { localIsoDate } from '../../../../shared/exam-date';
import { apiJson } from '../../../lib/api';

/** GET /api/planners/:id: one planner with its schedule, read when the student selects it (re-planned from mastery from their today on). */
export const plannerQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['/api/planners', id],
    queryFn: () => apiJson<SavedPlanner>('GET', `/api/planners/${encodeURIComponent(id)}?today=${localIsoDate()}`),
  });

export const usePlanner = (id: string | null) => useQuery({ ...plannerQueryOptions(id ?? ''), enabled: Boolean(id) });
