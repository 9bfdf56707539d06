/**
 * The U.S. Civil War reaction roll's generals (9.4, 8.2, ruling G7): once the players have keyed
 * in generals' counters on the Charts page, the reacting stack's Commanding General is picked by
 * name, so his Defense Rating is added for him, and a Cavalry General in the force is picked
 * too, so the cavalry bonus follows from his counter. Until then the rating is typed, and the
 * tool says plainly that no counter is entered. Pure.
 */
import type { ChoiceInput, InputCheck } from '../../shared/tool.js';
import type { Condition, Modifier } from '../../shared/types.js';
import { pickableGenerals, TYPED, type PickableGeneral } from './battle-generals.js';
import { counterOf, type Charts } from './charts-data.js';
import { GENERALS } from './generals.js';
import { REACTION_DRM } from './reaction-data.js';
import { SIDES } from './sides.js';

/** The Commanding General's picker. */
export const COMMANDER_PICK = 'cmdGen';
/** The picker of a Cavalry General also in the force. */
export const CAVALRY_PICK = 'cavGen';
/** The cavalry picker's "no one" option. */
export const NO_CAVALRY = 'none';

/** The generals the players have entered whose counter says Cavalry (none before any entry). */
export function cavalryGenerals(data: Charts): PickableGeneral[] {
  if (Object.keys(data.generals).length === 0) return [];
  return GENERALS.flatMap((g) => {
    const c = counterOf(g.id, data);
    if (c.cavalry !== true) return [];
    return [{ id: g.id, name: g.name, side: g.side, rating: c.defense ?? 0, cavalry: true }];
  });
}

/** The generals' part of the reacting side under the players' charts. */
export interface ReactionGenerals {
  /** The pickers, shown before the typed rating; none before any counter is entered. */
  readonly inputs: readonly ChoiceInput[];
  /** Each picked commander's Defense Rating. */
  readonly modifiers: readonly Modifier[];
  /** The typed rating is shown (no commander picked, or none to pick). */
  readonly typed?: Condition;
  /** A Cavalry General is picked, as commander or in the force. */
  readonly cavalry?: Condition;
  readonly checks: readonly InputCheck[];
  /** The plain line the tool's summary ends with. */
  readonly say: string;
}

const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);

/** The pickers, modifiers and checks of the reacting stack's generals under `data`. */
export function reactionGenerals(data: Charts): ReactionGenerals {
  const listed = pickableGenerals(data, 'defense');
  const cavalry = cavalryGenerals(data);
  const cavalryIds = cavalry.map((g) => g.id);
  if (listed.length + cavalry.length === 0)
    return {
      inputs: [],
      modifiers: [],
      checks: [],
      say: ' No generals’ counters are entered, so type the Commanding General’s Defense Rating; key in the counters on the Charts page to pick him by name (ruling G7).',
    };
  const inputs: ChoiceInput[] = [];
  if (listed.length > 0)
    inputs.push({
      kind: 'choice',
      id: COMMANDER_PICK,
      label: 'Commanding General',
      rule: '9.4, 9.2.3',
      help: 'From your counters (Charts page). His Defense Rating counts even when a subordinate is sent.',
      options: [
        { value: TYPED, label: 'Not listed: type his Defense Rating' },
        ...listed.map((g) => ({
          value: g.id,
          label: `${g.name} (${SIDES[g.side]}, ${signed(g.rating)}${g.cavalry ? ', Cavalry' : ''})`,
        })),
      ],
      default: TYPED,
      compactModifiers: true,
    });
  if (cavalry.length > 0)
    inputs.push({
      kind: 'choice',
      id: CAVALRY_PICK,
      label: 'A Cavalry General also in the force',
      rule: '9.4, 8.2',
      options: [
        { value: NO_CAVALRY, label: 'None' },
        ...cavalry.map((g) => ({ value: g.id, label: `${g.name} (${SIDES[g.side]})` })),
      ],
      default: NO_CAVALRY,
      compactModifiers: true,
    });
  const modifiers: Modifier[] = listed.map((g) => ({
    id: `${COMMANDER_PICK}-${g.id}`,
    label: `${g.name}’s Defense`,
    value: g.rating,
    rule: '9.4',
    when: { input: COMMANDER_PICK, eq: g.id },
  }));
  const cavalryWhen: Condition = {
    any: [
      { input: COMMANDER_PICK, in: cavalryIds },
      { input: CAVALRY_PICK, in: cavalryIds },
    ],
  };
  const ofSide = (side: 'union' | 'confederate', list: readonly PickableGeneral[]) =>
    list.filter((g) => g.side === side).map((g) => g.id);
  const checks: InputCheck[] = [
    {
      when: {
        any: cavalryIds.map((id) => ({
          all: [
            { input: COMMANDER_PICK, eq: id },
            { input: CAVALRY_PICK, eq: id },
          ],
        })),
      },
      message: 'the same General is picked twice: he commands, or he is the other General.',
      rule: '9.4',
    },
    {
      when: {
        any: (['union', 'confederate'] as const).map((side) => ({
          all: [
            { input: COMMANDER_PICK, in: ofSide(side, listed) },
            {
              input: CAVALRY_PICK,
              in: ofSide(side === 'union' ? 'confederate' : 'union', cavalry),
            },
          ],
        })),
      },
      message: 'a reacting stack’s Generals are all of one side.',
      rule: '9.4',
    },
  ];
  return {
    inputs,
    modifiers,
    ...(listed.length > 0 ? { typed: { input: COMMANDER_PICK, eq: TYPED } } : {}),
    cavalry: cavalryWhen,
    checks,
    say: ` Pick the Commanding General${cavalry.length ? ' and any Cavalry General with him' : ''} from your counters and his ratings count by themselves (+${REACTION_DRM.cavalry.value} for cavalry); a General not listed is typed.`,
  };
}
