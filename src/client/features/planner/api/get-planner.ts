import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedPlanner } from '../../../../shared/planner';
import { apiJson } from '../../../lib/api';

/** GET /api/planners/:id: one planner with its schedule, read when the student selects it. */
export const plannerQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['/api/planners', id], queryFn: () => apiJson<SavedPlanner>('GET', `/api/planners/${encodeURIComponent(id)}`) });

export const usePlanner = (id: string | null) => useQuery({ ...plannerQueryOptions(id ?? ''), enabled: Boolean(id) });
