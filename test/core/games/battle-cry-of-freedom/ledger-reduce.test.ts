import { expect } from '@open-wc/testing';
import {
  COMBAT,
  GETTYSBURG,
} from '../../../../src/core/games/battle-cry-of-freedom/combat-data.js';
import { standing } from '../../../../src/core/games/battle-cry-of-freedom/ledger.js';
import { reduceLedger } from '../../../../src/core/games/battle-cry-of-freedom/ledger-reduce.js';
import { startLedger } from '../../../../src/core/games/battle-cry-of-freedom/ledger-start.js';
import type {
  LedgerEvent,
  LedgerSnapshot,
  PlayCard,
} from '../../../../src/core/games/battle-cry-of-freedom/ledger-types.js';

const run = (s: LedgerSnapshot, events: readonly LedgerEvent[]) => events.reduce(reduceLedger, s);

function play(
  side: PlayCard['side'],
  id: string,
  kind: PlayCard['kind'],
  value: number,
  more: Partial<PlayCard> = {},
): PlayCard {
  return {
    type: 'play',
    id,
    side,
    name: id,
    kind,
    value,
    event: 'unrecorded',
    stars: null,
    general: null,
    attachedTo: null,
    cancels: null,
    ...more,
  };
}

const gen = (
  id: string,
  side: 'union' | 'confederate',
  offense: number | null,
  cavalry = false,
): LedgerEvent => ({
  type: 'add-general',
  id,
  side,
  name: id,
  offense,
  defense: offense,
  cavalry,
});

describe('Battle Cry of Freedom combat ledger reducer', () => {
  it('I. Combat Phase, 1 and 2: before combat the player without the initiative plays first, then the initiative; combat opens with the initiative', () => {
    const s = run(startLedger('battle'), [
      {
        type: 'set-battle',
        name: 'Antietam',
        card: 'antietam',
        initiative: 'confederate',
        victoryCity: false,
      },
    ]);
    expect(s.stage).to.equal('setup');
    expect(s.battle.theater).to.equal('east');
    const before = run(s, [{ type: 'begin' }]);
    expect([before.stage, before.actor]).to.deep.equal(['before', 'union']);
    // A "before combat" card of the Union, then his turn ends without counting a pass.
    const second = run(before, [play('union', 'u1', 'defend', -1), { type: 'hand-over' }]);
    expect([second.stage, second.actor, second.passes]).to.deep.equal(['before', 'confederate', 0]);
    const combat = run(second, [{ type: 'hand-over' }]);
    expect([combat.stage, combat.actor, combat.passes, combat.volley]).to.deep.equal([
      'combat',
      'confederate',
      0,
      0,
    ]);
    expect(() =>
      run(combat, [{ type: 'set-battle', name: 'X', initiative: 'union', victoryCity: false }]),
    ).to.throw(RangeError);
  });

  it('a card keyed in to the hand is played from it: it leaves the hand, engages its general and counts', () => {
    const s = run(startLedger('battle'), [
      gen('meade', 'union', 3),
      {
        type: 'key-card',
        id: 'h-x',
        side: 'union',
        name: 'X Corps',
        kind: 'attack',
        value: 4,
        event: 'battle',
        stars: 3,
      },
    ]);
    expect(s.hand?.map((h) => h.name)).to.deep.equal(['X Corps']);
    const after = run(s, [
      { type: 'play-hand', card: 'h-x', general: 'meade', attachedTo: null, cancels: null },
    ]);
    expect(after.hand).to.deep.equal([]);
    expect(after.stage).to.equal('combat');
    expect(after.generals.find((g) => g.id === 'meade')?.engaged).to.equal(true);
    expect(standing(after).margin).to.equal(4);
    expect(() =>
      run(s, [
        {
          type: 'key-card',
          side: 'union',
          name: 'Bad',
          kind: 'attack',
          value: -1,
          event: 'special',
          stars: null,
        },
      ]),
    ).to.throw(RangeError);
  });

  it('two passes in a row end the battle; a card in between starts the count again', () => {
    const s = startLedger('battle');
    const once = run(s, [{ type: 'hand-over' }]);
    expect([once.passes, once.actor, once.ended]).to.deep.equal([1, 'confederate', false]);
    const reset = run(once, [play('confederate', 'a', 'attack', 1), { type: 'hand-over' }]);
    expect(reset.passes).to.equal(0);
    const over = run(
      reset,
      Array.from({ length: COMBAT.passesToEnd }, () => ({ type: 'hand-over' }) as const),
    );
    expect(over.ended).to.equal(true);
    expect(() => reduceLedger(over, play('union', 'b', 'attack', 1))).to.throw(RangeError);
  });

  it('a Battle Event needs a present, unengaged, non-cavalry general with stars enough', () => {
    const s = run(startLedger('battle'), [gen('one', 'union', 1), gen('jeb', 'union', null, true)]);
    expect(() => reduceLedger(s, play('union', 'x', 'attack', 2, { event: 'battle' }))).to.throw(
      /engaging a general/,
    );
    expect(() =>
      reduceLedger(
        s,
        play('union', 'x', 'attack', 2, { event: 'battle', stars: 2, general: 'one' }),
      ),
    ).to.throw(/too few/);
    expect(() =>
      reduceLedger(s, play('union', 'x', 'attack', 2, { event: 'battle', general: 'jeb' })),
    ).to.throw(/cavalry/);
    const engaged = reduceLedger(
      s,
      play('union', 'x', 'attack', 2, { event: 'battle', stars: 1, general: 'one' }),
    );
    expect(engaged.generals.find((g) => g.id === 'one')?.engaged).to.equal(true);
    expect(() =>
      reduceLedger(engaged, play('union', 'y', 'attack', 1, { general: 'one' })),
    ).to.throw(/engaged already/);
  });

  it('refuses values of the wrong sign and a modifier on nothing', () => {
    const s = startLedger('battle');
    expect(() => reduceLedger(s, play('union', 'x', 'attack', -1))).to.throw(RangeError);
    expect(() => reduceLedger(s, play('union', 'x', 'defend', 1))).to.throw(RangeError);
    expect(() => reduceLedger(s, play('union', 'x', 'special', 2))).to.throw(RangeError);
    expect(() => reduceLedger(s, play('union', 'x', 'modifier', 2))).to.throw(RangeError);
  });

  it('an interrupt by the opponent starts the volley count again (ruling A30)', () => {
    const s = run(startLedger('battle'), [
      play('union', 'a', 'attack', 1),
      play('union', 'b', 'special', 0),
    ]);
    expect(s.volley).to.equal(2);
    expect(reduceLedger(s, play('confederate', 'c', 'special', 0)).volley).to.equal(0);
  });

  it('a cancel may not loop back; remove takes attachments and lets go of what it cancelled', () => {
    const s = run(startLedger('battle'), [
      play('union', 'a', 'attack', 2),
      play('union', 'm', 'modifier', 1, { attachedTo: 'a' }),
      play('confederate', 'x', 'special', 0, { cancels: 'a' }),
    ]);
    expect(() => reduceLedger(s, { type: 'cancel', card: 'x', by: 'm' })).to.throw(RangeError);
    const gone = reduceLedger(s, { type: 'remove-card', card: 'x' });
    expect(standing(gone).initiative.cv).to.equal(3);
    const removed = reduceLedger(gone, { type: 'remove-card', card: 'a' });
    expect(removed.cards).to.deep.equal([]);
    const restored = run(s, [
      { type: 'restore', card: 'a' },
      { type: 'cancel', card: 'm', by: '*' },
    ]);
    expect(standing(restored).initiative.cv).to.equal(2);
  });

  it('Battle Continues opens a new day once, for each player', () => {
    const over = run(startLedger('battle'), [{ type: 'hand-over' }, { type: 'hand-over' }]);
    const day2 = reduceLedger(over, { type: 'battle-continues', side: 'confederate' });
    expect([day2.day, day2.ended, day2.actor, day2.passes]).to.deep.equal([2, false, 'union', 0]);
    const over2 = run(day2, [{ type: 'hand-over' }, { type: 'hand-over' }]);
    expect(() => reduceLedger(over2, { type: 'battle-continues', side: 'confederate' })).to.throw(
      RangeError,
    );
  });

  it('Gettysburg: days roll on by themselves to the third, then end', () => {
    let s = startLedger('gettysburg');
    expect(s.battle.initiative).to.equal(GETTYSBURG.initiative);
    for (let day = 1; day < GETTYSBURG.days; day += 1)
      s = run(s, [{ type: 'hand-over' }, { type: 'hand-over' }]);
    expect([s.day, s.ended]).to.deep.equal([GETTYSBURG.days, false]);
    s = run(s, [{ type: 'hand-over' }, { type: 'hand-over' }]);
    expect(s.ended).to.equal(true);
    // A tie goes to the Union.
    expect(standing(s).winner).to.equal('union');
  });

  it('the battle is set before the first card; the result once it is over', () => {
    const s = startLedger('battle');
    const set = reduceLedger(s, {
      type: 'set-battle',
      name: 'Richmond',
      initiative: 'union',
      victoryCity: true,
    });
    expect(set.battle).to.include({ name: 'Richmond', victoryCity: true });
    const played = reduceLedger(set, play('union', 'a', 'attack', 1));
    expect(() =>
      reduceLedger(played, {
        type: 'set-battle',
        name: 'X',
        initiative: 'union',
        victoryCity: false,
      }),
    ).to.throw(RangeError);
    const result = { gain: 1, loss: 2, invasion: false };
    expect(() => reduceLedger(played, { type: 'set-result', result })).to.throw(RangeError);
  });

  it('engaging cavalry counts as acting; a step past the last refuses', () => {
    const s = run(startLedger('battle'), [
      gen('jeb', 'union', null, true),
      { type: 'engage', general: 'jeb' },
    ]);
    expect(s.acted).to.equal(true);
    expect(() => reduceLedger(s, { type: 'example-step' })).to.throw(RangeError);
    expect(() => reduceLedger(s, { type: 'disengage', general: 'nobody' })).to.throw(RangeError);
  });
});
