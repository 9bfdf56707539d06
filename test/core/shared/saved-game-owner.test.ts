import { expect } from '@open-wc/testing';
import { keptBy, type GameKeeper } from '../../../src/core/shared/saved-game-owner.js';
import type { SavedGame } from '../../../src/core/shared/saved-game-schema.js';

const saved = (state: unknown, tool?: string): SavedGame => ({
  id: 'g1',
  gameSlug: 'battle-cry-of-freedom',
  scenario: 'gettysburg',
  ...(tool === undefined ? {} : { tool }),
  name: 'Game',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  stateVersion: 1,
  state,
});

const reads =
  (kind: string) =>
  (g: SavedGame): unknown =>
    (g.state as { kind?: string } | null)?.kind === kind ? g.state : null;
const CAMPAIGN: GameKeeper = { tool: 'campaign', read: reads('campaign') };
const COMBAT: GameKeeper = { tool: 'combat', read: reads('combat') };
const ALL = [CAMPAIGN, COMBAT];

describe('keptBy (which tracker keeps a saved game)', () => {
  it('a game that names its tool is kept by that tool alone, even when damaged', () => {
    const campaign = saved({ kind: 'campaign' }, 'campaign');
    expect(keptBy(campaign, CAMPAIGN, ALL)).to.equal(true);
    expect(keptBy(campaign, COMBAT, ALL)).to.equal(false);
    const damaged = saved({ broken: true }, 'combat');
    expect(keptBy(damaged, COMBAT, ALL)).to.equal(true);
    expect(keptBy(damaged, CAMPAIGN, ALL)).to.equal(false);
  });

  it('a game saved before games named their tool is kept by the tracker that reads it', () => {
    // The same scenario slug (Gettysburg) in both trackers: the state tells them apart.
    const campaign = saved({ kind: 'campaign' });
    expect(keptBy(campaign, CAMPAIGN, ALL)).to.equal(true);
    expect(keptBy(campaign, COMBAT, ALL)).to.equal(false);
  });

  it('a game no tracker reads, or one naming a tool the game no longer has, is listed by every tracker', () => {
    for (const g of [saved({ broken: true }), saved({ kind: 'combat' }, 'gone')]) {
      expect(keptBy(g, CAMPAIGN, ALL)).to.equal(true);
      expect(keptBy(g, COMBAT, ALL)).to.equal(true);
    }
  });

  it('without the other trackers loaded, an old game goes by the scenarios each declares', () => {
    // The open tracker has its reader; the other is only its meta's declaration.
    const ledger: GameKeeper = { ...COMBAT, scenarios: ['battle', 'gettysburg'] };
    const campaign: GameKeeper = { tool: 'campaign', scenarios: ['campaign'] };
    const all = [campaign, ledger];
    const old = (scenario: string, state: unknown) => ({ ...saved(state), scenario });
    expect(keptBy(old('campaign', { kind: 'campaign' }), ledger, all)).to.equal(false);
    expect(keptBy(old('campaign', { kind: 'campaign' }), campaign, all)).to.equal(true);
    expect(keptBy(old('battle', { kind: 'combat' }), ledger, all)).to.equal(true);
    expect(keptBy(old('battle', { kind: 'combat' }), campaign, all)).to.equal(false);
    // A scenario no tracker declares or reads: listed by every tracker, never hidden.
    expect(keptBy(old('lost', { broken: true }), ledger, all)).to.equal(true);
    expect(keptBy(old('lost', { broken: true }), campaign, all)).to.equal(true);
  });
});
