/**
 * The campaign tracker's forms for play: cards drawn, discarded or counted, a battle won, the
 * events that queue later effects, and Gettysburg's final combat values.
 */
import { optionsOf } from '../../shared/input-builders.js';
import type { FormPanel, FormValues } from '../../shared/tracker-form.js';
import type { WithHistory } from '../../shared/tracker-history.js';
import type { CampaignEvent, CampaignSnapshot } from './campaign-types.js';
import { phaseKDuty, SIDE_LABELS, SIDES, THEATER_LABELS, THEATERS, type Side } from './phases.js';
import type { Scenario } from './scenario-types.js';
import { GETTYSBURG_DAYS } from './scenarios.js';

type Panel = FormPanel<WithHistory<CampaignSnapshot>, Scenario, CampaignEvent>;

const sideOptions = SIDES.map((s) => ({ value: s, label: SIDE_LABELS[s] }));
const sideOf = (v: FormValues, key = 'side'): Side =>
  v[key] === 'confederate' ? 'confederate' : 'union';
const COUNT_MAX = 99;

const CARD_ACTIONS = optionsOf([
  ['draw', 'Draws'],
  ['draw-card', 'Draws by card play'],
  ['discard', 'Discards'],
  ['swap', 'Swaps a general (Phase K)'],
  ['deck', 'Cards left in his deck'],
  ['hand', 'Cards in his hand'],
]);

function kNote(s: CampaignSnapshot): { readonly note?: string } {
  if (s.phase !== 'K') return {};
  return {
    note: SIDES.map((side) => {
      const d = phaseKDuty(s.hands[side]);
      return `${SIDE_LABELS[side]}: ${d.kind === 'discard' ? `discard ${d.count}` : 'may swap a general from hand for a card (ruling A39)'}`;
    }).join('; '),
  };
}

export const CARDS_FORM: Panel = {
  kind: 'form',
  id: 'cards-form-h',
  title: 'Cards',
  form: (s) =>
    s.result
      ? null
      : {
          ...kNote(s),
          submit: 'Record',
          fields: [
            { kind: 'select', name: 'side', label: 'Side', options: sideOptions },
            { kind: 'select', name: 'what', label: 'What', options: CARD_ACTIONS },
            {
              kind: 'number',
              name: 'count',
              label: 'Cards',
              min: 0,
              max: COUNT_MAX,
              hint: 'Not needed for the swap',
            },
          ],
        },
  submit: (v) => {
    const side = sideOf(v);
    const count = Number(v.count ?? 0);
    const who = SIDE_LABELS[side];
    switch (v.what) {
      case 'draw-card':
        return {
          event: { type: 'draw', side, count, byCard: true },
          says: `${who} draws ${count}.`,
        };
      case 'discard':
        return { event: { type: 'discard', side, count }, says: `${who} discards ${count}.` };
      case 'swap':
        return { event: { type: 'swap-general', side }, says: `${who} swaps a general.` };
      case 'deck':
        return { event: { type: 'set-deck', side, left: count }, says: `${who}: ${count} left.` };
      case 'hand':
        return { event: { type: 'set-hand', side, count }, says: `${who}: ${count} in hand.` };
      default:
        return { event: { type: 'draw', side, count }, says: `${who} draws ${count}.` };
    }
  },
};

const EVENTS = optionsOf([
  ['battle', 'Battle won'],
  ['invasion-major', 'Invasion Major Victory'],
  ['washington', 'Washington falls'],
  ['emancipation', 'Emancipation Proclamation'],
  ['chattanooga', 'Chattanooga falls by card'],
  ['election', 'Presidential Election of 1864'],
]);

export const EVENT_FORM: Panel = {
  kind: 'form',
  id: 'event-form-h',
  title: 'Battle won or event played',
  form: (s, c) =>
    s.result || c.victory === 'gettysburg'
      ? null
      : {
          note: 'Record a battle’s command points with the change above; here the win itself (for promotions, ruling A38), a Confederate Major Victory at an Invasion, and the events with later effects (rulings C22 and A23).',
          submit: 'Record',
          fields: [
            { kind: 'select', name: 'what', label: 'What happened', options: EVENTS },
            {
              kind: 'select',
              name: 'side',
              label: 'Winner',
              options: sideOptions,
              hint: 'For a battle',
            },
            {
              kind: 'select',
              name: 'theater',
              label: 'Theater',
              options: THEATERS.map((t) => ({ value: t, label: THEATER_LABELS[t] })),
            },
          ],
        },
  submit: (v) => {
    const theater = v.theater === 'west' ? 'west' : 'east';
    switch (v.what) {
      case 'invasion-major':
        return {
          event: {
            type: 'battle-won',
            side: 'confederate',
            theater,
            invasionMajor: true,
            major: true,
          },
          says: 'Invasion Major Victory recorded.',
        };
      case 'washington':
        return { event: { type: 'washington-captured' }, says: 'Washington has fallen.' };
      case 'emancipation':
        return { event: { type: 'emancipation' }, says: 'Emancipation recorded.' };
      case 'chattanooga':
        return { event: { type: 'chattanooga-by-card' }, says: 'Chattanooga recorded.' };
      case 'election':
        return { event: { type: 'election' }, says: 'Election recorded.' };
      default:
        return {
          event: { type: 'battle-won', side: sideOf(v), theater, invasionMajor: false },
          says: 'Battle recorded.',
        };
    }
  },
};

export const GETTYSBURG_FORM: Panel = {
  kind: 'form',
  id: 'gettysburg-end-h',
  title: 'End of the battle',
  form: (s, c) =>
    c.victory !== 'gettysburg' || s.result || s.day < GETTYSBURG_DAYS.days
      ? null
      : {
          note: 'Enter both final combat values from the combat ledger.',
          submit: 'End the battle',
          fields: SIDES.map((side) => ({
            kind: 'number' as const,
            name: side,
            label: `${SIDE_LABELS[side]} combat value`,
            min: -COUNT_MAX,
            max: COUNT_MAX,
          })),
        },
  submit: (v) => ({
    event: {
      type: 'gettysburg-end',
      union: Number(v.union ?? 0),
      confederate: Number(v.confederate ?? 0),
    },
    says: 'The battle is over.',
  }),
};
