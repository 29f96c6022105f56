/**
 * Test helpers for the purchase journey: waiting on conditions instead of sleeping, and building
 * apps that share one database (to stand in for a restarted node).
 */

/** Polls `condition` until it holds; fails with `message` after a generous timeout. */
export async function waitFor(condition: () => Promise<boolean> | boolean, { timeoutMs = 20_000, intervalMs = 20, message = 'condition' } = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await condition()) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${message}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
