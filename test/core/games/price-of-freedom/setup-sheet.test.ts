import '../../../helpers/bundled-data.js';
import { expect } from '@open-wc/testing';
import { resolveCommanders } from '../../../../src/core/games/price-of-freedom/commanders.js';
import { withCommanderEntry } from '../../../../src/core/games/price-of-freedom/commander-entry.js';
import { setupSheet } from '../../../../src/core/games/price-of-freedom/setup-sheet.js';
import { COMMANDER_USER_DATA } from '../../../../src/core/games/price-of-freedom/user-data.js';
import { data } from './data-fixtures.js';

describe('Price of Freedom set-up sheet (§8)', () => {
  it('lists every army with its commander, region and corps, matching the Deployed markers', () => {
    const sheet = setupSheet(data());
    expect(
      sheet.sides.csa.armies.map((a) => `${a.commanderName} ${a.regionName} ${a.fresh}/${a.spent}`),
    ).to.deep.equal([
      'J. Johnston Shenandoah 1/0',
      'Beauregard Manassas 0/1',
      'A. Johnston Nashville 0/1',
      'Polk Knoxville 0/1',
    ]);
    expect(
      sheet.sides.usa.armies.map((a) => `${a.commanderName} ${a.regionName} ${a.fresh}/${a.spent}`),
    ).to.deep.equal([
      'McDowell Washington 1/1',
      'Butler Baltimore 0/1',
      'Fremont St. Louis 0/2',
      'Pope Indianapolis 0/1',
    ]);
    expect([sheet.sides.csa.corps, sheet.sides.csa.deployedMarker]).to.deep.equal([4, 4]);
    expect([sheet.sides.usa.corps, sheet.sides.usa.deployedMarker]).to.deep.equal([6, 6]);
    expect(sheet.sides.csa.armies[0]?.star).to.equal(true);
    expect(sheet.garrisons.map((g) => g.name)).to.deep.equal(['Yorktown']);
    expect(sheet.blockade.map((b) => [b.name, b.markers])).to.deep.equal([
      ['Yorktown / Norfolk', 1],
    ]);
    expect(sheet.cards.handAtStart).to.equal(5);
  });

  it('gives each turn its rounds, order, free corps and changes (§9-11)', () => {
    const { turns } = setupSheet(data());
    expect(turns).to.have.length(8);
    expect(turns[0]?.rounds).to.deep.equal([3, 4]);
    expect(turns[0]?.freeCorps).to.equal(null);
    expect(turns[1]?.rounds).to.deep.equal([1, 2, 3, 4]);
    expect(turns[1]?.freeCorps).to.deep.equal({ usa: 3, usaWithDraft: 3, csa: 2 });
    expect(turns[4]?.freeCorps).to.deep.equal({ usa: 2, usaWithDraft: 3, csa: 1 });
    expect(turns[4]?.order.initiative).to.equal('usa');
    expect(turns[1]?.events.map((e) => e.rule)).to.include('§8.3, §10.2');
    expect(turns[2]?.events.map((e) => e.rule)).to.include('§6.1');
    expect(turns[6]?.events.map((e) => e.rule)).to.include('§3.1.2');
  });

  it('places commanders whose entry turn the player entered, marked as his', () => {
    const d = data();
    const plain = setupSheet(d);
    expect(plain.turns.flatMap((t) => t.arriving)).to.deep.equal([]);
    expect(plain.unplaced).to.have.length(17);
    const entered = withCommanderEntry(COMMANDER_USER_DATA.empty(), 'grant', { entryTurn: 2 });
    const sheet = setupSheet(d, resolveCommanders(d.commanders, entered).commanders);
    expect(sheet.turns[1]?.arriving).to.deep.equal([
      { id: 'grant', name: 'Grant', side: 'usa', source: 'player' },
    ]);
    expect(sheet.unplaced).to.have.length(16);
  });
});
