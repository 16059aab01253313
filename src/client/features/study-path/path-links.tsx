import { ArrowLeft, Route } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button';
import { STUDY_PATH_TEXTS } from './study-path-texts';

/** 'Back to Dashboard' and the way back to the list, above every state of a path's page. */
export function PathLinks() {
  return (
    <nav aria-label="Study path" className="flex flex-wrap gap-2">
      <Button asChild variant="ghost" size="sm">
        <Link href="/dashboard">
          <ArrowLeft aria-hidden />
          {STUDY_PATH_TEXTS.backToDashboard}
        </Link>
      </Button>
      <Button asChild variant="ghost" size="sm">
        <Link href="/study-paths">
          <Route aria-hidden />
          {STUDY_PATH_TEXTS.allPaths}
        </Link>
      </Button>
    </nav>
  );
}
