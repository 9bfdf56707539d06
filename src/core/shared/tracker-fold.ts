/**
 * A tracker panel drawn folded to one line (a disclosure): a step already done, reference text, a
 * long list or a form seldom needed, so that a page on a phone is as long as what it shows now.
 */
export interface TrackerFold {
  /** The fold's heading, on its one line. */
  readonly title: string;
  /** What the panel holds now, in a few words beside the heading. */
  readonly summary: string;
  /** Whether it opens by itself now (the step the player is at); a player may open any fold. */
  readonly open: boolean;
}
