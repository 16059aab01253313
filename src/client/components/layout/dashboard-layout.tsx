import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useUser } from '../../lib/auth/get-user';
import { DashboardHeader } from './dashboard-header';
import { OfflineBanner } from './offline-banner';
import { MobileMenu } from './mobile-menu';
import { Sidebar } from './sidebar';

/** The signed-in shell: sidebar (a menu under 768 px), header and the page. */
export function DashboardLayout({ children }: { children: ReactNode }) {
  const { user } = useUser();
  const [menuOpen, setMenuOpen] = useState(false);
  const [path] = useLocation();
  const menuButton = useRef<HTMLButtonElement>(null);

  useEffect(() => setMenuOpen(false), [path]);

  // Nothing is rendered without a user (the router sends visitors away).
  if (!user) return null;

  return (
    <div className="flex min-h-screen">
      <aside className="sticky top-0 hidden h-screen w-64 shrink-0 border-r bg-card md:block">
        <Sidebar />
      </aside>
      <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} opener={menuButton} />
      <div className="flex min-w-0 flex-1 flex-col">
        <DashboardHeader user={user} menuButton={menuButton} onOpenMenu={() => setMenuOpen(true)} />
        <OfflineBanner />
        <main className="flex-1 p-4 sm:p-6 lg:p-8">{children}</main>
      </div>
    </div>
  );
}
