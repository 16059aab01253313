import { PLAN_NAMES, type PlanName } from '../../../shared/pricing';

// A plan a signed-out visitor picked on the landing page, kept until the dashboard starts its payment.
const KEY = 'studium.pendingPlan';

export function rememberPlan(plan: PlanName): void {
  try {
    localStorage.setItem(KEY, plan);
  } catch {
    // Private mode without storage: the visitor picks the plan again after signing in.
  }
}

/** Reads and clears the remembered plan, so it starts one payment only. */
export function takeRememberedPlan(): PlanName | null {
  try {
    const value = localStorage.getItem(KEY);
    localStorage.removeItem(KEY);
    return (PLAN_NAMES as readonly string[]).includes(value ?? '') ? (value as PlanName) : null;
  } catch {
    return null;
  }
}
