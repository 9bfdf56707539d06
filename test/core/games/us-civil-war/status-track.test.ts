import { expect } from '@open-wc/testing';
import {
  INFLATION,
  RESOURCE_BP_TOTAL,
} from '../../../../src/core/games/us-civil-war/economy-data.js';
import { scenarioById } from '../../../../src/core/games/us-civil-war/scenarios.js';
import { TRAINING_AP_PER_SP } from '../../../../src/core/games/us-civil-war/action-points.js';
import {
  moveStatus,
  newTurnStatus,
  startStatus,
  stepStatus,
  trainingEarnedText,
  turnOverSavedTraining,
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

  it('17.3: a Training marker turns over at 7, earning 1 SP, and never goes below 0', () => {
    const s2 = scenarioById('s2');
    if (!s2) throw new Error('no S2');
    expect(TRAINING_AP_PER_SP).to.equal(7);
    let t = startStatus(s2);
    for (let i = 0; i < 6; i++) t = moveStatus(t, 'csaTraining', 1);
    expect(t.csaTraining).to.equal(6);
    const seventh = stepStatus(t, 'csaTraining', 1);
    expect([seventh.track.csaTraining, seventh.earned]).to.deep.equal([0, 1]);
    // Ruling C33: AP past the 7th stay on the marker.
    expect(stepStatus(t, 'csaTraining', 9).track.csaTraining).to.equal(1);
    expect(stepStatus(t, 'csaTraining', 9).earned).to.equal(2);
    expect(stepStatus(t, 'unionVp', 9).earned).to.equal(0);
    expect(() => moveStatus(seventh.track, 'csaTraining', -1)).to.throw(RangeError);
    expect(trainingEarnedText('csaTraining', 1)).to.equal(
      '1 SP earned: place it in the theater of the last AP, in a friendly-controlled Resource hex with an LOC to a Primary Supply Source; it may not move this Action Phase (17.3).',
    );
    expect(trainingEarnedText('unionTraining', 0)).to.equal('');
    expect(trainingEarnedText('unionVp', 1)).to.equal('');
  });

  it('17.3: a saved track with a Training marker at 7 or more is turned over, what it earned said', () => {
    const s2 = scenarioById('s2');
    if (!s2) throw new Error('no S2');
    const t = { ...startStatus(s2), unionTraining: 7, csaTraining: 3, unionVp: 30 };
    const out = turnOverSavedTraining(t);
    expect(out.track).to.deep.equal({ ...t, unionTraining: 0 });
    expect(out.said).to.have.length(1);
    expect(out.said[0]).to.contain('Union Training stood at 7').and.contain('1 SP earned');
    expect(out.said[0]).to.contain('Northern state, in Full Supply');
    expect(turnOverSavedTraining({ ...t, unionTraining: 6 }).said).to.deep.equal([]);
  });
});
