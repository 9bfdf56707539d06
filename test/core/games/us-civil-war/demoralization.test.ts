import { expect } from '@open-wc/testing';
import { ACTION_COSTS } from '../../../../src/core/games/us-civil-war/action-points.js';
import {
  DEMORALIZATION_SPREADS,
  demoralizedStackLines,
  END_OF_TURN_RALLY,
  GENERAL_RECOVERS,
  RALLY_AP,
  RALLY_OR_MOVE,
} from '../../../../src/core/games/us-civil-war/demoralization.js';

describe('The U.S. Civil War demoralization reminders', () => {
  it('12.5.2: a Rally costs the 1 Action Point of the action cost list, and no move that phase', () => {
    expect(RALLY_AP).to.equal(1);
    expect(ACTION_COSTS.find((a) => a.id === 'rally')?.ap).to.equal(RALLY_AP);
    expect(RALLY_OR_MOVE.text)
      .to.contain('1 Action Point')
      .and.contain('Rally or move, never both');
    expect(RALLY_OR_MOVE.rule).to.equal('12.5.2');
  });

  it('12.2 and 12.4: the notes carry their own rule numbers', () => {
    expect(DEMORALIZATION_SPREADS.rule).to.equal('12.2');
    expect(GENERAL_RECOVERS.rule).to.equal('12.4');
    expect(END_OF_TURN_RALLY.rule).to.equal('12.5.3');
    for (const n of [DEMORALIZATION_SPREADS, GENERAL_RECOVERS, RALLY_OR_MOVE, END_OF_TURN_RALLY])
      expect(n.text).not.to.match(/\.$/);
  });

  it('names the stack and gives spreading, the General and Rally, each with its place', () => {
    const lines = demoralizedStackLines('The defender');
    expect(lines).to.have.length(3);
    expect(lines[0]).to.match(/^The defender is Demoralized\. .*\(12\.2\)\.$/);
    expect(lines[1]).to.contain('recovers at once').and.contain('(12.4).');
    expect(lines[2]).to.contain('(12.5.2).').and.contain('(12.5.3).');
  });
});
