import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Plan } from '../../shared/pricing';

/** Cached 5 minutes; fetched through the default key-as-path query function. */
export const plansQueryOptions = () => queryOptions<Plan[]>({ queryKey: ['/api/plans'], staleTime: 5 * 60 * 1000 });

export const usePlans = () => useQuery(plansQueryOptions());
