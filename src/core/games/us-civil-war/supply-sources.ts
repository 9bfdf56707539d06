/**
 * The U.S. Civil War: the supply checklist (13.3.1, 13.3.2, 13.5.2–13.5.4): what makes a hex a
 * Primary Supply Source for each side, what a Depot is, and the printed costs and bars of tracing
 * an LOC between Depots, in the app's words with each number once. Data only; tracing is done on
 * the map.
 */

/** A Depot projects an LOC this many MPs; each segment between Depots is at most this (13.5.3). */
export const DEPOT_LOC_MP = 4;
/** The extra MP of tracing an LOC through an enemy-controlled Town that is no Objective or Resource Hex (13.5.4). */
export const ENEMY_TOWN_LOC_MP = 1;
/** A Confederate source needs an LOC to this many other friendly Resource Hexes, of any value (13.3.2). */
export const CSA_SOURCE_RESOURCE_LINKS = 2;
/** The least BP value of a Resource Hex that is a Confederate source, Arsenals included (13.3.2). */
export const CSA_SOURCE_MIN_BP = 2;

/** One line of the checklist with its rule. */
export interface ChecklistLine {
  readonly text: string;
  readonly rule: string;
}

/** Each side's Primary Supply Sources (13.3.1, 13.3.2). */
export const PRIMARY_SOURCES: Readonly<Record<'union' | 'confederate', readonly ChecklistLine[]>> =
  {
    union: [
      { text: 'a railroad hex that leaves the north map edge', rule: '13.3.1' },
      {
        text: 'a Union Ocean Port whose way out to sea passes no Confederate Coastal Fort, Fort, Naval Battery or Naval Unit',
        rule: '13.3.1',
      },
      {
        text: 'a Union City or state or national capital in a Northern or Border State with an LOC to another Union Objective Hex (West Virginia has none: its hexes are Resource Hexes)',
        rule: '13.3.1',
      },
    ],
    confederate: [
      { text: 'a friendly Confederate state capital', rule: '13.3.2' },
      {
        text: `a friendly Resource Hex worth at least ${CSA_SOURCE_MIN_BP} BPs, Arsenals included`,
        rule: '13.3.2',
      },
      {
        text: 'either Texas off-map hex (not linked to each other; the southern one is linked by rail to Houston)',
        rule: '13.3.2',
      },
    ],
  };

/** What every Confederate source needs besides (13.3.2). */
export const CSA_SOURCE_CONDITION: ChecklistLine = {
  text: `each with an LOC to ${CSA_SOURCE_RESOURCE_LINKS} other friendly Resource Hexes, of any value`,
  rule: '13.3.2',
};

/** What a Depot is and how an LOC runs between Depots (13.5.2–13.5.4). */
export const DEPOT_LINES: readonly ChecklistLine[] = [
  {
    text: 'A Depot is a hex with a friendly SP or Fort, or a friendly-controlled Town, City or Port.',
    rule: '13.5.2',
  },
  {
    text: `Each Depot carries the LOC ${DEPOT_LOC_MP} MPs on to the next; the last Depot must be in Full Supply. A rail or Navigable Waterway segment between Depots has no MP limit.`,
    rule: '13.5.3',
  },
  {
    text: 'No part of an LOC may enter a hex with an enemy SP or Fort, an enemy ZOI or an enemy-controlled Objective or Resource Hex, nor cross an all-sea, all-lake or impassable Mountain hexside or an enemy-controlled Navigable River hexside.',
    rule: '13.5.3',
  },
  {
    text: `Through an enemy-controlled Town that is no Objective or Resource Hex: +${ENEMY_TOWN_LOC_MP} MP.`,
    rule: '13.5.4',
  },
];

/** The checklist as the supply tool's notes: each side's sources, then Depots and the LOC. */
export function supplyChecklistNotes(): ChecklistLine[] {
  const list = (lines: readonly ChecklistLine[]) => lines.map((l) => l.text).join('; ');
  return [
    {
      text: `Union Primary Supply Sources: ${list(PRIMARY_SOURCES.union)}.`,
      rule: '13.3.1',
    },
    {
      text: `Confederate Primary Supply Sources: ${list(PRIMARY_SOURCES.confederate)}; ${CSA_SOURCE_CONDITION.text}.`,
      rule: '13.3.2',
    },
    ...DEPOT_LINES,
  ];
}
