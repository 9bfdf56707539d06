/**
 * The U.S. Civil War: what follows a naval battle's two results (21.6.6–21.6.8): where the hits
 * and damage go, the Confederate Ironclad saves, who retreats, who is demoralized (ruling C15),
 * and whether the winner may sail on; then whose ships may not stay where they are when the phase
 * ends, the phasing side's first (21.2.3, 21.6.9). Pure; lines for the naval battle calculator.
 */
import type { CalcText } from '../../shared/calculator.js';
import type { CrtResult } from './crt-result.js';
import type { NavalSide } from './naval-battle-setup.js';
import { IRONCLAD_SAVE, NAVAL_CONTINUE_RATIO } from './naval-data.js';
import { SIDES } from './sides.js';

/** Who holds the battle's space when it is Hatteras Inlet or Roanoke Island ('none': neither space). */
export type IslandHolder = 'none' | 'attacker' | 'defender' | 'neither';

/** Where the ships stand, for the Ending Hex Restriction (21.2.3, 21.6.9). */
export interface NavalPlace {
  readonly island: IslandHolder;
  /** The attacker has a Fort, Coastal Fort or Naval Battery facing the battle hex or hexside. */
  readonly attackerGuns: boolean;
}

/** The battle's results: what the attacker inflicted and took, and who won (1, 0, −1). */
export interface NavalResults {
  readonly attacker: NavalSide;
  readonly defender: NavalSide;
  readonly inflicted: CrtResult;
  readonly taken: CrtResult;
  readonly outcome: -1 | 0 | 1;
  /** Where the ships stand; without it, no enemy-held island space and no attacker's guns. */
  readonly place?: NavalPlace;
}

const INSTALLATIONS = ['Coastal Fort', 'Fort', 'Naval Batteries'];
const hasInstallation = (s: NavalSide) => s.parts.some((p) => INSTALLATIONS.includes(p.label));
const hasShips = (s: NavalSide) => s.parts.some((p) => !INSTALLATIONS.includes(p.label));
const ISLAND = 'the Hatteras Inlet or Roanoke Island space';

/** Why `who`'s ships may not end the phase here (21.2.3), as phrases; empty when they may. */
function barred(r: NavalResults, who: 'attacker' | 'defender'): string[] {
  const place = r.place ?? { island: 'none', attackerGuns: false };
  const enemy = who === 'attacker' ? r.defender : r.attacker;
  const guns =
    who === 'attacker'
      ? r.defender.parts.filter((p) => INSTALLATIONS.includes(p.label)).map((p) => p.label)
      : place.attackerGuns
        ? ['Fort, Coastal Fort or Naval Battery']
        : [];
  const why = guns.length > 0 ? [`facing the ${SIDES[enemy.side]} ${guns.join(' and ')}`] : [];
  const other = who === 'attacker' ? 'defender' : 'attacker';
  if (place.island === other) why.push(`in ${ISLAND}, held by the ${SIDES[enemy.side]}`);
  if (place.island === 'neither') why.push(`in ${ISLAND}, held by neither side (ruling C35)`);
  return why;
}

/** Whose ships may not stay when the phase ends, in the order they leave (21.2.3, 21.6.9). */
function whoLeaves(r: NavalResults): CalcText[][] {
  const att = SIDES[r.attacker.side];
  const def = SIDES[r.defender.side];
  const lines: CalcText[][] = [];
  const aWhy = barred(r, 'attacker');
  if (r.attacker.parts.length > 0)
    lines.push(
      r.outcome <= 0
        ? [
            `First, ${att}’s ships (the phasing side): they retreat now, as above. `,
            { rule: '21.6.8' },
          ]
        : aWhy.length > 0
          ? [
              { strong: `First, ${att}’s ships (the phasing side) may not end the phase here` },
              `, ${aWhy.join(' and ')}: they may stay for the landing or Naval Support, but unless a landing takes the hex this phase, they make a naval retreat once all movement and combat are done, just before the Supply Segment. `,
              { rule: '21.2.3, 21.6.9' },
            ]
          : [
              `First, ${att}’s ships (the phasing side) may end the phase here: no enemy Fort, Coastal Fort, Naval Battery or ships face them, and the space is not barred. `,
              { rule: '21.2.3' },
            ],
    );
  if (!hasShips(r.defender)) return lines;
  const dWhy = barred(r, 'defender');
  if (r.outcome > 0)
    lines.push(
      hasInstallation(r.defender)
        ? [
            `Then, ${def}’s ships: those that claimed Port Protection are eliminated if the attacker takes the hex this phase; otherwise they keep their place. `,
            { rule: '21.4.4, 21.6.8' },
          ]
        : [`Then, ${def}’s ships: they retreat now, as above. `, { rule: '21.6.8' }],
    );
  else
    lines.push(
      dWhy.length > 0
        ? [
            { strong: `Then, ${def}’s ships (non-phasing) must leave too` },
            `, ${dWhy.join(' and ')}: once ${att}’s retreats are done, they make a naval retreat as a defender that lost would, to a hex one naval move away, Running the Guns past enemy NSPs. `,
            { rule: '21.2.3, 21.6.8' },
          ]
        : [
            `Then, ${def}’s ships (non-phasing) may stay: nothing of ${att}’s faces them once its ships have gone. `,
            { rule: '21.2.3' },
          ],
    );
  return lines;
}

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
  return [...lines, ...whoLeaves(r)];
}
