import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { DashboardLayout } from '../../components/layout/dashboard-layout';
import { AuditLog } from './audit-log';
import { InstanceCard } from './instance-card';
import { LtiSection } from './lti-section';
import { UsersSection } from './users-section';

/** /admin: this server's users, its figures and AI provider, and the log of what administrators did. */
export default function AdminPage() {
  const { t } = useTranslation('admin');
  return (
    <DashboardLayout>
      <div className="mx-auto max-w-6xl space-y-8">
        <Link href="/dashboard" className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
          <ArrowLeft className="size-4" aria-hidden /> {t('Back to Dashboard')}
        </Link>
        <h1 className="text-2xl font-bold tracking-tight">{t('Administration')}</h1>
        <InstanceCard />
        <UsersSection />
        <LtiSection />
        <AuditLog />
      </div>
    </DashboardLayout>
  );
}
