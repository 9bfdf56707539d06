import { expect } from '@open-wc/testing';
import { USCW_TRACKER as T } from '../../../../src/core/games/us-civil-war/tracker.js';
import { parseUscwState } from '../../../../src/core/games/us-civil-war/tracker-schema.js';
import { isProblem } from '../../../../src/core/shared/tracker.js';
import { undoSteps } from '../../../../src/core/shared/tracker-history.js';
import { applyUscw, uscwCtx, uscwProblem, type UscwState } from '../../../helpers/uscw-tracker.js';

type State = UscwState;
const apply = applyUscw;
const problem = uscwProblem;
const ctx = uscwCtx;

/** A game of `slug` whose Union hand is `hand`, in Action Phase 1. */
const holding = (hand: State['hands']['union'], slug = 's2'): State => ({
  ...(T.start(slug) as State),
  hands: { union: hand, confederate: {} },
});
const play = (kind: string, use: string, theater = 'east', advanced = false) => ({
  type: 'play',
  side: 'union',
  kind,
  use,
  theater,
  advanced,
});
const DECKS = {
  decks: { union: { east: 4, west: 4, transMississippi: 2, naval: 3, any: 2 } },
};

describe('The U.S. Civil War tracker: Special Action Cards by kind (18)', () => {
  it('18.3.1 example: three East and two Any cards make five extra actions in the East', () => {
    let s = holding({ east: 3, any: 2 });
    for (const kind of ['east', 'east', 'east', 'any', 'any'])
      s = apply(s, play(kind, 'action', 'east'));
    expect(s.hands.union).to.deep.equal({ east: 0, any: 0 });
    expect(s.note).to.contain('An extra action');
  });

  it('18.1: a theater card pays only in its own theater; Any cards everywhere', () => {
    const s = holding({ west: 1, any: 1 });
    expect(problem(s, play('west', 'action', 'east'))).to.contain('only in its own theater');
    expect(problem(s, play('west', 'battle', 'west'))).to.equal('');
    expect(problem(s, play('any', 'fort', 'transMississippi'))).to.equal('');
  });

  it('18.3.2: a Naval card never pays for a land battle; a theater card never for a naval one', () => {
    const s = holding({ naval: 1, east: 1 });
    expect(problem(s, play('naval', 'battle', 'east'))).to.contain('Naval card does not pay');
    expect(problem(s, play('east', 'naval-battle', 'east', true))).to.contain(
      'theater card does not pay',
    );
    expect(problem(s, play('naval', 'naval-battle', 'east', true))).to.equal('');
  });

  it('S1.3: no Naval Assist on the slower 1861 turns; 20.5.6: the Confederacy’s Amphibious Assault needs Any', () => {
    const s = holding({ naval: 1 }, 's1');
    expect(problem(s, play('naval', 'naval-assist'))).to.contain('S1.3');
    const csa = { ...(T.start('s2') as State), hands: { union: {}, confederate: { naval: 1 } } };
    expect(
      problem(csa, { type: 'play', side: 'confederate', kind: 'naval', use: 'amphibious-csa' }),
    ).to.contain('does not pay');
  });

  it('asks for a card’s kind before it pays for a use, and discards any card', () => {
    const s = holding({ unnoted: 1 });
    expect(problem(s, play('unnoted', 'action'))).to.contain('Note which kind');
    expect(apply(s, { type: 'play', side: 'union', kind: 'unnoted' }).note).to.contain('discards');
    const noted = apply(s, { type: 'note-card', side: 'union', kind: 'east' });
    expect(noted.hands.union).to.deep.equal({ unnoted: 0, east: 1 });
    expect(problem(s, play('east', 'action'))).to.contain(
      'No “East” card is in hand. Note a drawn card’s kind first',
    );
  });

  it('18.2: draws 2 at the start of a turn and 1 each for doubles, no more', () => {
    let s = T.start('s2') as State;
    expect(s.hands.union).to.deep.equal({ unnoted: 3 });
    expect(problem(s, { type: 'draw', side: 'union', kind: 'east' })).to.contain('No card is due');
    s = apply(s, { type: 'doubles' });
    expect(s.due).to.deep.equal({ union: 1, confederate: 1 });
    s = apply(s, { type: 'draw', side: 'union', kind: 'any' });
    expect(problem(s, { type: 'draw', side: 'union', kind: 'any' })).to.contain('No card is due');
    while (s.phase !== 'reinforcement') s = apply(s, { type: 'next' });
    expect(s.due).to.deep.equal({ union: 2, confederate: 2 });
  });

  it('18.2: a hand over 5 must be discarded down before the game goes on; undo puts it back', () => {
    let s = holding({ east: 5 });
    s = apply(s, { type: 'doubles' });
    s = apply(s, { type: 'draw', side: 'union', kind: 'naval' });
    expect(s.note).to.contain('discard down to 5');
    const [union] = (() => {
      const p = T.panels.find((x) => x.id === 'cards-h');
      if (p?.kind !== 'counters') throw new Error('no cards panel');
      return p.counters(s, ctx());
    })();
    expect(union?.over).to.equal(true);
    expect(union?.alert).to.contain('discards 1');
    expect(problem(s, { type: 'next' })).to.contain('discard 1');
    const after = apply(s, { type: 'play', side: 'union', kind: 'naval' });
    expect(apply(after, { type: 'next' }).action).to.equal(2);
    expect(undoSteps(after).hands.union).to.deep.equal({ east: 5, naval: 1 });
  });

  it('reads the entered decks: the cards of each kind left, no draw of a kind the deck lacks', () => {
    const s = apply(holding({ any: 2, east: 1 }), { type: 'doubles' });
    const p = T.panels.find((x) => x.id === 'cards');
    if (p?.kind !== 'units') throw new Error('no hand table');
    const [union] = p.tables(s, ctx([DECKS]));
    const any = union?.rows.find((r) => r.id === 'union-any');
    expect(any?.cells).to.deep.equal(['2', '0']);
    expect(any?.actions?.find((a) => a.label === 'Drew one')?.disabled).to.equal(true);
    const east = union?.rows.find((r) => r.id === 'union-east');
    expect(east?.cells).to.deep.equal(['1', '3']);
    expect(east?.actions?.find((a) => a.label === 'Drew one')?.disabled).to.equal(false);
    const [bare] = p.tables(s, ctx());
    expect(bare?.rows.find((r) => r.id === 'union-east')?.cells).to.deep.equal(['1', '—']);
  });

  it('the play form refuses beside itself a card whose kind does not pay there, and plays one that does', () => {
    const s = holding({ west: 1, east: 1 });
    const p = T.panels.find((x) => x.id === 'cards-play-h');
    if (p?.kind !== 'form') throw new Error('no play form');
    expect(p.form(s, ctx())?.fields.map((f) => f.name)).to.deep.equal([
      'side',
      'kind',
      'use',
      'theater',
      'advanced',
    ]);
    const ask = (kind: string) =>
      p.submit({ side: 'union', kind, use: 'action', theater: 'east', advanced: false }, s, ctx());
    const refused = ask('west');
    expect(isProblem(refused) && refused.problem).to.contain('only in its own theater');
    const asked = ask('east');
    if (isProblem(asked)) throw new Error(asked.problem);
    expect(apply(s, asked.event).hands.union).to.deep.equal({ west: 1, east: 0 });
  });

  it('reads a game saved when hands were counts: the cards’ kinds not noted, none due', () => {
    const old = { ...(T.start('s2') as State), hands: { union: 4, confederate: 2 } };
    delete (old as { due?: unknown }).due;
    const read = parseUscwState(old);
    expect(read?.hands).to.deep.equal({ union: { unnoted: 4 }, confederate: { unnoted: 2 } });
    expect(read?.due).to.deep.equal({ union: 0, confederate: 0 });
  });
});
