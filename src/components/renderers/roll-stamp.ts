/** When rolls are logged: one clock per tab that never gives two rolls the same time. */
import { nextStamp } from '../../storage/conflict.js';

let lastRollStamp = '';

/**
 * When a roll was made: now, but always later than the roll before it in this tab, so that the
 * log's newest-first order (and Undo, which takes the newest) holds for two rolls in one
 * millisecond.
 */
export function rollStamp(): string {
  lastRollStamp = lastRollStamp ? nextStamp(lastRollStamp) : new Date().toISOString();
  return lastRollStamp;
}
