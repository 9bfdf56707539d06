/**
 * The U.S. Civil War: the Confederate Ironclad saves after a naval battle (21.6.6, Advanced
 * Game) as a roll tool. Once the Union has allocated his hits and his *, the Confederate player
 * rolls one die for each hit and each * on an Ironclad; at the target or more the effect drops
 * one level (a hit to damaged, damaged to nothing). The naval battle's calculator types its
 * dice in; the saves are rolled here, one die per effect, with their exact odds.
 */
import { countInput, flagInput } from '../../shared/input-builders.js';
import { countOf, flagOf, outcomeOf, rollAt } from '../../shared/tool-support.js';
import type { Outcome, Resolution, RollSide, RollTool } from '../../shared/tool.js';
import type { Distribution, Inputs } from '../../shared/types.js';
import { CSA_NSP, IRONCLAD_SAVE } from './naval-data.js';

const { dice, target, rule } = IRONCLAD_SAVE;

/** The most hits the control takes on Ironclads (a control range, not a rule). */
export const SAVE_MAX_HITS = 6;

/** What the saves leave of the Ironclads hit. */
export const IRONCLAD_SAVE_OUTCOMES: readonly Outcome[] = [
  { key: 'unharmed', label: 'No Ironclad sunk or damaged', tone: 'good' },
  { key: 'damaged', label: 'Ironclads damaged, none sunk', tone: 'neutral' },
  { key: 'sunk', label: 'An Ironclad sunk', tone: 'bad' },
];

/** The effects to save: the hits and the * the Union put on Ironclads. */
export function savesOf(inputs: Inputs): { readonly hits: number; readonly star: boolean } {
  return {
    hits: Math.min(Math.max(countOf(inputs, 'hits', 0), 0), SAVE_MAX_HITS),
    star: flagOf(inputs, 'star'),
  };
}

const diceCount = (i: Inputs) => {
  const s = savesOf(i);
  return Math.max(1, s.hits + (s.star ? 1 : 0));
};

/** The Confederate player's dice: one per effect on an Ironclad. */
export const SAVING_SIDE: RollSide = {
  id: 'confederate',
  label: 'Confederate player',
  dice,
  diceFor: (i) => ({ count: diceCount(i), sides: dice.sides }),
  inputs: [
    countInput('hits', 'Hits the Union put on Ironclads', 0, SAVE_MAX_HITS, rule, {
      help: 'Hits absorbed by a Coastal Fort, Fort or Naval Battery are not counted.',
    }),
    flagInput('star', 'The Union put his * on an Ironclad', rule, { default: true }),
  ],
  modifiers: [],
};

/** How many Ironclads end sunk and damaged when `saved[i]` says whether die i saved. */
export function afterSaves(
  hits: number,
  star: boolean,
  saved: readonly boolean[],
): { readonly sunk: number; readonly damaged: number; readonly spared: number } {
  const hitSaved = saved.slice(0, hits).filter(Boolean).length;
  const starSaved = star && saved[hits] === true;
  return {
    sunk: hits - hitSaved,
    damaged: hitSaved + (star && !starSaved ? 1 : 0),
    spared: starSaved ? 1 : 0,
  };
}

const keyOf = (a: { sunk: number; damaged: number }) =>
  a.sunk > 0 ? 'sunk' : a.damaged > 0 ? 'damaged' : 'unharmed';

const plural = (n: number, one: string, other: string) => `${n} ${n === 1 ? one : other}`;

/** What the dice `faces` do to the effects under `inputs`, in words. */
function dieLines(faces: readonly number[], hits: number, star: boolean): string[] {
  return faces.slice(0, hits + (star ? 1 : 0)).map((f, i) => {
    const what = i < hits ? `hit ${i + 1}` : 'the *';
    const ok = f >= target;
    if (i < hits) return `Die for ${what}: ${f}, ${ok ? 'saved: damaged, not sunk' : 'sunk'}.`;
    return `Die for ${what}: ${f}, ${ok ? 'saved: no effect' : 'damaged'}.`;
  });
}

/** The Ironclad save tool (21.6.6). */
export const ironcladSaveTool: RollTool = {
  id: 'ironclad-save',
  title: 'Ironclad saves',
  rule,
  summary: `After a naval battle, one die for each hit and * on a Confederate Ironclad: ${target} or more drops it a level.`,
  sides: [SAVING_SIDE],
  outcomes: IRONCLAD_SAVE_OUTCOMES,
  resolve(rolls, inputs): Resolution {
    const { hits, star } = savesOf(inputs);
    if (hits === 0 && !star)
      return {
        outcome: outcomeOf(IRONCLAD_SAVE_OUTCOMES, 'unharmed'),
        effects: ['Nothing was put on an Ironclad: there is nothing to save.'],
      };
    const faces = rollAt(rolls, 0, 'Ironclad saves').natural;
    const a = afterSaves(
      hits,
      star,
      faces.map((f) => f >= target),
    );
    return {
      outcome: outcomeOf(IRONCLAD_SAVE_OUTCOMES, keyOf(a)),
      effects: [
        ...dieLines(faces, hits, star),
        `${plural(a.sunk, 'Ironclad', 'Ironclads')} sunk (removed); ${plural(a.damaged, 'Ironclad', 'Ironclads')} damaged: flipped back to under construction, ${CSA_NSP.underConstruction} NSPs until completed again. The battle’s winner stands.`,
      ],
    };
  },
  odds(inputs): Distribution<string> {
    const { hits, star } = savesOf(inputs);
    const n = hits + (star ? 1 : 0);
    const pass = dice.sides - target + 1;
    const fail = target - 1;
    const weights = new Map<string, number>(IRONCLAD_SAVE_OUTCOMES.map((o) => [o.key, 0]));
    for (let mask = 0; mask < 1 << n; mask++) {
      const saved = Array.from({ length: n }, (_, i) => (mask & (1 << i)) !== 0);
      const w = saved.reduce((p, s) => p * (s ? pass : fail), 1);
      const k = keyOf(afterSaves(hits, star, saved));
      weights.set(k, (weights.get(k) ?? 0) + w);
    }
    return {
      outcomes: IRONCLAD_SAVE_OUTCOMES.map((o) => ({
        key: o.key,
        weight: weights.get(o.key) ?? 0,
      })),
      total: dice.sides ** n,
    };
  },
  checks: [
    {
      when: { all: [{ input: 'hits', eq: 0 }, { not: { input: 'star' } }] },
      message: 'Nothing on an Ironclad: no save is rolled.',
      rule,
    },
  ],
  notes: [
    {
      text: 'Rolled after the Union has allocated all his hits and his *; hits the attacker must put on a Coastal Fort, Fort or Naval Battery are not saved.',
      rule: '21.6.6',
    },
    {
      text: 'A damaged Ironclad goes back under construction and must be completed again by the End Phase roll.',
      rule: '21.6.6, 21.10.3',
    },
    {
      text: 'The saves never change who won the battle.',
      rule: '21.6.6',
    },
  ],
};
