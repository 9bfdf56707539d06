/**
 * The U.S. Civil War: every fact the rulebook gives about the Combat Results Table, as data the
 * entered grid is checked against (spec §2.1.4): eleven results its examples read (V1–V11) and
 * six chances it quotes (PV1–PV6). Each names the rulebook's place; the line of our text copy is
 * a trace only. The rolls and modifiers are those the examples print.
 */
import { AMPHIBIOUS_MAX_SP, CARD_DRM, fortDrm, NAVAL_SUPPORT_DRM } from './land-modifiers.js';

/** Where a fact is printed: the rulebook's place, and the trace into our text copy. */
interface Placed {
  readonly id: string;
  /** The rulebook's place, as a player would look it up. */
  readonly place: string;
  /** Line of our text copy: a developer's trace, never shown. */
  readonly trace: string;
  /** What is rolled, in a few words. */
  readonly what: string;
}

/** A roll the example reads off one column: modified total → the printed result. */
export interface CellVector extends Placed {
  readonly kind: 'cell';
  readonly column: string;
  readonly roll: number;
  readonly modifier: number;
  readonly expect: string;
}

/** The example names a result on a column without its roll: the column holds it somewhere. */
export interface SomewhereVector extends Placed {
  readonly kind: 'somewhere';
  readonly column: string;
  readonly expect: string;
}

/** One side's roll in a quoted chance: its column, and its modifier (or a general's rating). */
export interface VectorSide {
  readonly column: string;
  readonly modifier: number;
  /** A general's attack rating is added, read from the entered counters. */
  readonly general?: string;
}

/** A quoted chance that the attacker wins, in whole percent as printed. */
export interface OddsVector extends Placed {
  readonly kind: 'odds';
  readonly attacker: VectorSide;
  readonly defender: VectorSide;
  readonly percent: number;
}

/**
 * Running the guns up-river (21.13): the defender rolls `rolls` times on its column with the
 * modifier, the results are added (ruling C16), each hit, * and ◆ stops one of `ships` NSPs;
 * the quoted chance is of at least one getting through.
 */
export interface RunGunsVector extends Placed {
  readonly kind: 'run-guns';
  readonly defender: VectorSide;
  readonly rolls: number;
  readonly ships: number;
  readonly percent: number;
}

/**
 * The rulebook says an attack can never win: the attacker's best total on its column never
 * beats the defender's worst (the attacker adds the highest Union attack rating entered).
 */
export interface NeverVector extends Placed {
  readonly kind: 'never';
  readonly attacker: VectorSide;
  readonly defender: VectorSide;
}

export type CrtVector = CellVector | SomewhereVector | OddsVector | RunGunsVector | NeverVector;

const EX1 = '21.6.6, Example #1';
const EX2 = '21.6.6, Example #2';
const WASHINGTON = 'Map Notes, How Safe is Washington?';
const CAIRO = 'Map Notes, How Safe is Cairo?';

/** The defender modifier up-river when running the guns (21.13; the sign is lost in our copy). */
export const RUN_GUNS_DRM = -2;

const cell = (
  id: string,
  place: string,
  trace: string,
  what: string,
  [column, roll, modifier, expect]: readonly [string, number, number, string],
): CellVector => ({ kind: 'cell', id, place, trace, what, column, roll, modifier, expect });

/** A side as [column, modifier, general whose rating is added (if any)]. */
type SideRow = readonly [column: string, modifier: number, general?: string];

/** A side on its column at its modifier, with a general's rating added where one is named. */
const side = ([column, modifier, general]: SideRow): VectorSide =>
  general === undefined ? { column, modifier } : { column, modifier, general };

/** A quoted chance of the attacker winning, in whole percent. */
const odds = (
  id: string,
  place: string,
  trace: string,
  what: string,
  [attacker, defender, percent]: readonly [SideRow, SideRow, number],
): OddsVector => ({
  kind: 'odds',
  id,
  place,
  trace,
  what,
  attacker: side(attacker),
  defender: side(defender),
  percent,
});

/** The rulebook's facts about the CRT, V1–V11 then PV1–PV6. */
export const CRT_VECTORS: readonly CrtVector[] = [
  cell('V1', EX1, 'L64', 'Union fleet, 5 NSPs and Farragut', ['5-6', 4, 1, '1*']),
  cell('V2', EX1, 'L64', 'Coastal Fort, 4 NSPs', ['4', 3, 0, '1']),
  cell('V3', EX1, 'L64', 'Union landing, 3 SPs', ['3', 3, 2, '1']),
  cell('V4', EX1, 'L64', 'Coastal Fort garrison, 0 SP', ['0', 4, 2, '*']),
  cell('V5', EX2, 'L64', 'Union fleet, 12 NSPs and Farragut', ['9-12', 7, 1, '1*']),
  cell('V6', EX2, 'L64', 'Confederate fort and ships, 8 NSPs', ['7-8', 7, 0, '1']),
  cell('V7', EX2, 'L64', 'Union landing, 3 SPs', ['3', 2, 4, '1']),
  cell('V8', EX2, 'L64', 'Confederate garrison, 1 SP', ['1', 4, 3, '1']),
  cell('V9', WASHINGTON, 'L92', 'Lee, 11 SPs', ['9-12', 7, 6, '3']),
  cell('V10', WASHINGTON, 'L92', 'Washington, 5 SPs in an F3 fort', ['5-6', 4, 7, '2']),
  {
    kind: 'somewhere',
    id: 'V11',
    place: 'Examples of Play, Tied Battle',
    trace: 'L80',
    what: 'Lee against Meade, a tie',
    column: '5-6',
    expect: '1*',
  },
  odds('PV1', CAIRO, 'L90', '1 SP against 0 SP in a fort', [['1', 0], ['0', fortDrm('f1')], 22]),
  odds('PV2', CAIRO, 'L90', 'Morgan, 1 SP at +2, against the fort', [
    ['1', 2],
    ['0', fortDrm('f1')],
    44,
  ]),
  odds(
    'PV3',
    'Map Notes, Forts St. Philip and Jackson',
    'L86',
    'Burnside, 3 SPs at +1, against a Coastal Fort',
    [['3', 1], ['0', fortDrm('coastal')], 72],
  ),
  odds('PV4', CAIRO, 'L92', 'Polk, 4 SPs, against the fort', [
    ['4', 0, 'polk'],
    ['0', fortDrm('f1')],
    61,
  ]),
  {
    kind: 'run-guns',
    id: 'PV5',
    place: CAIRO,
    trace: 'L92',
    what: '2 NSPs run up-river past the fort',
    defender: { column: '2', modifier: RUN_GUNS_DRM },
    rolls: 2,
    ships: 2,
    percent: 55,
  },
  {
    kind: 'never',
    id: 'PV6',
    place: 'Map Notes, Defending Vicksburg',
    trace: 'L90',
    what: 'Vicksburg, 2 SPs, a +1 general and an F3 fort, against a landing',
    attacker: { column: String(AMPHIBIOUS_MAX_SP.union), modifier: CARD_DRM + NAVAL_SUPPORT_DRM },
    defender: { column: '2', modifier: 1 + fortDrm('f3') },
  },
];
