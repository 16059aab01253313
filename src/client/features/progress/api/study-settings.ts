import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StudySettings } from '../../../../shared/learner';
import { apiJson } from '../../../lib/api';
import { useUser } from '../../../lib/auth/get-user';

const SETTINGS_KEY = ['/api/learner/settings'] as const;

/** GET /api/learner/settings: the daily minutes and easy days (the defaults until saved). */
export function useStudySettings() {
  const { user } = useUser();
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: () => apiJson<StudySettings>('GET', '/api/learner/settings'),
    enabled: Boolean(user),
  });
}

export function useSaveStudySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: StudySettings) => apiJson<StudySettings>('PUT', '/api/learner/settings', settings),
    onSuccess: (saved) => queryClient.setQueryData(SETTINGS_KEY, saved),
  });
}
