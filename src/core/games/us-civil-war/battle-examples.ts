/**
 * The U.S. Civil War: the rulebook's worked land battle, as a link the battle roller opens with
 * its situation and dice. The dice and results are read from the CRT facts of `crt-vectors.ts`,
 * where the rulebook's numbers are written once.
 */
import type { RollExample } from '../../shared/game-module.js';
import { crtColumnById } from './crt-columns.js';
import { CRT_VECTORS, type CellVector } from './crt-vectors.js';

const vector = (id: string): CellVector => {
  const v = CRT_VECTORS.find((x): x is CellVector => x.kind === 'cell' && x.id === id);
  if (!v) throw new Error(`no CRT fact ${id}`);
  return v;
};

/** A total rolled on `dice` dice, split as evenly as it goes. */
function faces(v: CellVector): number[] {
  const dice = crtColumnById(v.column)?.dice ?? 1;
  return Array.from({ length: dice }, (_, i) => Math.floor((v.roll + i) / dice));
}

const LEE = vector('V9');
const MCDOWELL = vector('V10');

export const BATTLE_EXAMPLES: readonly RollExample[] = [
  {
    title: 'How Safe is Washington? Lee and Jackson with a card against McDowell in an F3 fort',
    rule: LEE.place,
    inputs: {
      aSp: 11,
      aCmd: 2,
      aSub1: 2,
      aCard: true,
      dSp: 5,
      dCmd: 1,
      fort: 'f3',
      terrain: 'navigable-river',
    },
    dice: [faces(LEE), faces(MCDOWELL)],
    answer: `Lee’s ${LEE.roll + LEE.modifier} reads ${LEE.expect} on the ${LEE.column} column, McDowell’s ${MCDOWELL.roll + MCDOWELL.modifier} reads ${MCDOWELL.expect} on the ${MCDOWELL.column} column: Lee wins and takes Washington; the river adds nothing beside the fort.`,
  },
];
