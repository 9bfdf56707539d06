/**
 * The campaign tracker's Phase H forms: the side with the initiative names the battles and their
 * order; each side then draws for the battle now open, at most his limit there. And the Resource
 * card played in a Resource Phase, one per player per phase.
 */
import type { FormPanel, FormValues } from '../../shared/tracker-form.js';
import type { WithHistory } from '../../shared/tracker-history.js';
import {
  BATTLES_PLACE,
  battlePlanOf,
  drawingBattle,
  drawLimit,
  orderChooser,
} from './campaign-battles.js';
import { resourcesThisPhase } from './campaign-resources.js';
import type { CampaignEvent, CampaignSnapshot } from './campaign-types.js';
import { SIDE_LABELS, SIDES, THEATER_LABELS, THEATERS, type Side, type Theater } from './phases.js';
import { RESOURCE_CARDS } from './play-cards.js';
import type { Scenario } from './scenario-types.js';

type Panel = FormPanel<WithHistory<CampaignSnapshot>, Scenario, CampaignEvent>;

const ORDERS: readonly { value: string; label: string; order: readonly Theater[] }[] = [
  { value: 'east-west', label: 'East first, then West', order: ['east', 'west'] },
  { value: 'west-east', label: 'West first, then East', order: ['west', 'east'] },
  { value: 'east', label: 'East only', order: ['east'] },
  { value: 'west', label: 'West only', order: ['west'] },
  { value: 'none', label: 'No battle this turn', order: [] },
];

export const BATTLE_ORDER_FORM: Panel = {
  kind: 'form',
  id: 'battle-order-h',
  title: 'Battles this turn',
  form: (s) =>
    s.result || s.phase !== 'H' || battlePlanOf(s) !== null
      ? null
      : {
          note: `${SIDE_LABELS[orderChooser(s)]} names the battles placed and fought, and which is fought first (${BATTLES_PLACE}).`,
          submit: 'Name the battles',
          fields: [
            {
              kind: 'select',
              name: 'order',
              label: 'Battles',
              options: ORDERS.map(({ value, label }) => ({ value, label })),
            },
          ],
        },
  submit: (v: FormValues) => {
    const o = ORDERS.find((x) => x.value === v.order) ?? ORDERS[0];
    return {
      event: { type: 'battle-order', order: o?.order ?? [] },
      says: 'Battles named.',
    };
  },
};

/** The side still to draw for the open battle (Union first), or null. */
function drawer(s: CampaignSnapshot): Side | null {
  const i = drawingBattle(s);
  const plan = battlePlanOf(s);
  if (i === null || !plan) return null;
  return SIDES.find((side) => plan.drawn[i]?.[side] === undefined) ?? null;
}

export const BATTLE_DRAW_FORM: Panel = {
  kind: 'form',
  id: 'battle-draw-h',
  title: 'Draw for battle',
  form: (s) => {
    const side = drawer(s);
    const i = drawingBattle(s);
    const t = i === null ? undefined : battlePlanOf(s)?.order[i];
    if (s.result || side === null || t === undefined) return null;
    const lim = drawLimit(s, side, t);
    return {
      note: `${SIDE_LABELS[side]} draws for the ${THEATER_LABELS[t]} battle: up to ${lim.max} (${[`${lim.points} command points there`, ...lim.because].join('; ')}); fewer if he wishes.`,
      submit: `${SIDE_LABELS[side]} draws`,
      fields: [
        {
          kind: 'number',
          name: 'count',
          label: `${SIDE_LABELS[side]}: cards drawn`,
          min: 0,
          max: lim.max,
          value: lim.max,
        },
      ],
    };
  },
  submit: (v, s) => {
    const side = drawer(s) ?? 'union';
    const count = Number(v.count ?? 0);
    return {
      event: { type: 'battle-draw', side, count },
      says: `${SIDE_LABELS[side]} draws ${count}.`,
    };
  },
};

export const RESOURCE_FORM: Panel = {
  kind: 'form',
  id: 'resource-played-h',
  title: 'Resource card played',
  form: (s) => {
    if (s.result || (s.phase !== 'B' && s.phase !== 'J')) return null;
    const free = SIDES.filter((side) => resourcesThisPhase(s, side) === 0);
    if (free.length === 0) return null;
    return {
      note: 'One Resource card per player in each Resource Phase, the Union first. Its printed command points are applied; a card the rulebook gives no points for is entered by hand above.',
      submit: 'Record the card',
      fields: [
        {
          kind: 'select',
          name: 'card',
          label: 'Card',
          options: RESOURCE_CARDS.filter((c) => free.includes(c.side)).map((c) => ({
            value: c.id,
            label: `${SIDE_LABELS[c.side]}: ${c.name}`,
          })),
        },
        {
          kind: 'select',
          name: 'theater',
          label: 'Theater it names',
          options: THEATERS.map((t) => ({ value: t, label: THEATER_LABELS[t] })),
          hint: 'Like a Duck Hit on the Head only (ruling G46)',
        },
      ],
    };
  },
  submit: (v) => {
    const card = RESOURCE_CARDS.find((c) => c.id === v.card) ?? RESOURCE_CARDS[0];
    if (!card) return { problem: 'No such card.' };
    const theater = v.theater === 'west' ? 'west' : 'east';
    return {
      event: {
        type: 'resource-played',
        side: card.side,
        card: card.id,
        ...(card.id === 'duck' && { theater }),
      },
      says: `${card.name} recorded.`,
    };
  },
};
