import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { CLASSROOM_TEXTS as T } from './classroom-texts';
import { JoinForm } from './join-form';
import { pageTitle, useDocumentTitle } from '../../lib/use-document-title';

/** /join/{code}: the link a teacher shares; the student confirms before joining. */
export function JoinScreen({ code }: { code: string }) {
  useDocumentTitle(pageTitle(T.joinLinkTitle));
  return (
    <div className="mx-auto max-w-md">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-semibold leading-tight">{T.joinLinkTitle}</h1>
          <CardDescription>{T.joinLinkText(code)}</CardDescription>
        </CardHeader>
        <CardContent>
          <JoinForm initialCode={code} />
        </CardContent>
      </Card>
    </div>
  );
}
