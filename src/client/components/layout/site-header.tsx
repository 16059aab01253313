import { Link } from 'wouter';
import { useUser } from '../../lib/auth/get-user';
import { Button } from '../ui/button';
import { Brand } from './brand';
import { ThemeToggle } from './theme-toggle';

const ANCHORS = [
  { href: '/#features', label: 'Features' },
  { href: '/#pricing', label: 'Pricing' },
  { href: '/#how-it-works', label: 'How It Works' },
];

/** The public pages' header: section anchors, Login and Try It Now (both to /sign-in). */
export function SiteHeader() {
  const { user } = useUser();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Brand />
        <nav aria-label="Sections" className="hidden items-center gap-6 text-sm font-medium md:flex">
          {ANCHORS.map((anchor) => (
            <a key={anchor.href} href={anchor.href} className="text-muted-foreground hover:text-foreground">
              {anchor.label}
            </a>
          ))}
        </nav>
        <div className="flex items-center gap-2">
          <ThemeToggle />
          {user ? (
            <Button asChild>
              <Link href="/dashboard">Go to Dashboard</Link>
            </Button>
          ) : (
            <>
              <Button asChild variant="ghost" className="hidden sm:inline-flex">
                <Link href="/sign-in">Login</Link>
              </Button>
              <Button asChild>
                <Link href="/sign-in">Try It Now</Link>
              </Button>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
