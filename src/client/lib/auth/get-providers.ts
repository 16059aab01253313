import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthProviders } from '../../../shared/user';

/** Which social sign-ins the server offers; fetched through the default key-as-path query function. */
export const providersQueryOptions = () => queryOptions<AuthProviders>({ queryKey: ['/api/auth/providers'] });

export const useAuthProviders = () => useQuery(providersQueryOptions());
