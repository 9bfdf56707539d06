/**
 * Altar of Freedom: army moods and their break-point percentages (Army Break Points,
 * L1596–1632; spec §2.9). A scenario's printed absolute break point always wins (ruling C15).
 */

/** The three army moods (L1608–1610). */
export const MOODS = ['Determined', 'Steady', 'Weary'] as const;

/** One of `MOODS`. */
export type Mood = (typeof MOODS)[number];

/** A mood with its break point as a percentage of the army's brigades. */
export interface MoodInfo {
  readonly mood: Mood;
  /** Percentage of brigades (infantry, cavalry, artillery) the army may lose. */
  readonly breakPercent: number;
  /** Short description in the app's own words. */
  readonly description: string;
  readonly rule: string;
}

/** Break-point percentage per mood (L1608–1618; Army Builder's 30% for Steady is ruling C2). */
export const MOOD_TABLE: readonly MoodInfo[] = [
  {
    mood: 'Determined',
    breakPercent: 30,
    description: 'Confident and eager, trusting its generals.',
    rule: 'Army Break Points', // L1608–1618
  },
  {
    mood: 'Steady',
    breakPercent: 25,
    description: 'Ready for battle with sound command; the usual rating.',
    rule: 'Army Break Points', // L1608–1618
  },
  {
    mood: 'Weary',
    breakPercent: 20,
    description: 'Worn out, poorly supplied or troubled at the top.',
    rule: 'Army Break Points', // L1608–1618
  },
];

/** What counts as one loss toward the break point: all count equally (L1624–1628). */
export const LOSS_KINDS = [
  { id: 'broken-brigade', label: 'Broken or removed brigade (infantry, cavalry, artillery)' },
  { id: 'fallen-general', label: 'Fallen general (captured, wounded or killed)' },
  { id: 'captured-hq', label: 'Captured HQ' },
] as const;
