/**
 * In Freedom's Cause: the Defend-order charge check as a calculator: the charger's and the
 * target's figures, the target's disorder, and the units within 12″ of the charger in; whether
 * the charge may be declared out, with each of the two ways the rulebook allows it.
 */
import { calcCount } from '../../shared/calc-builders.js';
import type { CalcInput, CalculatorTool } from '../../shared/calculator.js';
import { countOf } from '../../shared/tool-support.js';
import { DEFEND_CHARGE, ORDERS_RULE } from './charge-data.js';
import { defendCharge } from './defend-charge.js';
import { inchText } from './movement-data.js';

/** Control bounds, not rules: the most figures and units the steppers take. */
const MAX = { figures: 40, units: 30 } as const;

const within = inchText(DEFEND_CHARGE.withinInches);
const ratio = `${String(DEFEND_CHARGE.ratio)} to 1`;

const count = (
  id: string,
  label: string,
  noun: string,
  min: number,
  max: number,
  def: number,
): CalcInput => calcCount(id, label, noun, min, max, { default: def });

/** The Defend-order charge check (Generals, Orders, and Command Control). */
export const defendChargeCalculator: CalculatorTool = {
  id: 'defend-charge',
  title: 'Charging on Defend orders',
  headline: { label: 'May it charge?' },
  groups: [
    {
      legend: 'The charge',
      rule: ORDERS_RULE,
      inputs: [
        count('charger', 'Charging unit’s figures now', 'figures', 1, MAX.figures, 18),
        count('target', 'Target’s figures now', 'figures', 1, MAX.figures, 18),
        { kind: 'flag', id: 'disordered', label: 'The target is disordered' },
      ],
    },
    {
      legend: `Within ${within} of the charging unit`,
      rule: ORDERS_RULE,
      inputs: [
        count('friends', 'Friendly units, the charger counted', 'friendly units', 1, MAX.units, 1),
        count('enemies', 'Enemy units', 'enemy units', 0, MAX.units, 1),
      ],
    },
  ],
  breakdown: {
    caption: 'The two ways a unit on Defend orders may charge',
    columns: ['Condition', 'Needs', 'Here'],
  },
  notesTitle: 'Notes and rulings',
  compute(inputs) {
    const s = {
      chargerFigures: countOf(inputs, 'charger', 1),
      targetFigures: countOf(inputs, 'target', 1),
      targetDisordered: inputs['disordered'] === true,
      friends: countOf(inputs, 'friends', 1),
      enemies: countOf(inputs, 'enemies', 0),
    };
    const v = defendCharge(s);
    const yes = (ok: boolean) => (ok ? 'met' : 'not met');
    return {
      total: v.allowed ? 1 : 0,
      headline: { text: v.allowed ? 'Yes' : 'No', unit: '' },
      ...(v.allowed
        ? {}
        : {
            warning: {
              text: `On Defend orders it may not charge this target: the target is not both disordered and no stronger, and friends do not outnumber the enemy there ${ratio}.`,
              rule: ORDERS_RULE,
            },
          }),
      problems: [],
      lines: [
        [
          { strong: v.allowed ? 'The charge may be declared: ' : 'No charge on Defend orders: ' },
          `target ${String(s.targetFigures)} figures${s.targetDisordered ? ', disordered' : ''}, charger ${String(s.chargerFigures)}; ${String(s.friends)} friendly to ${String(s.enemies)} enemy units within ${within}.`,
        ],
      ],
      breakdown: {
        rows: [
          {
            label: 'Target no stronger and disordered',
            rule: `${ORDERS_RULE}; ruling A16`,
            printed: 'target figures ≤ charger’s, disordered',
            here: yes(v.weakerAndDisordered),
          },
          {
            label: `Outnumbering ${ratio} within ${within}`,
            rule: `${ORDERS_RULE}; ruling A16`,
            printed: `friendly units ≥ ${String(DEFEND_CHARGE.ratio)} × enemy units`,
            here: yes(v.outnumbered),
          },
        ],
        total: { label: 'Either allows the charge', value: v.allowed ? 'Allowed' : 'Not allowed' },
      },
      notes: [
        {
          text: 'Strength is the units’ figures now; the units counted are those within the distance of the charging unit (ruling A16).',
          rule: `${ORDERS_RULE}; ruling A16`,
        },
        {
          text: 'A unit on Defend orders also never advances beyond the position it was given to hold.',
          rule: ORDERS_RULE,
        },
        {
          text: 'Every other condition of a charge still applies: undisordered, in command range, within reach and in front.',
          rule: 'Charges and Melee',
        },
      ],
      rulings: ['A16'],
    };
  },
};
