import { useQueryClient } from '@tanstack/react-query';
import { LogIn } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { userQueryKey } from '../../lib/auth/get-user';

/** Shown when the session ended while the page was open (the summaries query answered 401). */
export function SignedOutCard() {
  const queryClient = useQueryClient();
  return (
    <Card className="mx-auto max-w-md text-center">
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight">Please sign in to use the AI Summarizer</h2>
      </CardHeader>
      <CardContent>
        <Button asChild>
          {/* The user is read again, so the app knows it is signed out when it lands. */}
          <Link href="/" onClick={() => void queryClient.invalidateQueries({ queryKey: userQueryKey })}>
            <LogIn aria-hidden />
            Go to Sign In
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
