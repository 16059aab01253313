import { Link } from 'wouter';
import { errorMessage } from '../../lib/api';
import { useMyAssignments } from './api/assignments';
import { CLASSROOM_TEXTS as T } from './classroom-texts';
import { AssignmentRow } from './student-class-view';

/** The dashboard's 'Assigned to you': every class's work with its class, due date and the student's status. */
export default function AssignedToYou() {
  const { data, isError, error } = useMyAssignments();
  if (isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {errorMessage(error, 'Could not load your assignments.')}
      </p>
    );
  }
  if (!data || data.length === 0) return null;
  return (
    <section aria-labelledby="assigned-heading" className="space-y-3">
      <div className="flex items-center justify-between">
        <h2 id="assigned-heading" className="text-xl font-semibold">
          {T.assignedToYou}
        </h2>
        <Link href="/classes" className="text-sm text-primary underline-offset-4 hover:underline">
          Your classes
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
