import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { useAuthProviders } from '../../lib/auth/get-providers';
import { type SocialProvider, useSocialSignIn } from '../../lib/auth/social-sign-in';

/** Shown only for the providers the server has credentials for. */
export function SocialButtons() {
  const { data } = useAuthProviders();
  const signIn = useSocialSignIn();
  const { t } = useTranslation('auth');
  const labels: Record<SocialProvider, string> = { google: t('Continue with Google'), github: t('Continue with GitHub') };
  const providers = (['google', 'github'] as const).filter((provider) => data?.[provider]);
  if (providers.length === 0) return null;
  return (
    <div className="space-y-2">
      {providers.map((provider) => (
        <Button key={provider} variant="outline" className="w-full" disabled={signIn.isPending} onClick={() => signIn.mutate(provider)}>
          {labels[provider]}
        </Button>
      ))}
      <p className="py-2 text-center text-xs uppercase text-muted-foreground">{t('or with e-mail')}</p>
    </div>
  );
}
