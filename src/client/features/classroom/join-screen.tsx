import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { JoinForm } from './join-form';
import { pageTitle, useDocumentTitle } from '../../lib/use-document-title';

/** /join/{code}: the link a teacher shares; the student confirms before joining. */
export function JoinScreen({ code }: { code: string }) {
  const { t } = useTranslation('classroom');
  useDocumentTitle(pageTitle(t('Join a class')));
  return (
    <div className="mx-auto max-w-md">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-semibold leading-tight">{t('Join a class')}</h1>
          <CardDescription>{t('You were invited to join a class with the code {code}.', { code })}</CardDescription>
        </CardHeader>
        <CardContent>
          <JoinForm initialCode={code} />
        </CardContent>
      </Card>
    </div>
  );
}
