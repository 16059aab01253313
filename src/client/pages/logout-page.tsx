import { useEffect } from 'react';
import { PageLoader } from '../components/ui/spinner';
import { useSignOut } from '../lib/auth/sign-out';

/** /logout signs the session out and returns to the landing page. */
export default function LogoutPage() {
  const { mutate } = useSignOut();
  useEffect(() => mutate(), [mutate]);
  return <PageLoader />;
}
