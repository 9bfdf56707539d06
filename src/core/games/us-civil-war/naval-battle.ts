/**
 * The U.S. Civil War: the naval battle as a calculator (21.6, F18). Each side's NSPs, column,
 * dice and modifiers; with the players' CRT entered, the exact chances of each outcome and, once
 * the dice are typed in, both results, the winner and what follows: hit allocation, Ironclad
 * saves, retreats, demoralization, movement on, and whose ships may not stay (21.2.3, 21.6.9).
 */
import type { CalcText, CalculatorTool } from '../../shared/calculator.js';
import { signed } from '../../shared/signed.js';
import type { Inputs } from '../../shared/types.js';
import { CHARTS_USER_DATA } from './charts-data.js';
import { crtCell, crtWinOdds, type CrtColumnEntry } from './crt-grid.js';
import { compareCrtResults, formatCrtResult } from './crt-result.js';
import { navalAftermath } from './naval-battle-after.js';
import { NAVAL_BATTLE_GROUPS, navalInput, navalPlace } from './naval-battle-inputs.js';
import { setUpNavalBattle, type NavalSide } from './naval-battle-setup.js';
import { crtWarning, readCrt } from './naval-crt.js';
import { SIDES } from './sides.js';
import { num, on } from './calc-inputs.js';

const sideText = (role: string, s: NavalSide): CalcText[] => [
  { strong: `${role} (${SIDES[s.side]}): ` },
  `${s.nsp} NSPs${s.parts.length > 0 ? ` (${s.parts.map((p) => `${p.label} ${p.nsp}`).join(', ')})` : ''}: column ${s.column.id}, ${s.column.dice}d6${s.modifier !== 0 ? ` ${signed(s.modifier)}` : ''}. `,
  { rule: '21.6.2' },
];

const pct = (w: number, t: number) => Math.round((100 * w) / t);

function rolledLines(
  ae: CrtColumnEntry,
  de: CrtColumnEntry,
  i: Inputs,
  a: NavalSide,
  d: NavalSide,
): CalcText[][] {
  const [ar, dr] = [num(i, 'ar'), num(i, 'dr')];
  if (ar === 0 || dr === 0) return [['Type both dice totals to read the results.']];
  const ra = crtCell(ae, ar + a.modifier);
  const rd = crtCell(de, dr + d.modifier);
  const cmp = compareCrtResults(ra, rd);
  return [
    [
      { strong: `Attacker reads ${formatCrtResult(ra)}, defender ${formatCrtResult(rd)}: ` },
      cmp > 0 ? 'the attacker wins. ' : cmp < 0 ? 'the defender wins. ' : 'a tie. ',
      { rule: '21.6.6, 21.6.7' },
    ],
    ...navalAftermath({
      attacker: a,
      defender: d,
      inflicted: ra,
      taken: rd,
      outcome: cmp,
      place: navalPlace(i),
    }),
  ];
}

/** The naval battle calculator. */
export const navalBattleCalculator: CalculatorTool = {
  id: 'naval-battle',
  title: 'Naval battle',
  headline: { label: 'The attacker’s chance to win', unit: { one: '', other: '' } },
  userData: CHARTS_USER_DATA,
  groups: NAVAL_BATTLE_GROUPS,
  breakdown: { caption: 'Each side’s strength and modifiers', columns: ['Item', 'Rule', 'Here'] },
  notesTitle: 'Notes and rulings',
  seeAlso: [
    'Ships passing enemy guns without stopping: ',
    { tool: 'running-the-guns', text: 'running the guns' },
    '.',
  ],
  compute(inputs, context) {
    const { attacker: a, defender: d } = setUpNavalBattle(navalInput(inputs));
    const crt = readCrt(context.userData);
    const ae = crt?.grid[a.column.id];
    const de = crt?.grid[d.column.id];
    const warning = ae && de ? crtWarning(crt) : null;
    const odds =
      ae && de
        ? crtWinOdds(
            { entry: ae, dice: a.column.dice, modifier: a.modifier },
            { entry: de, dice: d.column.dice, modifier: d.modifier },
          )
        : null;
    const problems: string[] = [];
    if (a.nsp === 0 && !on(inputs, 'escort'))
      problems.push('The attacker has no ships: enter its NSPs.');
    for (const [s, id] of [
      [a, 'ar'],
      [d, 'dr'],
    ] as const) {
      const t = num(inputs, id);
      if (t !== 0 && (t < s.column.dice || t > s.column.dice * 6))
        problems.push(
          `${SIDES[s.side]} rolls ${s.column.dice}d6: a total of ${t} cannot be rolled.`,
        );
    }
    const rows = [a, d].flatMap((s) => [
      ...s.parts.map((p) => ({
        label: `${SIDES[s.side]}: ${p.label}`,
        rule: p.rule,
        printed: 'NSP',
        here: String(p.nsp),
      })),
      ...s.modifiers.map((m) => ({
        label: `${SIDES[s.side]}: ${m.label}`,
        rule: m.rule,
        printed: 'DRM',
        here: signed(m.value),
      })),
    ]);
    return {
      total: odds ? pct(odds.attacker.weight, odds.attacker.total) : 0,
      headline: odds
        ? {
            text: `${pct(odds.attacker.weight, odds.attacker.total)}%`,
            unit: `(a tie ${pct(odds.tie.weight, odds.tie.total)}%)`,
          }
        : { text: 'not known', unit: '' },
      ...(warning ? { warning } : {}),
      problems,
      lines: [
        sideText('Attacker', a),
        sideText('Defender', d),
        ...(ae && de
          ? rolledLines(ae, de, inputs, a, d)
          : [
              [
                `Columns ${a.column.id} and ${d.column.id} are read off the CRT you enter in `,
                { tool: 'charts', text: 'Charts' },
                ' (ruling G1); until then the results and odds are unknown. ',
              ],
            ]),
      ],
      breakdown: { rows, total: { label: 'Columns', value: `${a.column.id} vs ${d.column.id}` } },
      notes: [
        {
          text: 'The attacker’s first hit must fall on a Coastal Fort, Fort or Naval Battery present and does nothing; so does his * if he scored no hit.',
          rule: '21.6.6',
        },
        {
          text: 'Only one 0-NSP unit fires, and none when the side has NSPs; Gunboats and Cottonclads attack on the 0 column and ignore their losses.',
          rule: '21.6.4, 21.7',
        },
        {
          text: 'The loser is Demoralized; on a tie nobody is (ruling C15).',
          rule: '21.6, 21.6.7',
        },
        {
          text: 'Naval Leaders and the Ironclad Strength never absorb hits; land units never count.',
          rule: '21.2.8, 21.5',
        },
        {
          text: 'No ships end a Player Action Phase facing an enemy Fort, Coastal Fort, Naval Battery or ships, or in a Hatteras Inlet or Roanoke Island space their side does not hold: the phasing side retreats first, then the other.',
          rule: '21.2.3, 21.6.9',
        },
      ],
      rulings: ['G1', 'C15', 'C35'],
    };
  },
};
