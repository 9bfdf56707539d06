/**
 * The U.S. Civil War: what a land battle leaves to do after its losses and demoralization, as
 * the rulebook prints it: Generals whose stack has no SPs left (11.2.3, 11.2.4, 7.6), how an
 * eliminated Union intrinsic garrison comes back (17.2.4), a Fort or
 * Entrenchment in the hex taken (10.1.3, 10.2.5, 10.3), what a Demoralized stack with SPs left
 * carries with it (12.2, 12.4, 12.5.2) and the defender's retreat path in its
 * order of priority, its barred hexes and surrender (11.6.1, 11.6.3, 11.6.4, 11.6.6). Pure.
 */
import type { BattleOutcome, BattleSideId } from './land-battle-result.js';
import { demoralizedStackLines } from './demoralization.js';
import { GARRISON_RETURN } from './intrinsic-garrison.js';
import { attackingStack, type BattleInput } from './land-battle.js';
import { fortById, RETREAT_HEXES } from './land-modifiers.js';

const NAME: Readonly<Record<BattleSideId, string>> = { attacker: 'attacker', defender: 'defender' };

/**
 * The SPs each side's stack has left: the whole attacking stack (only the SPs that fight can be
 * lost across a river), the landing for an Amphibious Assault.
 */
export function spLeft(input: BattleInput, out: BattleOutcome): Record<BattleSideId, number> {
  return {
    attacker: Math.max(0, attackingStack(input) - out.attacker.spLost),
    defender: Math.max(0, input.defender.sp - out.defender.spLost),
  };
}

/** What becomes of the Generals of a side whose SPs are all gone (11.2.3, 11.2.4, 7.6). */
export function generalsLines(input: BattleInput, out: BattleOutcome): string[] {
  const left = spLeft(input, out);
  const had = { attacker: input.attacker.sp, defender: input.defender.sp };
  return (['attacker', 'defender'] as const).flatMap((id) => {
    if (had[id] === 0 || left[id] > 0) return [];
    const who = `The ${NAME[id]}`;
    const beaten = out.winner !== 'tie' && out.winner !== id;
    if (beaten)
      return [
        `${who} has no SPs left: its Generals go to the theater’s Displaced Box and come back in the next Reinforcement Phase (11.2.4, 14.6).`,
      ];
    const still =
      out.winner === id
        ? ` It still won: the ${NAME[id === 'attacker' ? 'defender' : 'attacker']} retreats all the same (11.2.3).`
        : '';
    return [
      `${who} has no SPs left${out.winner === 'tie' ? ' after a tie, which counts as a win here' : ''}: its owner keeps its Generals in the battle hex or puts them in the Displaced Box (11.2.4).${still}`,
      'A General kept without SPs may not enter an enemy ZOI, must end a move at a friendly Fort, Coastal Fort or with friendly SPs, and is displaced if an enemy force enters his hex (7.6).',
    ];
  });
}

/**
 * The defender's fortification when it loses (10.1.3, 10.2.5, 10.3): an Entrenchment goes, a
 * Fort is captured (an F2 or F3 a level lower, an F1 removed), a Coastal Fort changes sides.
 */
export function fortLines(input: BattleInput, out: BattleOutcome): string[] {
  const fort = fortById(input.fort);
  if (!fort || out.winner !== 'attacker') return [];
  if (fort.id === 'entrenchment')
    return [
      'The Entrenchment is removed: all units in the hex were forced to retreat. In a hex of an enemy state with a Town, City, Port or Island, a Control marker replaces it (10.1.3).',
    ];
  const now = fortById(fort.captured);
  if (now === undefined)
    return [
      `The ${fort.name} is captured and removed; it becomes the attacker’s Control marker if the hex may hold one and lies in a state enemy to the attacker (10.2.5).`,
    ];
  if (now.id === fort.id) return [`The ${fort.name} is captured: it is now the attacker’s (10.3).`];
  return [
    `The ${fort.name} is captured: it drops one level and becomes the attacker’s completed ${now.name} (10.2.5).`,
  ];
}

/** The defender's retreat path: the second hex, the order of choice, what is barred, surrender. */
export function retreatPathLines(input: BattleInput, out: BattleOutcome): string[] {
  if (out.defender.retreat === 0 || spLeft(input, out).defender === 0) return [];
  return [
    `Retreat path of the defender, as one group, nothing dropped off; of its ${RETREAT_HEXES.defender} hexes the last touches the battle hex only if no other path is legal (11.6.1). Choose in this order: 1. away from enemy ZOI; 2. not across a Mountain hexside (a Pass or Rail Gap is fine); 3. to a hex in Full or Limited Supply; 4. any hex not barred (11.6.3).`,
    'Barred: enemy SPs unless pushed aside; an enemy-controlled Objective or Resource Hex, even empty; an enemy Fortification; an Impassable Mountain or unbridged Navigable River hexside; between a Coastal Fort and its port; the attacking stack’s ZOI from the hex it attacked from; the ZOI of a non-moving enemy force with at least as many SPs (11.6.4).',
    'With no legal path the defender surrenders: its SPs are eliminated and its Generals go to the theater’s Displaced Box (11.6.6).',
  ];
}

/** How an eliminated intrinsic garrison comes back (17.2.4); nothing for any other defender. */
export function garrisonReturnLines(out: BattleOutcome): string[] {
  return out.garrison === 'eliminated' ? [GARRISON_RETURN] : [];
}

/**
 * Each side that is Demoralized after the battle, already or by it, and has SPs left: how its
 * Demoralization spreads, its Generals recover and it Rallies (12.2, 12.4, 12.5.2, 12.5.3). An
 * intrinsic garrison is never Demoralized (17.2.4).
 */
export function demoralizationLines(input: BattleInput, out: BattleOutcome): string[] {
  const left = spLeft(input, out);
  return (['attacker', 'defender'] as const).flatMap((id) => {
    if (id === 'defender' && out.garrison !== null) return [];
    const demoralized = input[id].demoralized || out[id].demoralized !== null;
    if (!demoralized || left[id] === 0) return [];
    return demoralizedStackLines(`The ${NAME[id]}`);
  });
}

/** Everything left to do after the battle, in the order it is done. */
export function aftermathLines(input: BattleInput, out: BattleOutcome): string[] {
  return [
    ...generalsLines(input, out),
    ...garrisonReturnLines(out),
    ...fortLines(input, out),
    ...retreatPathLines(input, out),
    ...demoralizationLines(input, out),
  ];
}
