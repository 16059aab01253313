import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import { Input } from '../../components/ui/input';
import { ALL_SUBJECTS } from './filter-notes';

interface NotesFiltersProps {
  search: string;
  onSearchChange: (search: string) => void;
  subject: string;
  onSubjectChange: (subject: string) => void;
  subjects: string[];
}

export function NotesFilters({ search, onSearchChange, subject, onSubjectChange, subjects }: NotesFiltersProps) {
  const { t } = useTranslation('notes');
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <div className="relative flex-1">
        <Search aria-hidden className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          type="search"
          aria-label={t('Search notes')}
          placeholder={t('Search notes...')}
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          className="pl-9"
        />
      </div>
      <select
        aria-label={t('Filter by subject')}
        value={subject}
        onChange={(event) => onSubjectChange(event.target.value)}
        className="h-10 rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:w-56"
      >
        <option value={ALL_SUBJECTS}>{t('All Subjects')}</option>
        {subjects.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
