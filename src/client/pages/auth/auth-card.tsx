import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Brand } from '../../components/layout/brand';
import { ThemeToggle } from '../../components/layout/theme-toggle';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { pendingReturnTo } from '../../lib/auth/return-to';
import { pageTitle, useDocumentTitle } from '../../lib/use-document-title';

export function AuthCard({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  const { t } = useTranslation('auth');
  useDocumentTitle(pageTitle(title));
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-b from-secondary/60 to-background">
      <header className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between px-4">
        <Brand />
        <ThemeToggle />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 py-10">
        <Card className="w-full max-w-md">
          <CardHeader>
            <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
            <CardDescription>{description}</CardDescription>
            {pendingReturnTo() && (
              <p role="status" className="rounded-md bg-secondary px-3 py-2 text-sm">
                {t('Sign in or create an account, and you will go straight back to join the class you were invited to.')}
              </p>
            )}
          </CardHeader>
          <CardContent>{children}</CardContent>
        </Card>
      </main>
    </div>
  );
}
