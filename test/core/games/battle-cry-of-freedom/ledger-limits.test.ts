import { expect } from '@open-wc/testing';
import { ATTACK_LIMITS } from '../../../../src/core/games/battle-cry-of-freedom/attack-limits.js';
import { startLedger } from '../../../../src/core/games/battle-cry-of-freedom/ledger-start.js';
import { reduceLedger } from '../../../../src/core/games/battle-cry-of-freedom/ledger-reduce.js';
import {
  activeLimits,
  attackLimitProblem,
  attacksPlayed,
  limitCardName,
  openingAttackProblem,
} from '../../../../src/core/games/battle-cry-of-freedom/ledger-limits.js';
import type {
  LedgerEvent,
  LedgerSnapshot,
} from '../../../../src/core/games/battle-cry-of-freedom/ledger-types.js';

const run = (s: LedgerSnapshot, events: readonly LedgerEvent[]) => events.reduce(reduceLedger, s);
const limit = (id: string) => {
  const l = ATTACK_LIMITS.find((x) => x.card === id);
  if (!l) throw new Error(`no limit ${id}`);
  return l;
};
const play = (
  side: 'union' | 'confederate',
  id: string,
  name: string,
  kind: 'attack' | 'special',
  value: number,
): LedgerEvent => ({
  type: 'play',
  id,
  side,
  name,
  kind,
  value,
  event: 'unrecorded',
  stars: null,
  general: null,
  attachedTo: null,
  cancels: null,
});
const attacks = (side: 'union' | 'confederate', n: number, from = 0) =>
  Array.from({ length: n }, (_, i) =>
    play(side, `${side}-a${from + i}`, `Attack ${from + i}`, 'attack', 1),
  );

describe('Battle Cry of Freedom attack-card limits', () => {
  const discord = limit('discord');
  const duck = limit('duck');

  it('reads each limit card’s printed name from the card data', () => {
    expect(limitCardName(discord)).to.equal('Discord in Confederate Command Structure');
    expect(limitCardName(duck)).to.equal('Like a Duck Hit on the Head');
  });

  it('Appendix › Example of Play (Corinth): Discord in play holds the Confederate to its cap of attack cards', () => {
    const s = run(startLedger('battle'), [
      play('union', 'discord', limitCardName(discord), 'special', 0),
      ...attacks(discord.side, discord.cap),
    ]);
    expect(activeLimits(s).map((l) => l.card)).to.deep.equal(['discord']);
    expect(attacksPlayed(s, discord.side)).to.equal(discord.cap);
    expect(() => reduceLedger(s, attacks(discord.side, 1, discord.cap)[0] as LedgerEvent)).to.throw(
      RangeError,
      `at most ${discord.cap} attack cards`,
    );
    // The Union is not limited by it.
    expect(attackLimitProblem(s, 'union')).to.equal(null);
    // Cancelled, Discord no longer holds.
    const cancelled = reduceLedger(s, { type: 'cancel', card: 'discord', by: '*' });
    expect(activeLimits(cancelled)).to.deep.equal([]);
    expect(() =>
      reduceLedger(cancelled, attacks(discord.side, 1, discord.cap)[0] as LedgerEvent),
    ).not.to.throw();
  });

  it('the Corinth replay, where Discord stands, stays within the Confederate cap', () => {
    let s = startLedger('example-corinth');
    for (let i = 0; i < 40 && !s.ended; i += 1) s = reduceLedger(s, { type: 'example-step' });
    expect(s.ended).to.equal(true);
    expect(activeLimits(s).map((l) => l.card)).to.include('discord');
    expect(attacksPlayed(s, discord.side)).to.be.at.most(discord.cap);
  });

  it('Like a Duck Hit on the Head is set by the players and caps the Union', () => {
    const s = run(startLedger('battle'), [
      { type: 'set-limits', cards: ['duck'] },
      ...attacks(duck.side, duck.cap),
    ]);
    expect(s.battle.limits).to.deep.equal(['duck']);
    expect(() => reduceLedger(s, attacks(duck.side, 1, duck.cap)[0] as LedgerEvent)).to.throw(
      RangeError,
      'Like a Duck',
    );
    const lifted = reduceLedger(s, { type: 'set-limits', cards: [] });
    expect(activeLimits(lifted)).to.deep.equal([]);
  });

  it('refuses to set by hand a limit that holds by its card in play', () => {
    expect(() =>
      reduceLedger(startLedger('battle'), { type: 'set-limits', cards: ['discord'] }),
    ).to.throw(RangeError, 'not a limit the players set');
  });
  it('II. Set-Up, C: at Manassas the Union must play at least one attack Battle Event before the battle is recorded (ruling C7)', () => {
    const manassas = run(startLedger('battle'), [
      { type: 'set-battle', name: '', initiative: 'union', victoryCity: false, card: 'manassas' },
    ]);
    expect(manassas.battle.name).to.equal('Manassas');
    const recording = { game: 'g1', name: 'Campaign', steps: 1, stamp: 'x' };
    const record = (s: LedgerSnapshot) =>
      reduceLedger({ ...s, ended: true }, { type: 'record', recording });
    expect(openingAttackProblem(manassas)).to.contain('the Union must play at least one attack');
    expect(() => record(manassas)).to.throw(RangeError, 'II. Set-Up, C');
    // An attack that is no Battle Event, or a Confederate Battle Event, does not meet it.
    const asEvent = (e: LedgerEvent, side: 'union' | 'confederate' = 'union'): LedgerEvent =>
      e.type === 'play' ? { ...e, side, event: 'battle', general: `g-${e.id ?? ''}` } : e;
    const generals: LedgerEvent = {
      type: 'add-generals',
      generals: ['u2', 'u3', 'c1'].map((id) => ({
        type: 'add-general',
        id: `g-${id}`,
        side: id.startsWith('u') ? 'union' : 'confederate',
        name: `General ${id}`,
        offense: 1,
        defense: 1,
        cavalry: false,
      })),
    };
    const notYet = run(manassas, [
      generals,
      play('union', 'u1', 'Attack', 'attack', 1),
      asEvent(play('confederate', 'c1', 'Attack', 'attack', 1), 'confederate'),
      asEvent(play('union', 'u2', 'Special', 'special', 0)),
    ]);
    expect(openingAttackProblem(notYet)).to.not.equal(null);
    const met = run(notYet, [asEvent(play('union', 'u3', 'Attack', 'attack', 2))]);
    expect(openingAttackProblem(met)).to.equal(null);
    expect(record(met).recorded).to.deep.equal(recording);
    // Any other battle is recorded without it.
    const other = run(startLedger('battle'), [
      {
        type: 'set-battle',
        name: 'Skirmish',
        initiative: 'union',
        victoryCity: false,
        theater: 'east',
      },
    ]);
    expect(openingAttackProblem(other)).to.equal(null);
    expect(record(other).recorded).to.deep.equal(recording);
  });
});
