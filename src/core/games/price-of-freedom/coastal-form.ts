/**
 * The Price of Freedom: the War Effort tracker's form that adds a coastal region from the
 * player's map (§4.1 note 4, ruling G3: the rulebook does not name every Atlantic Coast region).
 * The generic form panel keeps what is typed while the game is open, across another tab's change
 * and across an update, and counts it as unsaved work. Pure.
 */
import type { FormPanel, FormValues } from '../../shared/tracker-form.js';
import { plainTextProblem } from '../../shared/schema-limits.js';
import type { Nation } from './constants.js';
import { regionIdOf } from './new-corps.js';
import type { RegionNames } from './tracker-describe.js';
import { TRACKER_NOTES } from './tracker-notes.js';
import type { CampaignEvent, CampaignSnapshot } from './tracker-types.js';

/** Longest region name the form takes. */
export const COASTAL_NAME_MAX = 40;

const text = (v: FormValues, key: string): string => {
  const value = v[key];
  return typeof value === 'string' ? value : '';
};

/** The "Add a coastal region" form; the context holds the board's region names. */
export const COASTAL_FORM: FormPanel<
  CampaignSnapshot,
  { readonly names: RegionNames },
  CampaignEvent
> = {
  kind: 'form',
  id: 'add-coastal-h',
  title: 'Add a coastal region from your map',
  rulings: ['G3'],
  form: () => ({
    submit: 'Add the region',
    note: `${TRACKER_NOTES.coastal.text} (${TRACKER_NOTES.coastal.rule})`,
    fields: [
      { kind: 'text', name: 'name', label: 'Name', maxLength: COASTAL_NAME_MAX },
      {
        kind: 'select',
        name: 'coast',
        label: 'Coast',
        options: [
          { value: 'gulf', label: 'Gulf' },
          { value: 'atlantic', label: 'Atlantic' },
        ],
      },
      {
        kind: 'select',
        name: 'control',
        label: 'Controlled by',
        options: [
          { value: 'csa', label: 'Confederate' },
          { value: 'usa', label: 'Union' },
        ],
      },
    ],
  }),
  submit: (v, c, ctx) => {
    const name = text(v, 'name').trim();
    const coast = text(v, 'coast') === 'atlantic' ? 'atlantic' : 'gulf';
    const control: Nation = text(v, 'control') === 'usa' ? 'usa' : 'csa';
    const id = regionIdOf(name);
    if (name === '' || id === '')
      return { problem: 'Enter the region’s name (letters or digits).' };
    const problem = plainTextProblem(name, 'The region’s name');
    if (problem !== null) return { problem };
    if (
      Object.hasOwn(c.control, id) ||
      [...ctx.names.values()].some((n) => n.toLowerCase() === name.toLowerCase())
    )
      return { problem: `${name} is already on the board.` };
    return {
      event: { type: 'add-coastal-region', id, region: { name, coast, box: id }, control },
      says: `${name} added to the ${coast === 'gulf' ? 'Gulf' : 'Atlantic'} Coast with its own blockade box.`,
    };
  },
};
