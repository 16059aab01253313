import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  LTI_ADMIN_PLATFORMS_PATH,
  LTI_ADMIN_TOOL_PATH,
  type LtiPlatform,
  type LtiToolConfiguration,
  type NewLtiPlatform,
} from '../../../../shared/lti';
import { apiJson } from '../../../lib/api';

const platformsKey = [LTI_ADMIN_PLATFORMS_PATH] as const;

/** The registered learning platforms (LTI 1.3). */
export const useLtiPlatforms = () =>
  useQuery({ queryKey: platformsKey, queryFn: () => apiJson<{ platforms: LtiPlatform[] }>('GET', LTI_ADMIN_PLATFORMS_PATH) });

/** Studium's URLs and public key, as a platform's administrator pastes them. */
export const useLtiTool = () =>
  useQuery({ queryKey: [LTI_ADMIN_TOOL_PATH], queryFn: () => apiJson<LtiToolConfiguration>('GET', LTI_ADMIN_TOOL_PATH) });

export function useAddLtiPlatform() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (platform: NewLtiPlatform) => apiJson<LtiPlatform>('POST', LTI_ADMIN_PLATFORMS_PATH, platform),
    onSuccess: () => client.invalidateQueries({ queryKey: platformsKey }),
  });
}

export function useDeleteLtiPlatform() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<{ message: string }>('DELETE', `${LTI_ADMIN_PLATFORMS_PATH}/${encodeURIComponent(id)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: platformsKey }),
  });
}
