/**
 * The Price of Freedom: reading the battle tool's inputs as a battle situation, and the effects
 * of a result in plain words (§17.3-17.5). Procedures only.
 */
import type { Inputs } from '../../shared/index.js';
import type {
  BattleInput,
  BattleResult,
  GarrisonPresence,
  NoRetreatRemoval,
} from './battle-result.js';
import { NATION_LABELS } from './constants.js';
import type { Nation } from './constants.js';
import { choiceOf, countOf, flagOf } from './tool-support.js';

/** The attacking side named by the inputs ('usa' unless 'csa' is chosen). */
export function attackerNation(inputs: Inputs): Nation {
  return choiceOf(inputs, 'attacker', 'usa') === 'csa' ? 'csa' : 'usa';
}

/** Where a Union garrison stands in the battle described by `inputs` (§17.2.5). */
export function garrisonPresence(inputs: Inputs): GarrisonPresence {
  if (attackerNation(inputs) === 'usa') return flagOf(inputs, 'a_garrison') ? 'supporting' : 'none';
  if (flagOf(inputs, 'd_garrisonAlone')) return 'alone';
  return flagOf(inputs, 'd_garrison') ? 'supporting' : 'none';
}

/** The battle described by the tool's (visible) inputs, with the two modified rolls. */
export function battleInputOf(
  inputs: Inputs,
  attackerRoll: number,
  defenderRoll: number,
): BattleInput {
  const garrison = garrisonPresence(inputs);
  const lone = garrison === 'alone';
  return {
    attacker: {
      modifiedRoll: attackerRoll,
      engaged: countOf(inputs, 'a_corps', 1),
      spent: countOf(inputs, 'a_spent', 0),
      noRetreat: flagOf(inputs, 'a_noRetreat'),
      unengaged: flagOf(inputs, 'a_noRetreat') ? countOf(inputs, 'a_unengaged', 0) : 0,
    },
    defender: {
      modifiedRoll: defenderRoll,
      engaged: lone ? 1 : countOf(inputs, 'd_corps', 1),
      spent: lone ? 0 : countOf(inputs, 'd_spent', 0),
      noRetreat: !lone && flagOf(inputs, 'd_noRetreat'),
      unengaged: !lone && flagOf(inputs, 'd_noRetreat') ? countOf(inputs, 'd_unengaged', 0) : 0,
    },
    union: attackerNation(inputs) === 'usa' ? 'attacker' : 'defender',
    garrison,
  };
}

const count = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/** What the effects text needs to know beyond the result. */
export interface BattleContext {
  readonly attacker: Nation;
  /** A Union garrison defended alone. */
  readonly lone: boolean;
  /** The defender had intercepted (it retreats the way it came, §17.5.1). */
  readonly defenderIntercepted: boolean;
  /** The Union attacked from the sea (it may retreat by sea, §17.5.4). */
  readonly amphibious: boolean;
}

/** The battle context named by the tool's inputs. */
export function battleContextOf(inputs: Inputs): BattleContext {
  const attacker = attackerNation(inputs);
  return {
    attacker,
    lone: garrisonPresence(inputs) === 'alone',
    defenderIntercepted: flagOf(inputs, 'd_intercepted'),
    amphibious: attacker === 'usa' && flagOf(inputs, 'a_amphibious'),
  };
}

function scoreLines(result: BattleResult, ctx: BattleContext): string[] {
  const a = result.attacker;
  const d = result.defender;
  const defender: Nation = ctx.attacker === 'usa' ? 'csa' : 'usa';
  const att = NATION_LABELS[ctx.attacker];
  const def = NATION_LABELS[defender];
  return [
    `${att} attacker: modified roll ${a.modifiedRoll}, ${a.column}-corps column, score ${a.scoreText}, inflicting ${count(a.lossesInflicted, 'loss', 'losses')}.`,
    `${def} defender${ctx.lone ? ' (lone garrison)' : ''}: modified roll ${d.modifiedRoll}, ${d.column}-corps column, score ${d.scoreText}, inflicting ${count(d.lossesInflicted, 'loss', 'losses')}.`,
    result.winner === 'attacker'
      ? `The ${att} attacker wins (${a.scoreText} against ${d.scoreText}).`
      : a.scoreText === d.scoreText
        ? `Tied scores (${a.scoreText}): the ${def} defender wins (§17.3.5).`
        : `The ${def} defender wins (${d.scoreText} against ${a.scoreText}).`,
  ];
}

function trappedLine(who: string, r: NoRetreatRemoval): string {
  return `The ${who} has nowhere to retreat: all its ${count(r.removed, 'remaining corps', 'remaining corps')} leave the map, ${r.permanent} for good (half, rounded down) and ${r.toForcePool} to the force pool (§17.5.5).`;
}

function retreatLine(result: BattleResult, ctx: BattleContext): string | null {
  const loser = result.winner === 'attacker' ? result.defender : result.attacker;
  if (loser.noRetreat !== null)
    return trappedLine(result.winner === 'attacker' ? 'defender' : 'attacker', loser.noRetreat);
  if (result.winner === 'attacker') {
    if (ctx.lone || result.defender.wipedOut) return null;
    return ctx.defenderIntercepted
      ? 'The defender intercepted, so it retreats to the region it came from (§17.5.1).'
      : 'The defender, unengaged corps included, retreats to one adjacent region, friendly-controlled if possible, not one the attacker came from (§17.5.2).';
  }
  if (result.attacker.wipedOut) return null;
  return ctx.amphibious
    ? 'The attacker retreats to the region it came from, or by sea to any Union-controlled coastal region (§17.5.1, §17.5.4).'
    : 'The attacker retreats to the region it came from (§17.5.1).';
}

/** The result of a battle in plain words, one line per effect, attacker first. */
export function describeBattle(result: BattleResult, ctx: BattleContext): string[] {
  const lines = scoreLines(result, ctx);
  for (const [who, side] of [
    ['Attacker', result.attacker],
    ['Defender', result.defender],
  ] as const) {
    if (side.corpsLost > 0) {
      lines.push(
        `${who} loses ${count(side.corpsLost, 'engaged corps', 'engaged corps')} for the rest of the game, each from the largest engaged army (§17.4.2, §17.4.4).`,
      );
    }
  }
  if (result.garrison === 'eliminated') {
    lines.push('The Union garrison is eliminated for the rest of the game (§17.4.3, §17.4.4).');
  } else if (result.garrison === 'to-force-pool') {
    lines.push('The Union garrison is removed and returns to the force pool (§17.5.3; ruling C2).');
  } else if (result.garrison === 'stays') {
    lines.push('The Union garrison stays in the region (§17.5.6).');
  }
  const winner = result.winner === 'attacker' ? result.attacker : result.defender;
  lines.push(
    winner.freshSurvivors > 0
      ? `The enemy was wiped out, so up to ${winner.freshSurvivors} fresh engaged corps of the winner stay fresh; other engaged survivors become spent (§17.4.7).`
      : 'Surviving engaged corps of both sides become spent; unengaged corps keep their condition (§17.4.7).',
  );
  const retreat = retreatLine(result, ctx);
  if (retreat !== null) lines.push(retreat);
  const emptied =
    result.attacker.corpsLost > 0 ||
    (!ctx.lone && result.defender.corpsLost > 0) ||
    result.attacker.noRetreat !== null ||
    result.defender.noRetreat !== null;
  if (emptied)
    lines.push(
      'A commander left with no corps goes to the force pool, with his HQ if he is a theater commander (§17.4.6).',
    );
  return lines;
}
