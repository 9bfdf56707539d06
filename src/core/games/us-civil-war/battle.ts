/**
 * The U.S. Civil War land battle as a roll tool (F3, 11.1–11.6, 12.x): both sides roll on the
 * CRT column of their own SPs, with their generals and modifiers; the tool reads the players'
 * entered CRT (ruling G1) for the results, the winner, losses, demoralization, retreats and the
 * exact odds. Built from the players' charts: until the CRT is entered it shows the columns, dice
 * and modifiers and says what is missing; a CRT that contradicts the rulebook is still read, and
 * every result says at which cells it disagrees.
 */
import { inputIsSet } from '../../shared/input-values.js';
import { applyModifiers, sumModifiers } from '../../shared/modifiers.js';
import type { Outcome, Resolution, RollSide, RollTool } from '../../shared/tool.js';
import type { Condition, Distribution, Inputs, RollResult } from '../../shared/types.js';
import { aftermathLines } from './battle-aftermath.js';
import { generalChecks } from './battle-generals.js';
import { attackerSide, battleColumns, battleInputOf, defenderSide } from './battle-sides.js';
import {
  PUSH_ASIDE_NOTE,
  RETREAT_NOTE,
  armyMoraleLines,
  nextLines,
  outcomeLines,
  rollLine,
} from './battle-effects.js';
import { CHARTS_USER_DATA, crtContext, type Charts } from './charts-data.js';
import { checkCrt, crtDisagreement } from './crt-check.js';
import { crtCell, crtWinOdds, type CrtColumnEntry } from './crt-grid.js';
import { battleOutcome } from './land-battle-result.js';
import {
  GARRISON_COUNT_NOTE,
  GARRISON_FLEES_FROM_SP,
  GARRISON_RETURN,
  GARRISON_RULE,
  GARRISON_WHERE,
  garrisonFleesFrom,
} from './intrinsic-garrison.js';
import { amphibiousSide, CROSSINGS, displaceNeeds, type Crossing } from './land-battle.js';
import {
  AMPHIBIOUS_MAX_SP,
  ATTACK_MAX_SP,
  AUTO_DISPLACE_RATIO,
  AUTO_DISPLACE_VS_ZERO_SP,
} from './land-modifiers.js';

/** Every outcome, in display order. */
export const BATTLE_OUTCOMES: readonly Outcome[] = [
  { key: 'attacker', label: 'Attacker wins' },
  { key: 'defender', label: 'Defender wins' },
  { key: 'tie', label: 'Tie' },
  {
    key: 'unread',
    label: 'No result: CRT not usable',
    detail: 'Key in the CRT on the Charts page (ruling G1).',
  },
];
const outcome = (key: string): Outcome =>
  BATTLE_OUTCOMES.find((o) => o.key === key) ?? (BATTLE_OUTCOMES[3] as Outcome);

/** Defender SPs that the largest attack could displace, each with the SPs that do it (11.1.2). */
const DISPLACED: Condition = {
  any: Array.from({ length: ATTACK_MAX_SP + 1 }, (_, d) => d)
    .filter((d) => displaceNeeds(d) <= ATTACK_MAX_SP)
    .map((d) => ({
      all: [
        { not: { input: 'dGarrison' } },
        { input: 'crossing', eq: 'none' },
        { input: 'dSp', eq: d },
        { input: 'aSp', gte: displaceNeeds(d) },
      ],
    })),
};

/**
 * A Union intrinsic garrison the attacking stack makes flee (17.2.4): the whole stack counts,
 * across a river too; in an Amphibious Assault only the SPs landed, never enough (ruling C34).
 */
const GARRISON_FLEES: Condition = {
  all: [
    { input: 'dGarrison' },
    {
      any: CROSSINGS.filter((c) => {
        const landing = amphibiousSide(c);
        return garrisonFleesFrom(landing === null ? ATTACK_MAX_SP : AMPHIBIOUS_MAX_SP[landing]);
      }).map((c) => ({
        all: [
          { input: 'crossing', eq: c },
          { input: 'aSp', gte: GARRISON_FLEES_FROM_SP },
        ],
      })),
    },
  ],
};

const modifierOf = (side: RollSide, inputs: Inputs) =>
  sumModifiers(applyModifiers(side.modifiers, inputs));

/**
 * For a side with high army morale whose dice show a 1: roll those dice again, once, and enter
 * the dice (the odds already count the second chance).
 */
function moraleLines(rolls: readonly RollResult[], inputs: Inputs): string[] {
  return (['aMorale', 'dMorale'] as const).flatMap((id, i) => {
    const ones = rolls[i]?.natural.filter((f) => f === 1).length ?? 0;
    if (!inputIsSet(inputs, id) || ones === 0) return [];
    const who = i === 0 ? 'attacker' : 'defender';
    return [
      `High morale: the ${who} rolls its ${ones === 1 ? 'die' : `${ones} dice`} showing 1 again, once; enter the new dice (22.5).`,
    ];
  });
}

/** The land battle tool under the players' charts `data`. */
export function landBattleTool(data: Charts): RollTool {
  const ctx = crtContext(data);
  const disagrees = crtDisagreement(checkCrt(data.crt, ctx), data.crt, ctx);
  /** Said first with every result read from a grid that contradicts the rulebook. */
  const warning = disagrees
    ? [
        `Your chart disagrees with the rulebook at ${disagrees}: check those cells on the Charts page (ruling G1).`,
      ]
    : [];
  /** The entered columns the roll needs, or why they cannot be read. */
  const entries = (inputs: Inputs) => {
    const cols = battleColumns(inputs);
    const att = data.crt[cols.attacker.id];
    const def = data.crt[cols.defender.id];
    if (!att || !def) {
      const missing = [...new Set([cols.attacker.id, cols.defender.id])].filter(
        (id) => !data.crt[id],
      );
      return {
        ok: false as const,
        cols,
        why: `Key in the CRT column${missing.length > 1 ? 's' : ''} ${missing.join(' and ')} on the Charts page to read the results (ruling G1).`,
      };
    }
    return { ok: true as const, cols, att, def };
  };
  const entered = Object.keys(data.crt).length > 0;
  const attacker = attackerSide(data);
  const defender = defenderSide(data);
  return {
    id: 'battle',
    title: 'Land battle',
    rule: '11.0–11.6',
    summary: `Each side rolls on the CRT column of its own SPs, adding its generals’ ratings and modifiers; the better result wins.${entered ? '' : ' Until you key in the CRT on the Charts page, the tool shows each side’s column, dice and modifiers but no result (ruling G1).'}`,
    sides: [attacker, defender],
    outcomes: BATTLE_OUTCOMES,
    checks: [
      {
        when: DISPLACED,
        message: `no battle: with ${AUTO_DISPLACE_RATIO} times the defender’s SPs (or ${AUTO_DISPLACE_VS_ZERO_SP} against a 0-SP defender) the attacker displaces it at once, modifiers not counted; its Forts are captured (an F2 or F3 a level lower, an F1 removed), its Entrenchments removed, and the attacker may keep moving.`,
        rule: '11.1.2, 10.2.5',
      },
      {
        when: GARRISON_FLEES,
        message: `no battle: the intrinsic garrison flees from ${GARRISON_FLEES_FROM_SP} or more attacking SPs, and the hex is the attacker’s. ${GARRISON_RETURN}`,
        rule: GARRISON_RULE,
      },
      {
        when: { all: [{ input: 'dGarrison' }, { input: 'fort', eq: 'entrenchment' }] },
        message:
          'an intrinsic garrison cannot hold an Entrenchment: it goes when no SP is left in the hex.',
        rule: `${GARRISON_RULE}, 10.1.3`,
        at: 'fort',
      },
      {
        when: {
          all: [
            { input: 'dGarrison' },
            { input: 'crossing', eq: 'amphibious-union' satisfies Crossing },
          ],
        },
        message: 'an intrinsic garrison is Union: only the Confederacy attacks it.',
        rule: GARRISON_RULE,
        at: 'dGarrison',
      },
      ...generalChecks(data),
    ],
    notes: [
      { text: RETREAT_NOTE, rule: '11.2.2, 11.6' },
      { text: PUSH_ASIDE_NOTE, rule: '11.6.5' },
      {
        text: 'Heavy losses count the SPs actually removed, after the fortification’s reduction (ruling C13).',
        rule: '12.3',
      },
      {
        text: 'A Foraging defender already on the 0 column stays there (ruling C18).',
        rule: '13.2.1',
      },
      {
        text: 'Militia forced to retreat are Displaced, not eliminated, and come back with the Displaced Box (ruling C29).',
        rule: '17.2.3, 14.6',
      },
      {
        text: `Union intrinsic garrison: ${GARRISON_WHERE} ${GARRISON_COUNT_NOTE}`,
        rule: GARRISON_RULE,
      },
    ],
    resolve(rolls, inputs): Resolution {
      const [a, d] = rolls;
      if (!a || !d) throw new RangeError('two rolls expected');
      const e = entries(inputs);
      const reroll = moraleLines(rolls, inputs);
      if (!e.ok)
        return {
          outcome: outcome('unread'),
          effects: [
            rollLine('attacker', a.total, e.cols.attacker),
            rollLine('defender', d.total, e.cols.defender),
            e.why,
            ...reroll,
          ],
        };
      const att = crtCell(e.att, a.total);
      const def = crtCell(e.def, d.total);
      const input = battleInputOf(inputs, data);
      const out = battleOutcome(input, att, def);
      return {
        outcome: outcome(out.winner),
        next: [...warning, ...reroll, ...nextLines(out, att, def)],
        effects: [
          ...warning,
          rollLine('attacker', a.total, e.cols.attacker, att),
          rollLine('defender', d.total, e.cols.defender, def),
          ...reroll,
          ...outcomeLines(input, out, att, def),
          ...aftermathLines(input, out),
          ...armyMoraleLines(
            input,
            out.winner,
            { attacker: e.cols.attacker.dice, defender: e.cols.defender.dice },
            { attacker: inputIsSet(inputs, 'aMorale'), defender: inputIsSet(inputs, 'dMorale') },
          ),
        ],
      };
    },
    odds(inputs): Distribution<string> {
      const e = entries(inputs);
      if (!e.ok) return { outcomes: [{ key: 'unread', weight: 1 }], total: 1 };
      const roll = (entry: CrtColumnEntry, dice: number, side: RollSide, morale: string) => ({
        entry,
        dice,
        modifier: modifierOf(side, inputs),
        rerollOnes: inputIsSet(inputs, morale),
      });
      const w = crtWinOdds(
        roll(e.att, e.cols.attacker.dice, attacker, 'aMorale'),
        roll(e.def, e.cols.defender.dice, defender, 'dMorale'),
      );
      return {
        outcomes: [
          { key: 'attacker', weight: w.attacker.weight },
          { key: 'defender', weight: w.defender.weight },
          { key: 'tie', weight: w.tie.weight },
        ],
        total: w.attacker.total,
      };
    },
  };
}

/** The tool before anything is entered (the page's first draw). */
export const battleTool = landBattleTool(CHARTS_USER_DATA.empty());
