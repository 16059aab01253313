import { Plus, Route } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { STUDY_PATH_TEXTS } from './study-path-texts';

export function StudyPathsEmpty({ onCreate }: { onCreate: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center">
      <Route aria-hidden className="size-10 text-muted-foreground" />
      <h2 className="text-lg font-semibold">{STUDY_PATH_TEXTS.emptyTitle}</h2>
      <p className="max-w-md text-sm text-muted-foreground">{STUDY_PATH_TEXTS.emptyText}</p>
      <Button onClick={onCreate}>
        <Plus aria-hidden />
        {STUDY_PATH_TEXTS.emptyAction}
      </Button>
    </div>
  );
}
