import { expect } from '@open-wc/testing';
import { CARDS_ROSTER } from '../../../../src/core/games/battle-cry-of-freedom/cards-roster.js';
import {
  BATTLE_CARDS,
  splitKeys,
} from '../../../../src/core/games/battle-cry-of-freedom/battle-cards.js';
import {
  CARD_USER_DATA,
  type CardData,
} from '../../../../src/core/games/battle-cry-of-freedom/card-entry.js';
import { GENERALS, STARS } from '../../../../src/core/games/battle-cry-of-freedom/generals.js';
import type { RosterState } from '../../../../src/core/shared/roster.js';

const state = (
  data: CardData = CARD_USER_DATA.empty(),
  show = 'generals',
): RosterState<CardData> => ({
  choices: { show },
  query: '',
  data,
});

/** A general the rulebook gives no ratings for, and one it rates both ways. */
const unrated = GENERALS.find((g) => g.offense === null && g.defense === null)!;
const rated = GENERALS.find((g) => g.offense !== null && g.defense !== null)!;

describe('Battle Cry of Freedom cards roster (ruling G40)', () => {
  it('has generals the rulebook rates and others it does not', () => {
    expect(unrated).to.not.equal(undefined);
    expect(rated).to.not.equal(undefined);
  });

  it('asks only for the ratings the rulebook does not print', () => {
    const open = CARDS_ROSTER.form(state(), `g-${unrated.id}`)!;
    expect(open.fields.map((f) => f.key)).to.include.members(['off', 'def']);
    const known = CARDS_ROSTER.form(state(), `g-${rated.id}`)!;
    expect(known.fields.map((f) => f.key)).to.not.include.members(['off', 'def']);
    expect(CARDS_ROSTER.form(state(), 'g-nobody')).to.equal(null);
    expect(CARDS_ROSTER.form(state(), 'x')).to.equal(null);
  });

  it('saves a general’s entered stars and shows them back in his form', () => {
    const saved = CARDS_ROSTER.save(state(), `g-${unrated.id}`, {
      off: String(STARS.max),
      def: String(STARS.min),
      cav: '',
    });
    if (!saved.ok) throw new Error(saved.errors.join());
    expect(saved.data.generals[unrated.id]).to.deep.equal({
      offense: STARS.max,
      defense: STARS.min,
    });
    expect(CARDS_ROSTER.form(state(saved.data), `g-${unrated.id}`)!.values).to.deep.include({
      off: String(STARS.max),
      def: String(STARS.min),
    });
    const cleared = CARDS_ROSTER.clear(state(saved.data), `g-${unrated.id}`);
    expect(cleared.data.generals[unrated.id]).to.equal(undefined);
    expect(cleared.message).to.contain(unrated.name);
  });

  it('refuses an entry that contradicts a rating the rulebook gives', () => {
    const other = rated.offense === STARS.max ? STARS.min : STARS.max;
    const r = CARDS_ROSTER.save(state(), `g-${rated.id}`, { off: String(other) });
    expect(r.ok).to.equal(false);
  });

  it('asks a battle card only for the splits the rulebook does not give, both numbers or none', () => {
    const known = BATTLE_CARDS.find((c) => Object.keys(c.known).length > 0)!;
    const form = CARDS_ROSTER.form(state(), `b-${known.id}`)!;
    for (const k of Object.keys(known.known))
      expect(form.fields.map((f) => f.key)).to.not.include(`${k}_gain`);
    const open = BATTLE_CARDS.find((c) => splitKeys(c).some((k) => !c.known[k]))!;
    const key = splitKeys(open).find((k) => !open.known[k])!;
    const half = CARDS_ROSTER.save(state(), `b-${open.id}`, { [`${key}_gain`]: '2' });
    expect(half.ok).to.equal(false);
    const whole = CARDS_ROSTER.save(state(), `b-${open.id}`, {
      [`${key}_gain`]: '2',
      [`${key}_loss`]: '1',
    });
    if (!whole.ok) throw new Error(whole.errors.join());
    expect(whole.data.battles[open.id]?.[key]).to.deep.equal({ gain: 2, loss: 1 });
  });

  it('shows the family of cards the link asks for', () => {
    const generals = CARDS_ROSTER.view(state());
    const battles = CARDS_ROSTER.view(state(CARD_USER_DATA.empty(), 'battles'));
    expect(JSON.stringify(generals)).to.contain(unrated.name);
    expect(JSON.stringify(battles)).to.contain(BATTLE_CARDS[0]!.name);
    expect(JSON.stringify(battles)).to.not.contain(`"${unrated.name}"`);
  });
});
