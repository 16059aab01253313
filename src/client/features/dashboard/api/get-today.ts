import { queryOptions, useQuery } from '@tanstack/react-query';
import { localIsoDate } from '../../../../shared/exam-date';
import type { TodayPlan } from '../../../../shared/today';
import { keyQueryFn } from '../../../lib/api';
import { TIME_ZONE } from '../../../lib/query-keys';

/** GET /api/today for the browser's date and time zone: the day's planner tasks and cards due before its midnight. */
export const todayQueryOptions = () =>
  queryOptions<TodayPlan>({
    queryKey: [`/api/today?day=${localIsoDate()}&tz=${encodeURIComponent(TIME_ZONE)}`],
    queryFn: keyQueryFn<TodayPlan>({ on401: 'throw' }),
  });

export const useToday = () => useQuery(todayQueryOptions());
