/** When rolls are logged: one clock per tab that never gives two rolls the same time. */
let lastRollStamp = '';

/**
 * When a roll was made: now, but always later than the roll before it in this tab, so that the
 * log's newest-first order (and Undo, which takes the newest) holds for two rolls in one
 * millisecond.
 */
export function rollStamp(now = Date.now()): string {
  const after = lastRollStamp ? Date.parse(lastRollStamp) + 1 : now;
  lastRollStamp = new Date(Math.max(now, after)).toISOString();
  return lastRollStamp;
}
