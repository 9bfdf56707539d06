import { expect } from '@open-wc/testing';
import {
  CSA_SOURCE_MIN_BP,
  CSA_SOURCE_RESOURCE_LINKS,
  DEPOT_LINES,
  DEPOT_LOC_MP,
  ENEMY_TOWN_LOC_MP,
  PRIMARY_SOURCES,
  supplyChecklistNotes,
} from '../../../../src/core/games/us-civil-war/supply-sources.js';
import { SUPPLY_STATES } from '../../../../src/core/games/us-civil-war/supply-data.js';
import { supplyTool } from '../../../../src/core/games/us-civil-war/supply.js';

describe('The U.S. Civil War supply checklist (13.3, 13.5)', () => {
  it('13.3.1 and 13.3.2: three kinds of Primary Supply Source for each side', () => {
    expect(PRIMARY_SOURCES.union).to.have.length(3);
    expect(PRIMARY_SOURCES.confederate).to.have.length(3);
    for (const l of PRIMARY_SOURCES.union) expect(l.rule).to.equal('13.3.1');
    for (const l of PRIMARY_SOURCES.confederate) expect(l.rule).to.equal('13.3.2');
    expect(PRIMARY_SOURCES.union.map((l) => l.text).join(' ')).to.contain('north map edge');
  });

  it('13.3.2: a Confederate source is worth 2 BPs or more and has an LOC to 2 other Resource Hexes', () => {
    expect([CSA_SOURCE_MIN_BP, CSA_SOURCE_RESOURCE_LINKS]).to.deep.equal([2, 2]);
    const csa = supplyChecklistNotes().find((n) => n.rule === '13.3.2')?.text ?? '';
    expect(csa)
      .to.contain('at least 2 BPs')
      .and.contain('an LOC to 2 other friendly Resource Hexes');
    expect(csa).to.contain('Texas off-map hex');
  });

  it('13.5.2–13.5.4: Depots every 4 MPs, an enemy Town costs +1 MP', () => {
    expect([DEPOT_LOC_MP, ENEMY_TOWN_LOC_MP]).to.deep.equal([4, 1]);
    expect(DEPOT_LINES.map((l) => l.rule)).to.deep.equal(['13.5.2', '13.5.3', '13.5.3', '13.5.4']);
    expect(DEPOT_LINES[3]?.text).to.contain('+1 MP');
    expect(SUPPLY_STATES.limited.test).to.contain('within 4 MPs');
  });

  it('the supply tool shows the checklist among its notes', () => {
    const notes = supplyTool(null).notes ?? [];
    const wanted = supplyChecklistNotes();
    expect(wanted.length).to.be.greaterThan(0);
    for (const n of wanted) expect(notes).to.deep.include(n);
  });
});
