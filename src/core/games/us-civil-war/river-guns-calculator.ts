/**
 * The U.S. Civil War: Running the Guns as a calculator (21.13, F18). Ships sailing past enemy
 * NSPs on a hexside without stopping: only the non-phasing player rolls, on the column of the
 * firing strength at −2, twice going up-river. With the CRT entered, the exact chances that the
 * runners get through and, once the dice are typed, what each NSP suffers.
 */
import type { CalculatorTool } from '../../shared/calculator.js';
import { signed } from '../../shared/signed.js';
import type { Inputs } from '../../shared/types.js';
import { CHARTS_USER_DATA } from './charts-data.js';
import { crtColumn } from './crt-columns.js';
import { formatCrtResult } from './crt-result.js';
import { FORTIFICATIONS } from './forts.js';
import { crtWarning, readCrt } from './naval-crt.js';
import { CSA_NSP, RUN_GUNS } from './naval-data.js';
import { gunsEffect, gunsResults, gunsRolls, stoppedOdds, throughOdds } from './river-guns.js';
import { countInput as count, num, on } from './calc-inputs.js';

/** Control ranges, not rules. */
const RANGE = { nsp: 13, batteries: 6, dice: 18 } as const;
const fortNsp = (id: string) => FORTIFICATIONS.find((f) => f.id === id)?.nsp ?? 0;

/** The firing strength: installations and undamaged ships facing the hexside. */
export function firingNsp(i: Inputs): number {
  return (
    (on(i, 'coastal') ? fortNsp('coastal') : 0) +
    (on(i, 'fort') ? fortNsp('f1') : 0) +
    num(i, 'batteries') * CSA_NSP.battery +
    num(i, 'ships')
  );
}

const pct = (w: number, t: number) => `${Math.round((100 * w) / t)}%`;

/** The Running the Guns calculator. */
export const runningTheGunsCalculator: CalculatorTool = {
  id: 'running-the-guns',
  title: 'Running the guns',
  headline: { label: 'The chance one NSP gets through' },
  userData: CHARTS_USER_DATA,
  groups: [
    {
      legend: 'The guns firing',
      rule: '21.13',
      inputs: [
        { kind: 'flag', id: 'coastal', label: 'Coastal Fort', rule: '10.3' },
        { kind: 'flag', id: 'fort', label: 'Fort (any level)', rule: '10.2', default: true },
        count('batteries', 'Naval Batteries', RANGE.batteries),
        count('ships', 'Undamaged NSPs of ships', RANGE.nsp),
      ],
    },
    {
      legend: 'The ships running past',
      rule: '21.13',
      inputs: [
        count('running', 'NSPs running', RANGE.nsp, 1),
        { kind: 'flag', id: 'up', label: 'Sailing up-river', rule: '21.13' },
        { kind: 'flag', id: 'retreat', label: 'Part of a naval retreat', rule: '21.6.8' },
      ],
    },
    {
      legend: 'The dice rolled (0 until rolled)',
      rule: '21.13',
      inputs: [
        count('r1', 'First dice total', RANGE.dice),
        count('r2', 'Second dice total (up-river)', RANGE.dice),
      ],
    },
  ],
  breakdown: { caption: 'The firing roll', columns: ['Item', 'Rule', 'Here'] },
  notesTitle: 'Notes and rulings',
  compute(inputs, context) {
    const nsp = firingNsp(inputs);
    const column = crtColumn(nsp);
    const up = on(inputs, 'up');
    const rolls = gunsRolls(up);
    const running = num(inputs, 'running');
    const crt = nsp > 0 ? readCrt(context.userData) : null;
    const entry = crt?.grid[column.id];
    const warning = entry ? crtWarning(crt) : null;
    const odds = entry ? throughOdds(stoppedOdds(entry, column.dice, up), running) : null;
    const totals = [num(inputs, 'r1'), num(inputs, 'r2')].slice(0, rolls);
    const rolled = entry && totals.every((t) => t > 0) ? gunsResults(entry, totals) : null;
    const effect = rolled ? gunsEffect(rolled, up) : null;
    const lost = on(inputs, 'retreat')
      ? 'eliminated, as this is a naval retreat'
      : 'back to their port of origin (eliminated if the way back passes enemy guns)';
    const problems = totals
      .filter((t) => t !== 0 && (t < column.dice || t > column.dice * 6))
      .map((t) => `The firer rolls ${column.dice}d6: a total of ${t} cannot be rolled.`);
    if (nsp === 0)
      problems.push('Nothing fires: a 0-NSP unit cannot fire at ships running the guns.');
    return {
      total: 0,
      headline: odds
        ? {
            text: pct(odds.some, odds.total),
            unit: `(all of them ${pct(odds.all, odds.total)})`,
          }
        : {
            text: 'not known',
            unit: '',
          },
      ...(warning ? { warning } : {}),
      problems,
      lines: [
        [
          { strong: 'The firer: ' },
          `${nsp} NSPs, column ${column.id}, ${column.dice}d6 ${signed(RUN_GUNS.modifier)}, ${rolls === 1 ? 'one roll' : `${rolls} rolls added together (ruling C16)`}; the ships running do not roll. `,
          { rule: '21.13' },
        ],
        ...(entry
          ? []
          : [
              [
                `Column ${column.id} is read off the CRT you enter in `,
                { tool: 'charts', text: 'Charts' },
                ' (ruling G1). ',
              ],
            ]),
        ...(rolled && effect
          ? [
              [
                { strong: `Reads ${rolled.map(formatCrtResult).join(' + ')}: ` },
                `${effect.sunk} NSP sunk, ${effect.damaged} damaged${up ? `, ${effect.turnedBack} turned back` : ''} of ${running}. Damaged${up ? ' and turned-back' : ''} ships go ${lost}; the rest sail on. `,
                { rule: '21.13' },
              ],
            ]
          : []),
      ],
      breakdown: {
        rows: [
          { label: 'Firing NSPs', rule: '21.13', printed: 'NSP', here: String(nsp) },
          {
            label: 'Running the guns',
            rule: '21.13',
            printed: signed(RUN_GUNS.modifier),
            here: signed(RUN_GUNS.modifier),
          },
        ],
        total: { label: 'Column', value: column.id },
      },
      notes: [
        {
          text: 'Run the guns when ships pass enemy NSPs on a hexside into another hex; it comes before any naval battle of the same move. A Fort facing several hexsides of one river fires once per passage.',
          rule: '21.13',
        },
        {
          text: 'No carrying SPs past a port or NSPs that block Naval Control, nor past Hatteras Inlet or Roanoke Island; Naval Leaders may not run alone.',
          rule: '21.13, 21.2.8',
        },
        {
          text: 'Sunk Union NSPs go to the Naval Pool; sunk Confederate ones are removed.',
          rule: '21.6.6',
        },
      ],
      rulings: ['C16', 'G1'],
    };
  },
};
