/**
 * In Freedom's Cause: distances in coop/solo deployment where concealing terrain counts double
 * (Cooperative and Solo Play Mode › Deploying Enemy Forces): each inch of woods or similar, and
 * each inch out of the players' sight behind a hill, counts as `DEPLOYMENT.concealment` inches
 * when picket distances and the enemy's 12″ from the players are measured. Pure.
 */
import { DEPLOYMENT } from './coop-data.js';

/** A line as measured on the table: its inches in the open, and in concealing terrain. */
export interface MeasuredLine {
  readonly open: number;
  /** In woods or similar concealing terrain, or out of the players' sight behind a hill. */
  readonly concealed: number;
}

/** The distance the line counts for: open inches once, concealed ones double. */
export function countedInches(line: MeasuredLine): number {
  return Math.max(0, line.open) + DEPLOYMENT.concealment * Math.max(0, line.concealed);
}

/** How much further the line must go to count for `needed`: in the open, or all concealed. */
export function stillToGo(
  line: MeasuredLine,
  needed: number,
): {
  readonly counted: number;
  readonly short: number;
  readonly open: number;
  readonly concealed: number;
} {
  const counted = countedInches(line);
  const short = Math.max(0, needed - counted);
  return { counted, short, open: short, concealed: short / DEPLOYMENT.concealment };
}
