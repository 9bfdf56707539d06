/**
 * Altar of Freedom: the orders of battle as a roster tool. The four starter scenarios, one or
 * both armies, a search by brigade, division or general, and the generals' PP and traits, which
 * the rulebook does not print (ruling G1): the player enters them, saved as user data and marked
 * as the player's. Link: `scenario`, `side`, `q`.
 */
import type {
  RosterDescriptor,
  RosterSave,
  RosterState,
  RosterValues,
  RosterView,
} from '../../shared/roster.js';
import { sideShownChoice } from '../../shared/side-choice.js';
import { signed } from '../../shared/signed.js';
import {
  GENERAL_RATINGS_KIND,
  SCENARIO_PP_RANGE,
  checkGeneralRating,
  generalRating,
  withGeneralRating,
} from './general-ratings.js';
import type { GeneralRatings } from './general-ratings.js';
import { armyGenerals } from './oob.js';
import { oobNotes, oobRulings } from './oob-summary.js';
import { SIDE_NAMES } from './display-names.js';
import { armySection } from './oob-roster-view.js';
import { SCENARIO_SLUGS, isScenarioSlug, loadScenario, scenarioIndex } from './scenarios.js';
import type { General, Scenario } from './schema.js';
import { SM_MAX, SM_MIN } from './strength.js';
import { TRAITS } from './traits.js';
import { TRAIT_IDS } from './trait-ids.js';

/** Where the book defines the Strength Modifier scale. */
const SM_RULE = 'Basic Principles › Strength Modifiers';

/** The army the `side` setting shows alone, or null for both. */
function sideShown(state: RosterState<unknown>): 'USA' | 'CSA' | null {
  const side = state.choices['side'];
  return side === 'union' ? 'USA' : side === 'confederate' ? 'CSA' : null;
}

type State = RosterState<GeneralRatings>;

function scenario(state: State): Scenario {
  const slug = state.choices['scenario'] ?? SCENARIO_SLUGS[0];
  const result = loadScenario(slug);
  if (!result.ok) throw new Error(result.issues.map((i) => i.message).join(' '));
  return result.value;
}

function findGeneral(s: Scenario, id: string): General | undefined {
  return s.armies.flatMap(armyGenerals).find((g) => g.general.id === id)?.general;
}

/** The scenarios as the index titles them (their slugs, should the index fail its check). */
function scenarioOptions() {
  const index = scenarioIndex();
  const list = index.ok
    ? index.value.scenarios
    : SCENARIO_SLUGS.map((slug) => ({ slug, title: slug }));
  return list.map((x) => ({ value: x.slug, label: x.title }));
}

const entriesCount = (data: GeneralRatings) =>
  Object.values(data).reduce((n, s) => n + Object.keys(s).length, 0);

const generals = (n: number) => `${n} general${n === 1 ? '' : 's'}`;

function view(state: State): RosterView {
  const s = scenario(state);
  const side = sideShown(state);
  const date = new Date(`${s.date}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const n = entriesCount(state.data);
  return {
    title: s.title,
    lines: [[`${date} · ${s.size} scenario · ${s.sheet} `, { rule: s.rule }]],
    legend: [
      [
        `SM: Strength Modifier, ${signed(SM_MIN)} to ${signed(SM_MAX)} `,
        { rule: SM_RULE },
        '. Priority Points and traits are not printed in the rulebook text ',
        { rule: 'ruling G1' },
        ': enter your own; they are marked ',
        { sample: 'entered' },
        '. “Reconstructed” marks a name or value pieced together from the rulebook’s scrambled two-column text and checked against its base labels.',
      ],
    ],
    sections: s.armies
      .filter((a) => side === null || a.side === side)
      .map((a) => armySection(s, state.data, a)),
    pageEach: true,
    notes: {
      title: 'Notes on these orders of battle',
      items: oobNotes(s),
      rulingsTitle: 'Rulings the app applies here',
      rulings: oobRulings(s),
    },
    entered: {
      title: 'Your entered ratings',
      text: `${n === 0 ? 'You have not entered any general’s PP or traits yet.' : `You have entered ratings for ${generals(n)} across the scenarios.`} They are saved on this device only; export them to a file, import a file, or put them in a link to share with your opponent.`,
    },
  };
}

function save(state: State, id: string, values: RosterValues): RosterSave<GeneralRatings> {
  const s = scenario(state);
  const general = findGeneral(s, id);
  if (!general || !isScenarioSlug(s.slug))
    return { ok: false, errors: [`${s.title} has no general '${id}'.`], invalid: [] };
  const text = String(values['pp'] ?? '').trim();
  const pp = text === '' ? null : Number(text);
  if (pp !== null && !Number.isFinite(pp)) {
    const errors = [`${general.name}: enter PP as a whole number, or leave it empty.`];
    return { ok: false, errors, invalid: ['pp'] };
  }
  const chosen = values['traits'];
  const traits = TRAIT_IDS.filter((t) => Array.isArray(chosen) && chosen.includes(t));
  const entry = { pp, traits: traits.length > 0 ? traits : null };
  const errors = checkGeneralRating(s, id, entry);
  if (errors.length > 0)
    return { ok: false, errors, invalid: errors.some((m) => m.includes('PP')) ? ['pp'] : [] };
  return {
    ok: true,
    data: withGeneralRating(state.data, s.slug, id, entry),
    message: `Saved ${general.name}’s entered ratings on this device.`,
  };
}

/** The orders of battle of the four starter scenarios, with the generals' entered ratings. */
export const OOB_ROSTER: RosterDescriptor<GeneralRatings> = {
  kind: 'roster',
  userData: GENERAL_RATINGS_KIND,
  choices: [
    {
      key: 'scenario',
      label: 'Scenario',
      control: 'select',
      options: scenarioOptions(),
      always: true,
      resets: true,
      invalid: (v) =>
        `There is no scenario “${v}”; showing ${scenario({ choices: {}, query: '', data: {} }).title}.`,
    },
    sideShownChoice('Armies', 'Both', (v) => `“${v}” is not an army to show; showing both armies.`),
  ],
  search: {
    key: 'q',
    label: 'Find a brigade, division or general',
    maxLength: 80,
    none: 'Nothing in this army matches.',
    status(state, n) {
      const side = sideShown(state);
      const where = side ? `the ${SIDE_NAMES[side]} army` : scenario(state).title;
      const q = state.query.trim();
      return n === 0
        ? `No brigade, division or general in ${where} matches “${q}”.`
        : `${n} match${n === 1 ? '' : 'es'} for “${q}” in ${where}.`;
    },
  },
  texts: {
    unreadable:
      'Your saved general ratings could not be read and are not shown; they are kept unchanged.',
    saveFailed: 'The ratings could not be saved.',
    incoming: {
      what: 'The ratings',
      use: 'Use the link’s ratings',
      keep: 'Keep mine',
      saved: 'The ratings from the link are saved on this device.',
      describe: (data) =>
        `This link carries player-entered ratings for ${generals(entriesCount(data))}. Using them replaces the ratings saved on this device.`,
    },
    missing: { text: 'Not printed' },
    entered: { badge: 'entered by you' },
    edit: {
      enter: 'Enter',
      edit: 'Edit',
      close: 'Close',
      about: ' PP and traits for ',
      clear: 'Clear entry',
    },
  },
  view,
  form(state, id) {
    const s = scenario(state);
    const general = findGeneral(s, id);
    if (!general) return null;
    const rating = generalRating(state.data, s, id);
    const range = SCENARIO_PP_RANGE;
    return {
      note: [
        `The rulebook’s card for ${general.name} is not in the text we have: what you enter here is yours, saved on this device and marked as entered by you. `,
        { rule: 'ruling G1' },
      ],
      fields: [
        {
          kind: 'number',
          key: 'pp',
          label: 'Priority Points',
          hint: [
            `Whole number from ${range.min}; the Army Builder’s limits do not apply `,
            { rule: range.rule },
          ],
          min: range.min,
          max: range.max,
        },
        {
          kind: 'choices',
          key: 'traits',
          label: 'Traits',
          rule: [{ rule: 'Appendix I; the Army Builder’s 1–3 is for built armies (ruling A52)' }],
          options: TRAITS.map((t) => ({
            value: t.id,
            label: t.name,
            ...(t.scope === 'army' && { note: '(army commander)' }),
          })),
        },
      ],
      values: {
        pp: rating?.ppSource === 'player' && rating.pp !== null ? String(rating.pp) : '',
        traits: rating?.traitsSource === 'player' ? rating.traits : [],
      },
    };
  },
  save,
  clear(state, id) {
    const s = scenario(state);
    const name = findGeneral(s, id)?.name ?? id;
    const data = isScenarioSlug(s.slug)
      ? withGeneralRating(state.data, s.slug, id, null)
      : state.data;
    return { data, message: `Cleared ${name}’s entered ratings.` };
  },
};
