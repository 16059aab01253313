import { AlertCircle } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../components/ui/button';
import { Card, CardContent } from '../components/ui/card';
import { pageTitle, useDocumentTitle } from '../lib/use-document-title';
import { useTranslation } from 'react-i18next';

export default function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(pageTitle(t('Page not found')));
  return (
    <main className="flex min-h-screen items-center justify-center bg-muted/40 px-4">
      <Card className="w-full max-w-md">
        <CardContent className="pt-6">
          <div className="flex items-center gap-2">
            <AlertCircle className="size-8 text-destructive" aria-hidden />
            <h1 className="text-2xl font-bold">{t('404 Page Not Found')}</h1>
          </div>
          <p className="mt-4 text-sm text-muted-foreground">{t('Did you forget to add the page to the router?')}</p>
          <Button asChild variant="outline" className="mt-6">
            <Link href="/">{t('Go to the home page')}</Link>
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
