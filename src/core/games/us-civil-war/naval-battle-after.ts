/**
 * The U.S. Civil War: what follows a naval battle's two results (21.6.6–21.6.8): where the hits
 * and damage go, the Confederate Ironclad saves, who retreats, who is demoralized (ruling C15),
 * and whether the winner may sail on. Pure; lines for the naval battle calculator.
 */
import type { CalcText } from '../../shared/calculator.js';
import type { CrtResult } from './crt-result.js';
import type { NavalSide } from './naval-battle-setup.js';
import { IRONCLAD_SAVE, NAVAL_CONTINUE_RATIO } from './naval-data.js';
import { SIDES } from './sides.js';

/** The battle's results: what the attacker inflicted and took, and who won (1, 0, −1). */
export interface NavalResults {
  readonly attacker: NavalSide;
  readonly defender: NavalSide;
  readonly inflicted: CrtResult;
  readonly taken: CrtResult;
  readonly outcome: -1 | 0 | 1;
}

const INSTALLATIONS = ['Coastal Fort', 'Fort', 'Naval Batteries'];
const hasInstallation = (s: NavalSide) => s.parts.some((p) => INSTALLATIONS.includes(p.label));
const lost = (s: NavalSide) =>
  s.side === 'union'
    ? 'sunk Union ships go to the Naval Pool'
    : 'sunk Confederate ships are removed';

function onDefender(r: NavalResults): CalcText[] {
  const { hits, grade } = r.inflicted;
  const fort = hasInstallation(r.defender);
  const star = grade === 'asterisk';
  if (hits === 0 && !star) return ['The defender takes nothing. '];
  const sink = fort && hits > 0 ? hits - 1 : hits;
  const parts = [
    fort && hits > 0 ? 'the first hit falls on the installation and does nothing; ' : '',
    sink > 0 ? `${sink} NSP${sink === 1 ? '' : 's'} of ships sunk (${lost(r.defender)}); ` : '',
    star
      ? fort && hits === 0
        ? 'the * falls on the installation and does nothing; '
        : 'one ship damaged; '
      : '',
  ];
  return [`On the defender: ${parts.join('')}`, { rule: '21.6.6' }];
}

function onAttacker(r: NavalResults): CalcText[] {
  const { hits, grade } = r.taken;
  if (hits === 0 && grade !== 'asterisk') return ['The attacker takes nothing. '];
  return [
    `On the attacker: ${hits > 0 ? `${hits} NSP${hits === 1 ? '' : 's'} sunk (${lost(r.attacker)}); ` : ''}${grade === 'asterisk' ? 'one ship damaged; ' : ''}`,
    { rule: '21.6.6' },
  ];
}

/** The lines after the results. */
export function navalAftermath(r: NavalResults): CalcText[][] {
  const lines: CalcText[][] = [onDefender(r), onAttacker(r)];
  const csa = r.attacker.side === 'confederate' ? r.attacker : r.defender;
  if (csa.parts.some((p) => p.label === 'Ironclads'))
    lines.push([
      `Each hit or * the Union puts on a Confederate Ironclad: the Confederacy rolls ${IRONCLAD_SAVE.dice.count}d${IRONCLAD_SAVE.dice.sides}, and on ${IRONCLAD_SAVE.target} or more it drops a level (sunk to damaged, damaged to nothing); a damaged Ironclad goes back under construction. The winner stands. Roll them in `,
      { tool: 'ironclad-save', text: 'Ironclad saves' },
      '. ',
      { rule: IRONCLAD_SAVE.rule },
    ]);
  const att = SIDES[r.attacker.side];
  const def = SIDES[r.defender.side];
  if (r.outcome > 0) {
    const on = r.attacker.nsp >= NAVAL_CONTINUE_RATIO * r.defender.nsp;
    lines.push([
      `${def} is Demoralized and its ships retreat, or claim Port Protection; ${att} may stay to support a landing${on ? `, and with at least ${NAVAL_CONTINUE_RATIO} × the defender’s NSPs may sail on with its undamaged ships` : ''}. `,
      { rule: '21.6.7, 21.6.8' },
    ]);
  } else
    lines.push([
      r.outcome === 0
        ? `Inconclusive: ${att} makes a naval retreat, not Demoralized (ruling C15). `
        : `${att} makes a naval retreat and is Demoralized. `,
      { rule: '21.6.7, 21.6.8' },
    ]);
  return lines;
}
