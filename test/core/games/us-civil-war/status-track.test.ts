import { expect } from '@open-wc/testing';
import {
  INFLATION,
  RESOURCE_BP_TOTAL,
} from '../../../../src/core/games/us-civil-war/economy-data.js';
import { scenarioById } from '../../../../src/core/games/us-civil-war/scenarios.js';
import {
  moveStatus,
  newTurnStatus,
  startStatus,
} from '../../../../src/core/games/us-civil-war/status-track.js';

describe('The U.S. Civil War Status Track', () => {
  it('starts from the scenario’s markers', () => {
    const s1 = scenarioById('s1');
    if (!s1) throw new Error('no S1');
    const t = startStatus(s1);
    expect(t).to.include({
      resourceBp: s1.status.resourceBp,
      arsenals: s1.status.arsenals,
      maintenance: s1.status.maintenance,
      unionVp: s1.status.unionVp,
      csaVp: 0,
      ...s1.blockade,
    });
  });

  it('raises Maintenance only by inflation and grows the Ironclad Strength on even turns', () => {
    const s2 = scenarioById('s2');
    if (!s2) throw new Error('no S2');
    const t = startStatus(s2);
    expect(moveStatus(t, 'maintenance', 1).maintenance).to.equal(t.maintenance + INFLATION);
    expect(() => moveStatus(t, 'maintenance', -1)).to.throw(RangeError);
    expect(() => moveStatus(t, 'resourceBp', RESOURCE_BP_TOTAL)).to.throw(RangeError);
    expect(newTurnStatus(t, 6).ironclads).to.equal(t.ironclads + 1);
    expect(newTurnStatus(t, 5).ironclads).to.equal(t.ironclads);
  });

  it('matches the scenarios’ Ironclad markers: one a turn every even turn from none', () => {
    const s1 = scenarioById('s1');
    const s3 = scenarioById('s3');
    if (!s1 || !s3) throw new Error('no scenarios');
    let t = startStatus(s1);
    for (let turn = 2; turn <= 9; turn++) t = newTurnStatus(t, turn);
    expect(t.ironclads).to.equal(s3.status.unionIronclads);
  });
});
