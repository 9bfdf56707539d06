/**
 * The U.S. Civil War land battle's generals (11.3, 8.4, 8.5, 7.2.2): each side's rating slots
 * (the Commanding General and, from the larger columns, one or two others). Once the players have
 * keyed in counters on the Charts page (ruling G7), each slot offers the generals whose rating is
 * known, so a player picks Lee instead of typing his rating; a general not listed is still typed.
 * A 1-star Cavalry General in a subordinate slot adds at most +1 (8.5); a promoted one (Sheridan,
 * Van Dorn, Price: a 2-star with intrinsic cavalry, 8.6) adds his full rating. The picks are
 * checked: a general once, one side per force, rank and cavalry command observed.
 */
import { numericInput } from '../../shared/input-values.js';
import type { InputCheck, InputDef } from '../../shared/tool.js';
import type { Condition, Inputs, Modifier } from '../../shared/types.js';
import { COUNTER_LIMITS, counterOf, type Charts } from './charts-data.js';
import { GENERALS, limitedCavalry } from './generals.js';
import { CAVALRY_SUBORDINATE_MAX } from './land-modifiers.js';
import { SIDES, type Side } from './sides.js';

/** The rating a side adds: the attacker's attack, the defender's defense (11.3). */
export type RatingKind = 'attack' | 'defense';

/** The picker's option for a general not listed: his rating is typed. */
export const TYPED = 'typed';

/** One side's rating slots by input id: the commander first. */
export const slotIds = (p: 'a' | 'd') => [`${p}Cmd`, `${p}Sub1`, `${p}Sub2`] as const;

/** The picker beside a slot's typed rating. */
export const pickerId = (slot: string) => `${slot}Gen`;

/** A general a slot may pick: his counter's rating known (rulebook) or entered. */
export interface PickableGeneral {
  readonly id: string;
  readonly name: string;
  readonly side: Side;
  readonly rating: number;
  readonly rank?: number;
  readonly cavalry?: boolean;
}

/** The generals with a known `rating`, once the player has keyed in any counter. */
export function pickableGenerals(data: Charts, rating: RatingKind): PickableGeneral[] {
  if (Object.keys(data.generals).length === 0) return [];
  return GENERALS.flatMap((g) => {
    const c = counterOf(g.id, data);
    const r = c[rating];
    if (r === undefined) return [];
    return [
      {
        id: g.id,
        name: g.name,
        side: g.side,
        rating: r,
        ...(c.rank === undefined ? {} : { rank: c.rank }),
        ...(c.cavalry === undefined ? {} : { cavalry: c.cavalry }),
      },
    ];
  });
}

/** What a general adds in a slot: a 1-star Cavalry General adds at most +1 as a subordinate (8.5, 8.6). */
export function slotRating(g: PickableGeneral, commander: boolean): number {
  return limitedCavalry(g) && !commander ? Math.min(g.rating, CAVALRY_SUBORDINATE_MAX) : g.rating;
}

const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);
const ORDINAL = ['Commanding', 'Second', 'Third'];

function optionLabel(g: PickableGeneral, commander: boolean): string {
  const adds = slotRating(g, commander);
  const capped = adds < g.rating ? ' as cavalry' : '';
  return `${g.name} (${SIDES[g.side]}, ${signed(adds)}${capped})`;
}

/** A slot as the side shows it: its label's rating word, help, and when it counts. */
export interface SlotShape {
  readonly help?: string;
  readonly shown?: Condition;
}

/** Each slot's picker (when any general is listed) and typed rating, and their modifiers. */
export function ratingInputs(
  p: 'a' | 'd',
  rating: RatingKind,
  shapes: readonly SlotShape[],
  data: Charts,
): { inputs: InputDef[]; modifiers: Modifier[] } {
  const listed = pickableGenerals(data, rating);
  const inputs: InputDef[] = [];
  const modifiers: Modifier[] = [];
  slotIds(p).forEach((id, k) => {
    const shape = shapes[k] ?? {};
    const commander = k === 0;
    const rule = commander ? '11.3' : '11.3, 8.5';
    const label = `${ORDINAL[k] ?? ''} General’s ${rating}`;
    const visible = (c?: Condition): Condition | undefined =>
      shape.shown && c ? { all: [shape.shown, c] } : (shape.shown ?? c);
    const help = shape.help === undefined ? {} : { help: shape.help };
    if (listed.length > 0) {
      const pick = pickerId(id);
      const shown = visible();
      inputs.push({
        kind: 'choice',
        id: pick,
        label: `${ORDINAL[k] ?? ''} General`,
        rule,
        ...help,
        options: [
          { value: TYPED, label: 'Not listed: type the rating' },
          ...listed.map((g) => ({ value: g.id, label: optionLabel(g, commander) })),
        ],
        default: TYPED,
        compactModifiers: true,
        ...(shown ? { showWhen: shown } : {}),
      });
      for (const g of listed)
        modifiers.push({
          id: `${pick}-${g.id}`,
          label: `${g.name}’s ${rating}`,
          value: slotRating(g, commander),
          // A promoted Cavalry General's full rating as a subordinate is 8.6's exception to 8.5.
          rule: !commander && g.cavalry === true && !limitedCavalry(g) ? '11.3, 8.6' : rule,
          when: { input: pick, eq: g.id },
        });
    }
    const typedShown = visible(listed.length > 0 ? { input: pickerId(id), eq: TYPED } : undefined);
    inputs.push({
      kind: 'count',
      id,
      label,
      rule,
      ...(listed.length > 0 ? {} : help),
      min: 0,
      max: COUNTER_LIMITS.ratingMax,
      default: 0,
      ...(typedShown ? { showWhen: typedShown } : {}),
    });
    modifiers.push({ id, label, value: 1, per: id, rule: '11.3' });
  });
  return { inputs, modifiers };
}

/** Each slot's rating under `inputs`: the picked general's, else the typed one. */
export function slotRatings(p: 'a' | 'd', rating: RatingKind, i: Inputs, data: Charts): number[] {
  const listed = pickableGenerals(data, rating);
  return slotIds(p).map((id, k) => {
    const g = listed.find((x) => x.id === i[pickerId(id)]);
    return g ? slotRating(g, k === 0) : numericInput(i, id);
  });
}

const picks = (p: 'a' | 'd') => slotIds(p).map(pickerId);
const anyIn = (ids: readonly string[], values: readonly string[]): Condition => ({
  any: ids.map((input) => ({ input, in: values })),
});

/** The picks the rules forbid (11.3, 7.2.2, 8.4), once any general is listed. */
export function generalChecks(data: Charts): InputCheck[] {
  const attack = pickableGenerals(data, 'attack');
  const defense = pickableGenerals(data, 'defense');
  if (attack.length + defense.length === 0) return [];
  const lists = { a: attack, d: defense } as const;
  const all = [...picks('a'), ...picks('d')];
  const pairs = all.flatMap((x, i) => all.slice(i + 1).map((y) => [x, y] as const));
  const ids = [...new Set([...attack, ...defense].map((g) => g.id))];
  const ofSide = (p: 'a' | 'd', side: Side) =>
    lists[p].filter((g) => g.side === side).map((g) => g.id);
  const forces = (['a', 'd'] as const).map((p) => ({
    all: [anyIn(picks(p), ofSide(p, 'union')), anyIn(picks(p), ofSide(p, 'confederate'))],
  }));
  const sameArmy = (['union', 'confederate'] as const).map((side) => ({
    all: [anyIn(picks('a'), ofSide('a', side)), anyIn(picks('d'), ofSide('d', side))],
  }));
  const outranked = (['a', 'd'] as const).flatMap((p) =>
    [1, 2, 3].map((r) => ({
      all: [
        { input: pickerId(`${p}Cmd`), in: lists[p].filter((g) => g.rank === r).map((g) => g.id) },
        anyIn(
          picks(p).slice(1),
          lists[p].filter((g) => (g.rank ?? 0) > r).map((g) => g.id),
        ),
      ],
    })),
  );
  const cavalryCommands = (['a', 'd'] as const).map((p) => ({
    all: [
      {
        input: pickerId(`${p}Cmd`),
        in: lists[p].filter(limitedCavalry).map((g) => g.id),
      },
      anyIn(
        picks(p).slice(1),
        lists[p].filter((g) => g.cavalry === false).map((g) => g.id),
      ),
    ],
  }));
  return [
    {
      when: {
        any: ids.flatMap((g) =>
          pairs.map(([x, y]) => ({
            all: [
              { input: x, eq: g },
              { input: y, eq: g },
            ],
          })),
        ),
      },
      message: 'a general is picked twice: each general counts once, for one force.',
      rule: '11.3',
    },
    {
      when: { any: [...forces, ...sameArmy] },
      message: `a force’s generals are all of one side, and the two forces of opposite sides.`,
      rule: '11.3',
    },
    {
      when: { any: outranked },
      message:
        'a subordinate outranks the Commanding General: the highest-ranking General commands.',
      rule: '7.2.2',
    },
    {
      when: { any: cavalryCommands },
      message:
        'a Cavalry General commands only when every other General in the hex is a Cavalry General.',
      rule: '8.4',
    },
  ];
}
