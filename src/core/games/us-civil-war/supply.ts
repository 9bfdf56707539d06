/**
 * The U.S. Civil War: the Supply Segment of one stack as a roll tool (13.1–13.2). Its supply
 * state says whether it forages; a Foraging stack rolls for attrition with its modifiers, and the
 * Attrition Table the players key in gives the SPs displaced. Until that table is entered (or
 * while it contradicts the rulebook) the tool gives the modified roll to read on the card.
 */
import { countOf, flagOf, choiceOf, outcomeOf, rollAt } from '../../shared/tool-support.js';
import type { Outcome, Resolution, RollTool } from '../../shared/tool.js';
import type { Distribution, Inputs } from '../../shared/types.js';
import { attritionChartUsable, attritionLoss, type AttritionChart } from './attrition-chart.js';
import { modifiedRollOdds } from './roll-odds.js';
import { SUPPLY_SIDE, MILITIA_RULE } from './supply-side.js';
import { SUPPLY_CARD_RULE, SUPPLY_STATES, type SupplyState } from './supply-data.js';
import { supplyChecklistNotes } from './supply-sources.js';

/** What the Supply Segment does to the stack. */
export const SUPPLY_OUTCOMES: readonly Outcome[] = [
  { key: 'supplied', label: 'In supply: no Foraging, no attrition', tone: 'good' },
  { key: 'spared', label: 'Foraging, but spared attrition', tone: 'good' },
  { key: 'none', label: 'Attrition: no SPs lost', tone: 'good' },
  { key: 'displaced', label: 'Attrition: SPs displaced', tone: 'bad' },
  { key: 'read', label: 'Attrition: read your Attrition Table', tone: 'neutral' },
];

const FORAGING =
  'It gets a Foraging marker if it has none: −1 MA when activated, +1 MP to pick up units from it, and one column left when attacked (13.2.1).';
const ISOLATED =
  'If it cannot trace an LOC of any length to a Primary Supply Source it is Isolated and also rolls for surrender (13.1.2, 13.6.1).';

/** Why the stack rolls no attrition, or null when it rolls. */
function exemption(inputs: Inputs): { key: string; text: string } | null {
  const state = choiceOf(inputs, 'state', 'out');
  if (state !== 'out') {
    const s = state in SUPPLY_STATES ? SUPPLY_STATES[state as SupplyState] : SUPPLY_STATES.full;
    return {
      key: 'supplied',
      text: `${s.label}: remove its Foraging marker if it has one; no attrition (13.2.1, ${s.rule}).`,
    };
  }
  if (flagOf(inputs, 'militia'))
    return { key: 'spared', text: `Militia never forage or suffer attrition (${MILITIA_RULE}).` };
  if (flagOf(inputs, 'card'))
    return {
      key: 'spared',
      text: `The SUPPLY card spares it attrition and surrender for this Action Phase (${SUPPLY_CARD_RULE}).`,
    };
  return null;
}

/** The loss in words for a stack of `sps` SPs. */
function lossText(loss: number, sps: number): string {
  if (loss === 0) return 'Your Attrition Table displaces no SPs (13.2.2).';
  const lost = Math.min(loss, sps);
  const all =
    lost === sps
      ? ' The stack has no SPs left: keep its Generals on the map or displace them (7.6).'
      : '';
  return `${lost} SP${lost === 1 ? '' : 's'} go${lost === 1 ? 'es' : ''} to the Displaced Box, not eliminated (13.2.2).${all}`;
}

/** The supply tool under the players' Attrition Table (null: not entered). */
export function supplyTool(chart: AttritionChart | null): RollTool {
  const usable = attritionChartUsable(chart);
  return {
    id: 'supply',
    title: 'Supply Segment',
    rule: '13.1–13.2',
    summary:
      'One stack in its Supply Segment: Foraging, then the attrition roll with every modifier.',
    sides: [SUPPLY_SIDE],
    outcomes: SUPPLY_OUTCOMES,
    resolve(rolls, inputs): Resolution {
      const roll = rollAt(rolls, 0, 'Supply Segment');
      const ex = exemption(inputs);
      if (ex) return { outcome: outcomeOf(SUPPLY_OUTCOMES, ex.key), effects: [ex.text] };
      const sps = countOf(inputs, 'sps', 1);
      const loss = attritionLoss(chart, roll.total, sps);
      if (loss === null)
        return {
          outcome: outcomeOf(SUPPLY_OUTCOMES, 'read'),
          effects: [
            FORAGING,
            `Modified roll ${roll.total}: read it on your Attrition Table; enter the table on the Attrition Table page to have it read here (ruling G2).`,
            ISOLATED,
          ],
        };
      return {
        outcome: outcomeOf(SUPPLY_OUTCOMES, loss === 0 ? 'none' : 'displaced'),
        effects: [FORAGING, lossText(loss, sps), ISOLATED],
      };
    },
    odds(inputs): Distribution<string> {
      const ex = exemption(inputs);
      const one = (key: string) => ({
        outcomes: SUPPLY_OUTCOMES.map((o) => ({ key: o.key, weight: o.key === key ? 1 : 0 })),
        total: 1,
      });
      if (ex) return one(ex.key);
      if (!usable) return one('read');
      const sps = countOf(inputs, 'sps', 1);
      return modifiedRollOdds(SUPPLY_SIDE, inputs, SUPPLY_OUTCOMES, (t) =>
        (attritionLoss(chart, t, sps) ?? 0) === 0 ? 'none' : 'displaced',
      );
    },
    notes: [
      {
        text: 'Supply is checked for each friendly stack at the end of your Action Phase; the marker is only placed or removed then. A stack that just got its marker rolls too.',
        rule: '4.2, 13.2.1, 13.2.2',
      },
      {
        text: 'A Fort or Coastal Fort hex, or an LOC to one, is Fortress Supply: Limited, so no Foraging or attrition, but an Isolated group there still rolls for surrender.',
        rule: '13.3.3',
      },
      {
        text: usable
          ? 'The SPs displaced are read on your Attrition Table.'
          : 'The Attrition Table is not in the rulebook: enter it from your card to have the SPs displaced read here (ruling G2).',
        rule: '13.2.2',
      },
      {
        text: 'A Texas off-map hex supplies the Confederates only with an LOC to two other friendly Resource Hexes (ruling C3).',
        rule: '13.3.2',
      },
      ...supplyChecklistNotes(),
    ],
  };
}
