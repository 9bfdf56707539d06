/**
 * The U.S. Civil War: every number the rulebook prints about victory points and automatic
 * victory (19.3, S1.2–S3.2), written once. The scenarios' thresholds and the election are in
 * `scenarios.ts`; the benchmarks are on the Turn Record Track, all but one (ruling G5).
 */

/** How far ahead of or behind the benchmark wins at once (19.3.4). */
export const AUTO_MARGIN = 12;

/** Union VPs while its Naval Control runs the whole Mississippi (19.3.1). */
export const MISSISSIPPI_VP = 3;

/** Confederate VPs, once a game, for occupying Washington, D.C. (19.3.2). */
export const NATIONAL_PANIC_VP = 3;

/** Confederate VPs each End Phase per Objective Hex he controls in a Northern state (19.3.2). */
export const INVASION_VP_PER_HEX = 2;

/** What Fading Glory takes off the Invading the North total, never below 0 (19.3.2). */
export const FADING_GLORY = 1;

/** End of S1–S3: Union VPs per Blockade DRM point whose port is closed, Confederate VPs per Border-State Objective Hex (S1.2). */
export const SCENARIO_END_VP = { blockadePoint: 0.5, borderHex: 1 } as const;

/** The benchmarks the rulebook prints: only Turn 11's, in the example of 19.3.4. */
export const KNOWN_BENCHMARKS: readonly { readonly turn: number; readonly value: number }[] = [
  { turn: 11, value: 30 },
];
