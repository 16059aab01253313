import { Hammer } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';

/** Placeholder for a tool whose screen is not built yet. */
export function ComingSoon({ title, description }: { title: string; description: string }) {
  useEffect(() => {
    document.title = `${title} · Studium`;
  }, [title]);
  return (
    <Card className="mx-auto max-w-xl text-center">
      <CardHeader className="items-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
          <Hammer className="size-6" aria-hidden />
        </span>
        <h1 className="text-2xl font-semibold">{title}</h1>
        <CardTitle className="text-base font-medium text-muted-foreground">Coming soon</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="outline">
          <Link href="/dashboard">Back to Dashboard</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
