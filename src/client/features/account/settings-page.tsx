import { Download, ShieldCheck } from 'lucide-react';
import { Link } from 'wouter';
import { ACCOUNT_EXPORT_PATH, SETTINGS_TEXTS as T } from '../../../shared/account';
import { ADMIN_TEXTS } from '../../../shared/admin';
import { BackToDashboard } from '../../components/layout/back-to-dashboard';
import { DashboardLayout } from '../../components/layout/dashboard-layout';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { useUser } from '../../lib/auth/get-user';
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

/** For an administrator only: the way to /admin (on a phone the header has no room for its link). */
function AdministrationCard() {
  const { user } = useUser();
  if (!user?.admin) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{ADMIN_TEXTS.title}</CardTitle>
        <CardDescription>You administer this server: its users, their plans, the AI provider and the audit log.</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="outline">
          <Link href="/admin">
            <ShieldCheck aria-hidden /> Open administration
          </Link>
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
        <BackToDashboard />
        <h1 className="text-2xl font-bold tracking-tight">{T.title}</h1>
        <ProfileCard />
        <EmailCard />
        <PasswordCard />
        <SessionsCard />
        <ExportCard />
        <AdministrationCard />
        <DeleteCard />
      </div>
    </DashboardLayout>
  );
}
