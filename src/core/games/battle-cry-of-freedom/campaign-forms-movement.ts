/**
 * The campaign tracker's Phase E form: the side whose turn it is plays a Strategic Movement card
 * (a named one, whose effect is then shown, or another by name) in a theater; passing is a
 * button in the tracker's bar.
 */
import type { FormPanel, FormValues } from '../../shared/tracker-form.js';
import type { WithHistory } from '../../shared/tracker-history.js';
import {
  movementCards,
  movementOf,
  OFFENSIVE_PLACE,
  offensiveBarredIn,
} from './campaign-movement.js';
import { offensiveBarredText } from './placement.js';
import type { CampaignEvent, CampaignSnapshot } from './campaign-types.js';
import { SIDE_LABELS, THEATER_LABELS, THEATERS, type Theater } from './phases.js';
import type { Scenario } from './scenario-types.js';

type Panel = FormPanel<WithHistory<CampaignSnapshot>, Scenario, CampaignEvent>;

const ANOTHER = '';
/** The longest card name the form takes (the schema's bound). */
const NAME_LENGTH = 80;
const str = (v: FormValues, k: string) => String(v[k] ?? '');

/** Play a Strategic Movement card in Phase E. */
export const MOVEMENT_FORM: Panel = {
  kind: 'form',
  id: 'movement-form-h',
  title: 'Play a Strategic Movement card',
  form: (s, c) => {
    if (s.phase !== 'E' || s.result || c.victory === 'gettysburg') return null;
    const actor = movementOf(s).actor;
    const barred = actor === 'confederate' ? offensiveBarredIn(s) : [];
    const bar = barred
      .map((t) => ` ${offensiveBarredText(t)} (${OFFENSIVE_PLACE}, ruling A19)`)
      .join('');
    return {
      submit: `${SIDE_LABELS[actor]}: play the card`,
      note: `The ${SIDE_LABELS[actor]} plays a Strategic Movement card or passes (the button at the top). Move the battle cards on the table as the card says.${bar}`,
      fields: [
        {
          kind: 'select',
          name: 'card',
          label: 'Card',
          options: [
            { value: ANOTHER, label: 'Another card (name it below)' },
            ...movementCards(actor).map((x) => ({ value: x.id, label: x.name })),
          ],
        },
        { kind: 'text', name: 'name', label: 'Its name, if not listed', maxLength: NAME_LENGTH },
        {
          kind: 'select',
          name: 'theater',
          label: 'Theater',
          options: [
            { value: ANOTHER, label: 'Not one theater' },
            ...THEATERS.map((t) => ({ value: t, label: THEATER_LABELS[t] })),
          ],
        },
      ],
    };
  },
  submit: (v, s) => {
    const side = movementOf(s).actor;
    const id = str(v, 'card');
    const named = movementCards(side).find((x) => x.id === id);
    const name = named?.name ?? str(v, 'name').trim();
    if (name === '') return { problem: 'Pick the card, or name it.' };
    const t = str(v, 'theater');
    const theater: Theater | undefined = t === 'east' || t === 'west' ? t : undefined;
    return {
      event: {
        type: 'movement-play',
        side,
        name,
        ...(named ? { card: named.id } : {}),
        ...(theater ? { theater } : {}),
      },
      says: `${name} played.`,
    };
  },
};
