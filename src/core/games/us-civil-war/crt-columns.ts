/**
 * The U.S. Civil War: the columns of the Combat Results Table. Each side rolls on the column of
 * its own strength (SPs on land, NSPs at sea); the column fixes how many dice it rolls and, on
 * land, how many Generals add their ratings (11.2.1, 11.3). The grid's cells are on the player
 * aid card, not in the rulebook (ruling G1): the players key them in (see `crt-grid.ts`).
 */

/**
 * The command tiers of 11.3, from the smallest force up: from `minStrength` SPs a side rolls
 * `dice` dice and adds the ratings of `generals` Generals (the commander and the others). The
 * dice counts are read from the worked examples (the chart itself is not printed).
 */
export const CRT_TIERS = [
  { minStrength: 0, dice: 1, generals: 1 },
  { minStrength: 7, dice: 2, generals: 2 },
  { minStrength: 13, dice: 3, generals: 3 },
] as const;

/**
 * The lowest strength of each column, left to right; a column runs to the next one's lowest
 * strength less one, and the last is open above. Columns 4 and 13-16 are not named in the
 * rulebook but follow from its neighbours (spec §2.1.1).
 */
const COLUMN_STARTS = [0, 1, 2, 3, 4, 5, 7, 9, 13, 17] as const;
const INFERRED_STARTS: readonly number[] = [4, 13];

/** One column of the CRT. */
export interface CrtColumn {
  /** As the chart labels it: '0', '5-6', '17+'. */
  readonly id: string;
  /** Position from the left (0 = the '0' column). */
  readonly index: number;
  readonly minStrength: number;
  /** Null for the last column, open above. */
  readonly maxStrength: number | null;
  /** Dice the side rolls (d6). */
  readonly dice: number;
  /** Generals whose ratings count in a land battle: the commander and the others (11.3). */
  readonly generals: number;
  /** Not named in the rulebook; its existence follows from the named columns. */
  readonly inferred: boolean;
}

function tierOf(strength: number) {
  let tier: (typeof CRT_TIERS)[number] = CRT_TIERS[0];
  for (const t of CRT_TIERS) if (strength >= t.minStrength) tier = t;
  return tier;
}

/** Every column of the CRT, left to right. */
export const CRT_COLUMNS: readonly CrtColumn[] = COLUMN_STARTS.map((min, index) => {
  const next = COLUMN_STARTS[index + 1];
  const max = next === undefined ? null : next - 1;
  const id = max === null ? `${min}+` : max === min ? String(min) : `${min}-${max}`;
  const tier = tierOf(min);
  return {
    id,
    index,
    minStrength: min,
    maxStrength: max,
    dice: tier.dice,
    generals: tier.generals,
    inferred: INFERRED_STARTS.includes(min),
  };
});

/** The column ids, left to right: the keys of an entered grid. */
export const CRT_COLUMN_IDS = CRT_COLUMNS.map((c) => c.id) as readonly string[];

/** The column for `strength` SPs or NSPs (a whole number, at least 0; below 0 reads as 0). */
export function crtColumn(strength: number): CrtColumn {
  let found = CRT_COLUMNS[0] as CrtColumn;
  for (const c of CRT_COLUMNS) if (strength >= c.minStrength) found = c;
  return found;
}

/** The column with id `id`, or undefined. */
export function crtColumnById(id: string): CrtColumn | undefined {
  return CRT_COLUMNS.find((c) => c.id === id);
}

/** A defender's column after the Foraging shift, and whether it moved. */
export interface ShiftedColumn {
  readonly column: CrtColumn;
  readonly shifted: boolean;
  /** General slots lost by the shift (11.3 counts on the shifted column). */
  readonly generalsLost: number;
}

/**
 * A Foraging defender rolls one column to the left (13.2.1), and may lose a General's slot with
 * it. From the '0' column there is nowhere to go: no shift (ruling C18).
 */
export function foragingColumn(column: CrtColumn): ShiftedColumn {
  const left = CRT_COLUMNS[column.index - 1];
  if (!left) return { column, shifted: false, generalsLost: 0 };
  return { column: left, shifted: true, generalsLost: column.generals - left.generals };
}
