import { useEffect, useState } from 'react';
import { Redirect, useLocation } from 'wouter';
import { forgetReturnTo, pendingReturnTo, rememberReturnTo } from '../../lib/auth/return-to';

/** /sign-in and /sign-up once signed in: back to the invitation that sent the visitor here, else the dashboard. */
export function AfterSignIn() {
  const [to] = useState(() => pendingReturnTo() ?? '/dashboard');
  useEffect(forgetReturnTo, []);
  return <Redirect to={to} replace />;
}

/** A signed-in page opened while signed out: remembered when worth returning to, then the landing page. */
export function SignedOutRedirect() {
  const [path] = useLocation();
  useEffect(() => rememberReturnTo(path), [path]);
  return <Redirect to="/" replace />;
}
