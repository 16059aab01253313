import { AlertTriangle } from 'lucide-react';
import { Component, type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { pageTitle, useDocumentTitle } from '../lib/use-document-title';
import { Button } from './ui/button';
import { Card, CardContent } from './ui/card';
import { useTranslation } from 'react-i18next';

/** What a screen that crashed leaves: the message and two ways on, instead of a white page. */
function ToolCrashed() {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(pageTitle(t('Something went wrong')));
  // The screen that had focus is gone: keyboard and screen-reader users land on the message.
  useEffect(() => heading.current?.focus(), []);
  return (
    <main className="flex min-h-screen items-center justify-center bg-muted/40 px-4">
      <Card className="w-full max-w-md">
        <CardContent className="pt-6">
          <div className="flex items-center gap-2">
            <AlertTriangle className="size-8 shrink-0 text-destructive" aria-hidden />
            <h1 ref={heading} tabIndex={-1} className="text-xl font-bold focus:outline-none">
              {t('Something went wrong in this tool.')}
            </h1>
          </div>
          <p className="mt-4 text-sm text-muted-foreground">{t('Reload the page to try again, or go back to your dashboard.')}</p>
          <div className="mt-6 flex flex-wrap gap-2">
            <Button onClick={() => window.location.reload()}>{t('Reload')}</Button>
            <Button asChild variant="outline">
              <Link href="/dashboard">{t('Back to dashboard')}</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </main>
  );
}

interface RouteErrorBoundaryProps {
  /** The current path: moving to another one shows that page again instead of the message. */
  path: string;
  children: ReactNode;
}

/**
 * Around the routes: an error while a page renders (a bug, an answer of an unexpected shape, a code
 * chunk that failed to load) shows ToolCrashed in place of that page, and the rest of the app works.
 */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, { crashed: boolean }> {
  override state = { crashed: false };

  static getDerivedStateFromError() {
    return { crashed: true };
  }

  override componentDidUpdate(previous: RouteErrorBoundaryProps, previousState: { crashed: boolean }) {
    // Only a crash already shown is cleared: the render that moved to a crashing page must keep its message.
    if (previousState.crashed && this.state.crashed && previous.path !== this.props.path) this.setState({ crashed: false });
  }

  override render() {
    return this.state.crashed ? <ToolCrashed /> : this.props.children;
  }
}
