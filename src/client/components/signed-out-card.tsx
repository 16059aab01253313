import { useQueryClient } from '@tanstack/react-query';
import { LogIn } from 'lucide-react';
import { Link } from 'wouter';
import { userQueryKey } from '../lib/auth/get-user';
import { Button } from './ui/button';
import { Card, CardContent, CardHeader } from './ui/card';
import { useTranslation } from 'react-i18next';

/** Shown in a tool when the session ended while its page was open (its list answered 401). */
export function SignedOutCard({ title, text }: { title: string; text?: string }) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return (
    <Card className="mx-auto max-w-md text-center">
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight">{title}</h2>
        {text ? <p className="text-sm text-muted-foreground">{text}</p> : null}
      </CardHeader>
      <CardContent>
        <Button asChild>
          {/* The user is read again, so the app knows it is signed out when it lands. */}
          <Link href="/" onClick={() => void queryClient.invalidateQueries({ queryKey: userQueryKey })}>
            <LogIn aria-hidden />
            {t('Go to Sign In')}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
