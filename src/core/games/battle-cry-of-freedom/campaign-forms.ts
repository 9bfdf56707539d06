/**
 * The campaign tracker's form panels, for entries a button cannot make: a command point change
 * with its reason, the hidden allocation of Phase C (private, for pass-and-play) and the open
 * discretionary points of Phase F, a general placed, cards drawn or discarded, a battle won or
 * an event played, and Gettysburg's final combat values.
 */
import type { FormPanel, FormValues } from '../../shared/tracker-form.js';
import type { WithHistory } from '../../shared/tracker-history.js';
import {
  ALLOCATION_PLACE,
  CP_CARD_VALUES,
  discretionaryTurn,
  minimumFaceDown,
} from './allocation.js';
import type { CampaignEvent, CampaignSnapshot } from './campaign-types.js';
import { CP_CAPS } from './cp-track.js';
import { CLOSED_PLACE, GENERAL_LIMIT } from './campaign-generals.js';
import { closedTheaters } from './victory-data.js';
import {
  REPLACEMENT_PLACE,
  replacementText,
  setAsideGenerals,
  sidesOwed,
} from './campaign-wounded.js';
import { SIDE_LABELS, SIDES, THEATER_LABELS, THEATERS, type Side, type Theater } from './phases.js';
import type { Scenario } from './scenario-types.js';

type Panel = FormPanel<WithHistory<CampaignSnapshot>, Scenario, CampaignEvent>;

const sideOptions = SIDES.map((s) => ({ value: s, label: SIDE_LABELS[s] }));
const theaterOptions = THEATERS.map((t) => ({ value: t, label: THEATER_LABELS[t] }));
const sideOf = (v: FormValues, key = 'side'): Side =>
  v[key] === 'confederate' ? 'confederate' : 'union';
const theaterOf = (v: FormValues): Theater => (v.theater === 'west' ? 'west' : 'east');
const num = (v: FormValues, key: string): number => Number(v[key] ?? 0);
const maxCap = Math.max(...SIDES.map((s) => CP_CAPS[s]));

export const CP_FORM: Panel = {
  kind: 'form',
  id: 'cp-form-h',
  title: 'Change command points',
  rulings: ['G11'],
  form: (s) =>
    s.result
      ? null
      : {
          submit: 'Record the change',
          fields: [
            { kind: 'select', name: 'side', label: 'Side', options: sideOptions },
            {
              kind: 'number',
              name: 'delta',
              label: 'Change',
              min: -maxCap,
              max: maxCap,
              hint: 'A battle card’s result, a Resource Event’s points',
            },
            { kind: 'text', name: 'reason', label: 'Reason', maxLength: 80 },
          ],
        },
  submit: (v) => {
    const side = sideOf(v);
    const delta = num(v, 'delta');
    const reason = String(v.reason ?? '').trim();
    if (!reason) return { problem: 'Say why the command points change.' };
    return {
      event: { type: 'cp', side, delta, reason },
      says: `${SIDE_LABELS[side]} ${delta >= 0 ? '+' : ''}${delta}.`,
    };
  },
};

function allocationSide(s: CampaignSnapshot): Side | null {
  return SIDES.find((side) => !s.allocation[side]) ?? null;
}

export const ALLOCATION_FORM: Panel = {
  kind: 'form',
  id: 'allocation-h',
  title: 'Face-down command points',
  form: (s) => {
    const side = s.phase === 'C' && !s.result ? allocationSide(s) : null;
    if (!side) return null;
    const total = s.cp[side];
    return {
      private: true,
      note: `${SIDE_LABELS[side]} enters his cards alone: at least ${minimumFaceDown(total)} of his ${total} points face down, each card ${CP_CARD_VALUES.min} to ${CP_CARD_VALUES.max} (${ALLOCATION_PLACE}). Pass the device on after.`,
      submit: `Lay the ${SIDE_LABELS[side]} cards`,
      fields: [
        ...THEATERS.map((t) => ({
          kind: 'number' as const,
          name: t,
          label: `${THEATER_LABELS[t]}, face down`,
          min: CP_CARD_VALUES.min,
          max: CP_CARD_VALUES.max,
        })),
        ...(side === 'union'
          ? [
              {
                kind: 'check' as const,
                name: 'faceUp',
                label: 'A card makes the Union lay them face up',
              },
            ]
          : []),
      ],
    };
  },
  submit: (v, s) => {
    const side = allocationSide(s);
    if (!side) return { problem: 'Both have laid their cards.' };
    return {
      event: {
        type: 'allocate',
        side,
        east: num(v, 'east'),
        west: num(v, 'west'),
        faceUp: v.faceUp === true,
      },
      says: `${SIDE_LABELS[side]} cards laid.`,
    };
  },
};

export const DISCRETIONARY_FORM: Panel = {
  kind: 'form',
  id: 'discretionary-h',
  title: 'Discretionary command points',
  form: (s) => {
    const side = s.phase === 'F' && !s.result ? discretionaryTurn(s.allocation) : null;
    const a = side ? s.allocation[side] : null;
    if (!side || !a) return null;
    const free = s.cp[side] - a.faceDown.east - a.faceDown.west;
    return {
      note: `${SIDE_LABELS[side]} lays up to ${free} points face up; both reveal once the Confederate has laid his (ruling C10).`,
      submit: `Lay the ${SIDE_LABELS[side]} points`,
      fields: THEATERS.map((t) => ({
        kind: 'number' as const,
        name: t,
        label: `${THEATER_LABELS[t]}, face up`,
        min: 0,
        max: free,
      })),
    };
  },
  submit: (v, s) => {
    const side = discretionaryTurn(s.allocation);
    if (!side) return { problem: 'Both have laid their points.' };
    return {
      event: { type: 'discretionary', side, east: num(v, 'east'), west: num(v, 'west') },
      says: 'Points laid.',
    };
  },
};

export const GENERAL_FORM: Panel = {
  kind: 'form',
  id: 'general-form-h',
  title: 'Place a general',
  rulings: ['A38'],
  form: (s) =>
    s.result
      ? null
      : {
          note: `Normally ${GENERAL_LIMIT.infantry} infantry and ${GENERAL_LIMIT.cavalry} cavalry a theater; more infantry only by card play.`,
          submit: 'Place the general',
          fields: [
            { kind: 'select', name: 'side', label: 'Side', options: sideOptions },
            { kind: 'select', name: 'theater', label: 'Theater', options: theaterOptions },
            ...enteringGeneralFields('General'),
          ],
        },
  submit: (v) => ({
    event: {
      type: 'place-general',
      side: sideOf(v),
      theater: theaterOf(v),
      name: String(v.name ?? ''),
      cavalry: v.cavalry === true,
      byCard: v.byCard === true,
      homeChecked: v.home === true,
    },
    says: `${String(v.name ?? '').trim()} placed.`,
  }),
};

/** The fields of a general entering play (placed, or swapped in), his name asked as `label`. */
function enteringGeneralFields(label: string) {
  return [
    { kind: 'text', name: 'name', label, maxLength: 40 },
    { kind: 'check', name: 'cavalry', label: 'Cavalry general' },
    { kind: 'check', name: 'byCard', label: 'Brought in by card play' },
    { kind: 'check', name: 'home', label: 'First time in play: this is the theater on his card' },
  ] as const;
}

/** The Confederate's generals a closed theater's swap may take out: never his cavalry. */
function swappable(s: CampaignSnapshot) {
  const closed = closedTheaters(s.fallen);
  return s.generals.filter(
    (g) => g.side === 'confederate' && !g.cavalry && closed.includes(g.theater),
  );
}

/**
 * A closed theater's swap: a Confederate general goes back to hand and another takes his place
 * at once, recorded and checked as one change (Glossary › Victory Condition Cities, ruling A41).
 */
export const SWAP_FORM: Panel = {
  kind: 'form',
  id: 'swap-form-h',
  title: 'Swap a general in a closed theater',
  rulings: ['A41'],
  form: (s) => {
    const out = s.result ? [] : swappable(s);
    if (out.length === 0) return null;
    return {
      note: `In a closed theater the Confederate keeps as many generals as the Union: one leaves only if another enters in his place at once (${CLOSED_PLACE}). His cavalry never leaves.`,
      submit: 'Swap them',
      fields: [
        {
          kind: 'select',
          name: 'out',
          label: 'General going to hand',
          options: out.map((g) => ({
            value: g.id,
            label: `${g.name} (${THEATER_LABELS[g.theater]})`,
          })),
        },
        ...enteringGeneralFields('General entering in his place'),
      ],
    };
  },
  submit: (v, s) => {
    const g = swappable(s).find((x) => x.id === v.out) ?? swappable(s)[0];
    if (!g) return { problem: 'No Confederate general in a closed theater may be swapped.' };
    const name = String(v.name ?? '').trim();
    if (!name) return { problem: 'Name the general entering in his place.' };
    return {
      event: {
        type: 'replace-general',
        id: g.id,
        side: g.side,
        theater: g.theater,
        name,
        cavalry: v.cavalry === true,
        byCard: v.byCard === true,
        homeChecked: v.home === true,
      },
      says: `${g.name} to hand, ${name} in his place.`,
    };
  },
};

/**
 * Gettysburg's new day: a side whose general was wounded the day before may bring in a general
 * set aside at the set-up, within the normal limit (Gettysburg Scenario › I. Set-Up, B.2, ruling
 * G47). Shown while a replacement is owed; a pick past the limit is refused with the reason.
 */
export const REPLACEMENT_FORM: Panel = {
  kind: 'form',
  id: 'replacement-h',
  title: 'Replace a wounded general',
  rulings: ['G47'],
  form: (s) => {
    const sides = s.result ? [] : sidesOwed(s);
    if (sides.length === 0) return null;
    const options = sides.flatMap((side) =>
      setAsideGenerals(s, side).map((name) => ({
        value: `${side}:${name}`,
        label: `${SIDE_LABELS[side]}: ${name}`,
      })),
    );
    return {
      note: `At the start of day ${s.day} a general set aside at the set-up may come in for each one wounded on day ${s.day - 1}, unless he would pass the normal limit of ${GENERAL_LIMIT.infantry} infantry and ${GENERAL_LIMIT.cavalry} cavalry. ${sides.map((side) => replacementText(s, side)).join(' ')}`,
      submit: 'Bring him in',
      fields: [
        {
          kind: 'select',
          name: 'general',
          label: 'Set-aside general',
          options: options.length > 0 ? options : [{ value: '', label: 'None left set aside' }],
        },
      ],
    };
  },
  submit: (v) => {
    const [side, name] = String(v.general ?? '').split(':');
    if (!name || (side !== 'union' && side !== 'confederate'))
      return {
        problem: `No general set aside at the start is left to come in (${REPLACEMENT_PLACE}).`,
      };
    return {
      event: { type: 'replace-wounded', side, name },
      says: `${name} comes in for a wounded general.`,
    };
  },
};
