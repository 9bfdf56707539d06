/**
 * The U.S. Civil War land battle in words: each side's roll as read on its column, the winner,
 * and what follows for each side (losses, demoralization, retreat, moving on), built from the
 * outcome of `land-battle-result.ts` and the limits of `land-modifiers.ts`. Pure.
 */
import type { CrtColumn } from './crt-columns.js';
import { formatCrtResult, type CrtResult } from './crt-result.js';
import { FORT_LOSS_REDUCTION } from './forts.js';
import { GARRISON_RULE } from './intrinsic-garrison.js';
import type { BattleOutcome, BattleSideId, SideOutcome } from './land-battle-result.js';
import { fightingSp, type BattleInput } from './land-battle.js';
import {
  CLOSE_BATTLE_MIN_SP,
  HEAVY_LOSSES_SP,
  KEEP_MOVING_RATIO,
  PUSH_ASIDE_RATIO,
  RETREAT_HEXES,
  pushAsideMost,
} from './land-modifiers.js';

const NAME: Readonly<Record<BattleSideId, string>> = { attacker: 'attacker', defender: 'defender' };
const sps = (n: number) => `${n} SP${n === 1 ? '' : 's'}`;
const hexes = (n: number) => `${n} hex${n === 1 ? '' : 'es'}`;
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** One side's roll as read: "The attacker's 13 on the 9-12 column reads 3." */
export function rollLine(id: BattleSideId, total: number, column: CrtColumn, read?: CrtResult) {
  const reads = read ? ` reads ${formatCrtResult(read)}` : '';
  return `${cap(NAME[id])}: ${total} on the ${column.id} column${reads}.`;
}

/**
 * What a defender retreating with `left` SPs may push aside on its way (11.6.5), or nothing when
 * it is too small to push even 1 SP.
 */
export function pushAsideLine(left: number): string[] {
  const most = pushAsideMost(left);
  return most === 0
    ? []
    : [
        `With ${sps(left)} it may push aside an enemy force of ${most === 1 ? '1 SP' : `up to ${sps(most)}`} not in a Fort (${PUSH_ASIDE_RATIO} to 1); that force’s owner moves it one hex under the Avoid Battle limits (11.6.5).`,
      ];
}

function sideLines(
  id: BattleSideId,
  s: SideOutcome,
  winner: BattleOutcome['winner'],
  left: number,
): string[] {
  const who = `The ${NAME[id]}`;
  const lines: string[] = [];
  const extra = s.spLost - Math.min(s.loss, s.spLost);
  lines.push(
    s.spLost === 0
      ? `${who} loses nothing.`
      : `${who} loses ${sps(s.spLost)}${extra > 0 ? `, ${sps(extra)} of it for being Demoralized already (12.2)` : ''}.`,
  );
  if (s.demoralized === 'loser') lines.push(`${who} is Demoralized: it lost (12.2).`);
  if (s.demoralized === 'heavy-losses')
    lines.push(
      `${who} is Demoralized by heavy losses: ${HEAVY_LOSSES_SP} or more SPs removed (12.3, ruling C13).`,
    );
  if (s.demoralized === 'tie-supply')
    lines.push(`${who} is Demoralized: a tie out of Full Supply (13.1.5).`);
  if (s.retreat > 0 && winner === 'tie')
    lines.push(`${who} backs up ${hexes(s.retreat)}, to the hex it attacked from (11.2.2).`);
  else if (s.retreat > 0 && id === 'defender')
    lines.push(
      `${who} retreats ${hexes(s.retreat)}; it may stop after 1 in a friendly Objective or Resource Hex or fortification, or with more friendly SPs (11.6).`,
      ...pushAsideLine(left),
    );
  else if (s.retreat > 0)
    lines.push(`${who} retreats ${hexes(s.retreat)}, the way it came (11.6).`);
  return lines;
}

/** What the battle's two results mean for both sides, in words. */
export function outcomeLines(
  input: BattleInput,
  out: BattleOutcome,
  att: CrtResult,
  def: CrtResult,
): string[] {
  const a = formatCrtResult(att);
  const d = formatCrtResult(def);
  const head =
    out.winner === 'tie'
      ? `A tie: ${a} against ${d} (11.2.2).`
      : `The ${NAME[out.winner]} wins: ${out.winner === 'attacker' ? `${a} beats ${d}` : `${d} beats ${a}`} (11.2.2, ruling C7).`;
  const lines = [head];
  if (out.winner !== 'attacker' && att.hits > out.defender.loss)
    lines.push(
      `The fortification saves the defender ${sps(FORT_LOSS_REDUCTION)}: the attacker did not win (10.2.1).`,
    );
  lines.push(
    ...sideLines('attacker', out.attacker, out.winner, fightingSp(input) - out.attacker.spLost),
  );
  lines.push(
    ...(out.garrison === null
      ? sideLines('defender', out.defender, out.winner, input.defender.sp - out.defender.spLost)
      : garrisonLines(out.garrison)),
  );
  if (input.crossing === 'navigable')
    lines.push(
      out.winner === 'attacker'
        ? 'The whole attacking force crosses the river (11.5.1).'
        : 'The survivors of the assault go back across the river (11.5.1).',
    );
  lines.push(...landingLines(input, out));
  if (out.keepMoving)
    lines.push(
      `The attacker may keep moving with its remaining MPs: its stack had at least ${KEEP_MOVING_RATIO} times the defender’s SPs (5.11).`,
    );
  return lines;
}

/**
 * What an Amphibious Assault's end means (20.5.3, 20.5.4): a success stops the landed units and,
 * against a Coastal Fort or an Island, gives the attacker Control at once; anything else sends
 * the survivors back to sea (a tie too, ruling C32). Nothing for other battles.
 */
export function landingLines(input: BattleInput, out: BattleOutcome): string[] {
  if (out.landing === 'landed')
    return [
      'The landing succeeds: the defender’s survivors retreat Demoralized, and the landed units may not move on (20.5.3).',
      input.fort === 'coastal'
        ? 'The attacker’s Control marker goes on the Coastal Fort at once, without spending the 1 MP (20.5.3).'
        : 'If the hex is an Island, the attacker’s Control marker goes on it at once, without spending the 1 MP (20.5.3).',
    ];
  if (out.landing === 're-embark')
    return [
      `The assault fails${out.winner === 'tie' ? ' (a tie is no success, ruling C32)' : ''}: the attacker’s surviving SPs re-embark at once and sail back to the Port they left, or to a friendly-controlled Port they could have reached at the start of their move (20.5.4).`,
    ];
  return [];
}

/** What becomes of a Union intrinsic garrison that fought (17.2.4). */
export function garrisonLines(fate: 'eliminated' | 'holds'): string[] {
  return fate === 'eliminated'
    ? [`The Union intrinsic garrison is eliminated: it lost (${GARRISON_RULE}).`]
    : [`The Union intrinsic garrison holds the hex (${GARRISON_RULE}).`];
}

/** One side's part in a line: its losses, whether it is Demoralized, and its retreat. */
function sideSummary(id: BattleSideId, s: SideOutcome, winner: BattleOutcome['winner']): string {
  const parts = [s.spLost === 0 ? 'loses nothing' : `loses ${sps(s.spLost)}`];
  if (s.demoralized !== null) parts.push('Demoralized');
  if (s.retreat > 0)
    parts.push(winner === 'tie' ? `backs up ${hexes(s.retreat)}` : `retreats ${hexes(s.retreat)}`);
  return `${cap(NAME[id])}: ${parts.join(', ')}.`;
}

/**
 * What the players do next, first in the result: the two results and who wins by them, then each
 * side's SP losses, demoralization and retreat in one line each (the full lines give the why).
 */
export function nextLines(out: BattleOutcome, att: CrtResult, def: CrtResult): string[] {
  const a = formatCrtResult(att);
  const d = formatCrtResult(def);
  const head =
    out.winner === 'tie'
      ? `${a} against ${d}: a tie (11.2.2).`
      : out.winner === 'attacker'
        ? `${a} beats ${d} (11.2.2).`
        : `${d} beats ${a} (11.2.2).`;
  const lines = [
    head,
    sideSummary('attacker', out.attacker, out.winner),
    out.garrison === null
      ? sideSummary('defender', out.defender, out.winner)
      : `Defender: the intrinsic garrison ${out.garrison === 'eliminated' ? 'is eliminated' : 'holds'} (${GARRISON_RULE}).`,
  ];
  if (out.keepMoving) lines.push('The attacker may keep moving (5.11).');
  if (out.landing === 'landed') lines.push('The landed units stop (20.5.3).');
  if (out.landing === 're-embark') lines.push('The attacker’s survivors re-embark (20.5.4).');
  return lines;
}

/** Pushing an enemy force aside in a retreat, in one sentence, for the notes. */
export const PUSH_ASIDE_NOTE = `A retreating force with at least ${PUSH_ASIDE_RATIO} times the SPs of an enemy force not in a Fort may push it one hex out of the way; its owner moves it under the Avoid Battle limits.`;

/** The retreat lengths in one sentence, for the notes. */
export const RETREAT_NOTE = `The loser retreats: the defender ${hexes(RETREAT_HEXES.defender)}, the attacker ${hexes(RETREAT_HEXES.attacker)} back the way it came; on a tie the attacker backs up ${hexes(RETREAT_HEXES.attacker)}.`;

/**
 * Optional Army Morale after a battle (22.5.1, 22.5.4): a Closely Fought Major Battle gives the
 * winner's Army high morale; a loser with high morale loses it. `dice` is each side's count as
 * rolled (the Foraging shift included); `morale` whether each side had high morale.
 */
export function armyMoraleLines(
  input: BattleInput,
  winner: BattleOutcome['winner'],
  dice: Readonly<Record<BattleSideId, number>>,
  morale: Readonly<Record<BattleSideId, boolean>>,
): string[] {
  if (winner === 'tie') return [];
  const loser: BattleSideId = winner === 'attacker' ? 'defender' : 'attacker';
  const sp = { attacker: fightingSp(input), defender: input.defender.sp };
  const close =
    sp.attacker >= CLOSE_BATTLE_MIN_SP &&
    sp.defender >= CLOSE_BATTLE_MIN_SP &&
    dice[winner] <= dice[loser];
  const lines: string[] = [];
  if (close && !morale[winner])
    lines.push(
      `Army Morale (optional): a Closely Fought Major Battle, so the ${NAME[winner]}’s Army, if it has an Army marker, gains high morale (22.5.1).`,
    );
  if (morale[loser]) lines.push(`The ${NAME[loser]}’s Army loses its high morale (22.5.4).`);
  return lines;
}
