import { FileQuestion } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { pageTitle, useDocumentTitle } from '../../../lib/use-document-title';

/** A quiz that does not exist, is someone else's, or could not be loaded. */
export function QuizNotFound() {
  const { t } = useTranslation('quiz');
  useDocumentTitle(pageTitle(t('Quiz Not Found')));
  return (
    <Card className="mx-auto max-w-md text-center">
      <CardHeader className="items-center">
        <FileQuestion className="size-12 text-muted-foreground" aria-hidden />
        <h1 className="text-2xl font-semibold">{t('Quiz Not Found')}</h1>
        <CardDescription>{t("The quiz you're looking for doesn't exist or may have been removed.")}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild>
          <Link href="/dashboard">{t('Back to Dashboard')}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
