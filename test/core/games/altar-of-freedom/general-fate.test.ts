import { expect } from '@open-wc/testing';
import { resolveTool } from '../../../../src/core/shared/index.js';
import {
  fateOutcomeKey,
  generalFateTool,
} from '../../../../src/core/games/altar-of-freedom/general-fate.js';
import { FATE_TABLE } from '../../../../src/core/games/altar-of-freedom/tables.js';
import { fateCellText } from '../../../../src/core/games/altar-of-freedom/cell-text.js';
import { STATE_LABEL } from '../../../../src/core/games/altar-of-freedom/tracker-tables.js';
import { weights } from './odds-fixtures.js';

describe('Altar of Freedom general fate tool', () => {
  it('Leads from the Front adds 1, Leads from the Rear subtracts 1, clamped to 1–6 (ruling A45)', () => {
    expect(
      resolveTool(generalFateTool, [[6]], { leadsFromFront: true }).rolls[0]?.clamped,
    ).to.equal(6);
    expect(resolveTool(generalFateTool, [[1]], { leadsFromRear: true }).rolls[0]?.clamped).to.equal(
      1,
    );
    expect(
      resolveTool(generalFateTool, [[3]], { leadsFromFront: true }).resolution.outcome.key,
    ).to.equal('captured');
    expect(
      resolveTool(generalFateTool, [[3]], { leadsFromRear: true }).resolution.outcome.key,
    ).to.equal('relocate');
  });
});

describe('Altar of Freedom odds reproduce the spec', () => {
  it('general fate: 2/1/1/1/1 unmodified, shifted and clamped by the traits', () => {
    expect(weights(generalFateTool.odds({}))).to.deep.equal([2, 1, 1, 1, 1]);
    expect(weights(generalFateTool.odds({ leadsFromFront: true }))).to.deep.equal([1, 1, 1, 1, 2]);
    expect(weights(generalFateTool.odds({ leadsFromRear: true }))).to.deep.equal([3, 1, 1, 1, 0]);
  });
});

describe('Altar of Freedom general fate names', () => {
  it('calls each fate the same in the table, the odds and the result', () => {
    const cells = FATE_TABLE.cells.flat();
    expect(cells.length).to.be.greaterThan(0);
    for (const cell of cells) {
      const outcome = generalFateTool.outcomes.find((o) => o.key === fateOutcomeKey(cell));
      expect(fateCellText(cell)).to.equal(outcome?.label);
    }
    expect(STATE_LABEL['wounded']).to.equal('Grievously wounded');
  });
});
