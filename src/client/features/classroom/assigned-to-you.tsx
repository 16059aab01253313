import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { errorMessage } from '../../lib/api';
import { useMyAssignments } from './api/assignments';
import { AssignmentRow } from './student-class-view';

/** The dashboard's 'Assigned to you': every class's work with its class, due date and the student's status. */
export default function AssignedToYou() {
  const { data, isError, error } = useMyAssignments();
  const { t } = useTranslation('classroom');
  if (isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {errorMessage(error, t('Could not load your assignments.'))}
      </p>
    );
  }
  if (!data || data.length === 0) return null;
  return (
    <section aria-labelledby="assigned-heading" className="space-y-3">
      <div className="flex items-center justify-between">
        <h2 id="assigned-heading" className="text-xl font-semibold">
          {t('Assigned to you')}
        </h2>
        <Link href="/classes" className="text-sm text-primary underline-offset-4 hover:underline">
          {t('Your classes')}
        </Link>
      </div>
      <ul className="space-y-3">
        {data.map((item) => (
          <AssignmentRow key={item.id} item={item} showClass />
        ))}
      </ul>
    </section>
  );
}
