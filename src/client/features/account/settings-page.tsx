import { ArrowLeft, Download } from 'lucide-react';
import { Link } from 'wouter';
import { ACCOUNT_EXPORT_PATH, SETTINGS_TEXTS as T } from '../../../shared/account';
import { DashboardLayout } from '../../components/layout/dashboard-layout';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { DeleteCard } from './delete-card';
import { EmailCard } from './email-card';
import { PasswordCard } from './password-card';
import { ProfileCard } from './profile-card';
import { SessionsCard } from './sessions-card';

function ExportCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{T.exportTitle}</CardTitle>
        <CardDescription>{T.exportHint}</CardDescription>
      </CardHeader>
      <CardContent>
        {/* A plain link: the browser downloads the archive as it streams, without holding it in the page. */}
        <Button asChild variant="outline">
          <a href={ACCOUNT_EXPORT_PATH} download>
            <Download aria-hidden /> {T.exportButton}
          </a>
        </Button>
      </CardContent>
    </Card>
  );
}

/** /settings: name, e-mail, password, sessions, data export and account deletion. */
export default function SettingsPage() {
  return (
    <DashboardLayout>
      <div className="mx-auto max-w-3xl space-y-6">
        <Link href="/dashboard" className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
          <ArrowLeft className="size-4" aria-hidden /> Back to Dashboard
        </Link>
        <h1 className="text-2xl font-bold tracking-tight">{T.title}</h1>
        <ProfileCard />
        <EmailCard />
        <PasswordCard />
        <SessionsCard />
        <ExportCard />
        <DeleteCard />
      </div>
    </DashboardLayout>
  );
}
