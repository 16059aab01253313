import { Download, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ACCOUNT_EXPORT_PATH, SETTINGS_TEXTS as T } from '../../../shared/account';
import { ADMIN_TEXTS } from '../../../shared/admin';
import { BackToDashboard } from '../../components/layout/back-to-dashboard';
import { DashboardLayout } from '../../components/layout/dashboard-layout';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { LanguageSwitch } from '../../i18n/language-switch';
import { useUser } from '../../lib/auth/get-user';
import { DeleteCard } from './delete-card';
import { EmailCard } from './email-card';
import { PasswordCard } from './password-card';
import { ProfileCard } from './profile-card';
import { SessionsCard } from './sessions-card';

function ExportCard() {
  const { t } = useTranslation('settings');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t(T.exportTitle)}</CardTitle>
        <CardDescription>{t(T.exportHint)}</CardDescription>
      </CardHeader>
      <CardContent>
        {/* A plain link: the browser downloads the archive as it streams, without holding it in the page. */}
        <Button asChild variant="outline">
          <a href={ACCOUNT_EXPORT_PATH} download>
            <Download aria-hidden /> {t(T.exportButton)}
          </a>
        </Button>
      </CardContent>
    </Card>
  );
}

/** For an administrator only: the way to /admin (on a phone the header has no room for its link). */
function AdministrationCard() {
  const { user } = useUser();
  const { t } = useTranslation('settings');
  if (!user?.admin) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t(ADMIN_TEXTS.title)}</CardTitle>
        <CardDescription>{t('You administer this server: its users, their plans, the AI provider and the audit log.')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="outline">
          <Link href="/admin">
            <ShieldCheck aria-hidden /> {t('Open administration')}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** /settings: name, e-mail, password, sessions, data export and account deletion. */
/** The screens' language (and the e-mails' and the AI's answers'), saved on the account. */
function LanguageCard() {
  const { t } = useTranslation('settings');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('Language')}</CardTitle>
        <CardDescription>{t('Studium shows its screens, sends its e-mails and writes the AI’s answers in this language.')}</CardDescription>
      </CardHeader>
      <CardContent>
        <LanguageSwitch />
      </CardContent>
    </Card>
  );
}

export default function SettingsPage() {
  const { t } = useTranslation('settings');
  return (
    <DashboardLayout>
      <div className="mx-auto max-w-3xl space-y-6">
        <BackToDashboard />
        <h1 className="text-2xl font-bold tracking-tight">{t(T.title)}</h1>
        <ProfileCard />
        <LanguageCard />
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
