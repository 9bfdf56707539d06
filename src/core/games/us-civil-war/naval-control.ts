/**
 * The U.S. Civil War: which enemy pieces block Naval Control on which waters (20.1.4), the
 * matrix the text copy flattens into twelve yes/no values, read column by column. Data only.
 */

/** The waters, in the rulebook's order. */
export const NAVAL_WATERS = [
  ['type1', 'Type 1 Navigable River (all but the Mississippi and Ohio)'],
  ['type2', 'Type 2 Navigable River (Mississippi, Ohio)'],
  ['lake', 'Lake or Coastal hexes'],
  ['tidal', 'Tidal River Path or Ocean'],
] as const;

/** The enemy pieces or places that may block, in the rulebook's order. */
export const NAVAL_BLOCKERS = [
  ['sp', 'SP or General'],
  ['port', 'Port or Entrenchment'],
  ['fort', 'Fort, Naval Battery or Naval Unit'],
] as const;

/** Whether each blocker blocks Naval Control on each water: `[water][blocker]`. */
export const NAVAL_BLOCKING: Readonly<
  Record<
    (typeof NAVAL_WATERS)[number][0],
    Readonly<Record<(typeof NAVAL_BLOCKERS)[number][0], boolean>>
  >
> = {
  type1: { sp: false, port: true, fort: true },
  type2: { sp: false, port: false, fort: true },
  lake: { sp: false, port: false, fort: true },
  tidal: { sp: false, port: false, fort: false },
};
