/**
 * Retries `check` until it passes or `withinMs` runs out. For what arrives a moment later by
 * design: PostgreSQL delivers a notification on the listener's own connection after the commit.
 */
export async function eventually(check: () => Promise<void>, withinMs = 3_000) {
  const deadline = Date.now() + withinMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}
