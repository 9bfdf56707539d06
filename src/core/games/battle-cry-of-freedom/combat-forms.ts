/**
 * Battle Cry of Freedom: the combat ledger's forms: play a card, bring a general in, turn a card
 * to another value, set the battle before the first card, and enter the battle card's result.
 * Each checks its fields and gives one ledger event; the reducer checks the rules.
 */
import type { FormPanel, FormValues, SelectField } from '../../shared/tracker-form.js';
import type { WithHistory } from '../../shared/tracker-history.js';
import { COMBAT, COMBAT_PLACE, GETTYSBURG, SIDE_LABEL, SIDES, type Side } from './combat-data.js';
import { KIND_LABEL, valueText } from './combat-words.js';
import { inPlay } from './ledger.js';
import type {
  CardKind,
  EventType,
  LedgerContext,
  LedgerEvent,
  LedgerSnapshot,
} from './ledger-types.js';
import { resolveGeneral } from './card-entry.js';
import { GENERALS, generalById } from './generals.js';
import { keysOf } from '../../shared/keys-of.js';
import { signed } from '../../shared/signed.js';
import { EVENT_CARDS } from './cards-events.js';
import { otherTheaterProblem } from './ledger-setup.js';

type S = WithHistory<LedgerSnapshot>;
type Form = FormPanel<S, LedgerContext, LedgerEvent>;

/** Bounds of what the forms accept: a schema's sanity limit, not a rule. */
export const VALUE_BOUND = 20;
/** The longest card, general or battle name the forms take. */
export const NAME_LENGTH = 60;
const NONE = '';

const sideField = (name: string, label: string, value: Side): SelectField => ({
  kind: 'select',
  name,
  label,
  value,
  options: SIDES.map((s) => ({ value: s, label: SIDE_LABEL[s] })),
});

const starOptions = Array.from({ length: COMBAT.stars.max - COMBAT.stars.min + 1 }, (_, i) => {
  const n = COMBAT.stars.min + i;
  return { value: String(n), label: '★'.repeat(n) };
});

function cardOptions(s: S, onlyInPlay: boolean) {
  return s.cards
    .filter((c) => !onlyInPlay || inPlay(s.cards, c))
    .map((c) => ({
      value: c.id,
      label: `${SIDE_LABEL[c.side]}: ${c.name} (${valueText(c.kind, c.value)})`,
    }));
}

const str = (v: FormValues, k: string) => String(v[k] ?? '');
const orNull = (x: string) => (x === NONE ? null : x);

/** The fields of a card typed in (not picked from the list), and of a card played at once. */
const TYPED_CARD = { field: 'named', is: [NONE] } as const;
const PLAYED_NOW = { field: 'then', is: ['play'] } as const;

/** The named battle and special events the rulebook gives, to key in without typing. */
const NAMED = EVENT_CARDS.filter((c) => c.kind !== 'movement');

/**
 * Key in a card: into the hand (then played from it in two taps), or played at once. The
 * reducer checks the general, the stars and what it cancels.
 */
export const PLAY_FORM: Form = {
  kind: 'form',
  id: 'play-h',
  title: 'Key in a card',
  form: (s) =>
    s.ended
      ? null
      : {
          submit: 'Key in the card',
          note: 'Key in each card of a hand once: it is then played from the hand above in two taps. A Battle Event engages one of your generals; a Special Event does not. An opponent’s card played “immediately” interrupts the volley.',
          fields: [
            sideField('side', 'Whose card', s.actor),
            {
              kind: 'select',
              name: 'then',
              label: 'Then',
              value: s.stage === 'setup' ? 'hand' : 'play',
              options: [
                { value: 'hand', label: 'Keep it in the hand' },
                { value: 'play', label: 'Play it now' },
              ],
            },
            {
              kind: 'select',
              name: 'named',
              label: 'Card',
              options: [
                { value: NONE, label: 'Another card (type its name below)' },
                ...NAMED.map((c) => ({
                  value: c.id,
                  label: `${c.name}${c.value === null ? '' : ` (${signed(c.value)})`}`,
                })),
              ],
            },
            {
              kind: 'text',
              name: 'name',
              label: 'Its name, if not listed',
              maxLength: NAME_LENGTH,
              hint: 'As printed, e.g. Pender’s Division',
              shownWhen: TYPED_CARD,
            },
            {
              kind: 'select',
              name: 'kind',
              label: 'Kind',
              shownWhen: TYPED_CARD,
              options: keysOf(KIND_LABEL).map((k) => ({
                value: k,
                label: KIND_LABEL[k],
              })),
            },
            {
              kind: 'number',
              name: 'value',
              label: 'Value',
              min: -VALUE_BOUND,
              max: VALUE_BOUND,
              value: 1,
              hint: 'Attack above 0, defend below 0, 0 for no value',
              shownWhen: TYPED_CARD,
            },
            {
              kind: 'select',
              name: 'event',
              label: 'Event',
              options: [
                { value: 'special', label: 'Special Event' },
                ...starOptions.map((o) => ({ value: o.value, label: `Battle Event ${o.label}` })),
                { value: 'battle', label: 'Battle Event, stars not entered' },
                { value: 'unrecorded', label: 'Not recorded' },
              ],
            },
            {
              kind: 'select',
              name: 'general',
              label: 'General engaged',
              shownWhen: PLAYED_NOW,
              options: [
                { value: NONE, label: 'None' },
                ...s.generals
                  .filter((g) => !g.engaged && !g.cavalry)
                  .map((g) => ({ value: g.id, label: `${SIDE_LABEL[g.side]}: ${g.name}` })),
              ],
            },
            {
              kind: 'select',
              name: 'attachedTo',
              label: 'Attached to',
              shownWhen: PLAYED_NOW,
              options: [{ value: NONE, label: 'Nothing' }, ...cardOptions(s, false)],
            },
            {
              kind: 'select',
              name: 'cancels',
              label: 'Cancels',
              shownWhen: PLAYED_NOW,
              options: [{ value: NONE, label: 'Nothing' }, ...cardOptions(s, true)],
            },
          ],
        },
  submit: (v, _s, ctx) => {
    const named = NAMED.find((c) => c.id === str(v, 'named'));
    const name = named?.name ?? str(v, 'name');
    if (name === '') return { problem: 'Pick the card, or type its name.' };
    const ev = str(v, 'event');
    const typedStars = /^\d$/.test(ev) ? Number(ev) : null;
    const stars = named ? (ctx.cards.events[named.id]?.stars ?? typedStars) : typedStars;
    const event: EventType = named
      ? named.kind === 'battle'
        ? 'battle'
        : 'special'
      : typedStars !== null
        ? 'battle'
        : ev === 'special' || ev === 'battle'
          ? ev
          : 'unrecorded';
    // A listed card with a printed value brings its kind and value; else the fields give them.
    const value = named?.value ?? Number(v['value']);
    const kind: CardKind =
      named?.value != null
        ? named.value > 0
          ? 'attack'
          : named.value < 0
            ? 'defend'
            : 'special'
        : (str(v, 'kind') as CardKind);
    const face = {
      side: str(v, 'side') === 'confederate' ? ('confederate' as const) : ('union' as const),
      name,
      kind,
      value,
      event,
      stars: event === 'battle' ? stars : null,
    };
    if (str(v, 'then') === 'hand')
      return { event: { type: 'key-card', ...face }, says: `${name} is in the hand.` };
    return {
      event: {
        type: 'play',
        ...face,
        general: orNull(str(v, 'general')),
        attachedTo: orNull(str(v, 'attachedTo')),
        cancels: orNull(str(v, 'cancels')),
      },
      says: `${name} played.`,
    };
  },
};

const ratingField = (name: string, label: string): SelectField => ({
  kind: 'select',
  name,
  label,
  options: [{ value: NONE, label: 'Not entered' }, ...starOptions],
});

const ANOTHER = '';
const UNLISTED_GENERAL = { field: 'card', is: [ANOTHER] } as const;

/** A general card's label in the list: side, name, and stars as far as known. */
function generalLabel(id: string, ctx: LedgerContext): string {
  const g = generalById(id);
  if (!g) return id;
  const r = resolveGeneral(id, ctx.cards);
  const stars = (x: number | null) => (x === null ? '?' : '★'.repeat(x));
  const rated =
    r.offense.value === null && r.defense.value === null
      ? ''
      : ` (${stars(r.offense.value)} / ${stars(r.defense.value)})`;
  return `${SIDE_LABEL[g.side]}: ${g.name}${rated}${r.cavalry.value ? ', cavalry' : ''}`;
}

/** How generals join at Gettysburg (Gettysburg Scenario › I. Set-Up, B; II. Special Rules, C). */
const GETTYSBURG_ENTRY = ` At Gettysburg a set-aside general joins by a Special Event, or at the start of a day to replace one wounded the day before if the normal limit allows (${COMBAT_PLACE.gettysburgSetUp}, B.2: the campaign tracker keeps the wounded and offers the replacement); ${generalById('stuart')?.name ?? 'Stuart'} joins only from day ${GETTYSBURG.stuartDay}, unless a Special Event brings him sooner (${COMBAT_PLACE.gettysburgSetUp}, B, Exception). No Special Event brings a general from the other theater (${COMBAT_PLACE.gettysburg}, C).`;

/** Bring a general into the battle (at the start, or by a card such as Hold the Line). */
export const GENERAL_FORM: Form = {
  kind: 'form',
  id: 'general-h',
  title: 'Bring a general in',
  form: (s, ctx) => ({
    submit: 'Add the general',
    note: `Stars: his offensive rating counts while his side holds the initiative, the defensive one otherwise (${COMBAT_PLACE.general}). A listed general brings the stars and cavalry the rulebook or your card values give; stars picked here override them.${s.battle.mode === 'gettysburg' ? GETTYSBURG_ENTRY : ''}`,
    fields: [
      {
        kind: 'select',
        name: 'card',
        label: 'General card',
        options: [
          { value: ANOTHER, label: 'Another general (name him below)' },
          ...GENERALS.filter((g) => !s.generals.some((x) => x.id === g.id)).map((g) => ({
            value: g.id,
            label: generalLabel(g.id, ctx),
          })),
        ],
      },
      { ...sideField('side', 'Side, if not listed', s.actor), shownWhen: UNLISTED_GENERAL },
      {
        kind: 'text',
        name: 'name',
        label: 'His name, if not listed',
        maxLength: NAME_LENGTH,
        shownWhen: UNLISTED_GENERAL,
      },
      ratingField('offense', 'Offensive stars'),
      ratingField('defense', 'Defensive stars'),
      {
        kind: 'check',
        name: 'cavalry',
        label: 'Cavalry, if not listed (engages only to draw)',
        shownWhen: UNLISTED_GENERAL,
      },
      { kind: 'check', name: 'byCard', label: 'Brought by a card from the other theater' },
    ],
  }),
  submit: (v, s, ctx) => {
    const other = (side: Side, name: string) =>
      otherTheaterProblem(s, ctx, side, name, v['byCard'] === true);
    const stars = (k: string) => (str(v, k) === NONE ? null : Number(str(v, k)));
    const id = str(v, 'card');
    if (id !== ANOTHER) {
      const g = generalById(id);
      if (!g) return { problem: 'Pick a general from the list.' };
      const barred = other(g.side, g.name);
      if (barred) return { problem: barred };
      const r = resolveGeneral(id, ctx.cards);
      return {
        event: {
          type: 'add-general',
          id,
          side: g.side,
          name: g.name,
          offense: stars('offense') ?? r.offense.value,
          defense: stars('defense') ?? r.defense.value,
          cavalry: r.cavalry.value === true,
        },
        says: `${g.name} joins the battle.`,
      };
    }
    const name = str(v, 'name');
    if (name === '') return { problem: 'Pick the general, or name him.' };
    const side: Side = str(v, 'side') === 'confederate' ? 'confederate' : 'union';
    const barred = other(side, name);
    if (barred) return { problem: barred };
    return {
      event: {
        type: 'add-general',
        side,
        name,
        offense: stars('offense'),
        defense: stars('defense'),
        cavalry: v['cavalry'] === true,
      },
      says: `${name} joins the battle.`,
    };
  },
};

/** Turn a card to another value (Battle Elan to its weaker side, ruling A32). */
export const REVALUE_FORM: Form = {
  kind: 'form',
  id: 'revalue-h',
  title: 'Change a card’s value',
  rulings: ['A32'],
  form: (s) =>
    s.cards.length === 0
      ? null
      : {
          submit: 'Change the value',
          fields: [
            { kind: 'select', name: 'card', label: 'Card', options: cardOptions(s, false) },
            {
              kind: 'number',
              name: 'value',
              label: 'New value',
              min: -VALUE_BOUND,
              max: VALUE_BOUND,
              value: 1,
            },
          ],
        },
  submit: (v) => ({
    event: { type: 'revalue', card: str(v, 'card'), value: Number(v['value']) },
    says: 'Value changed.',
  }),
};
