import { expect } from '@open-wc/testing';
import {
  ATTRITION_CHART_ROSTER,
  ATTRITION_USER_DATA,
  attritionChartUsable,
  attritionLoss,
  checkAttritionChart,
  type AttritionChart,
} from '../../../../src/core/games/us-civil-war/attrition-chart.js';
import { parseWith } from '../../../../src/core/shared/parse-with.js';

/** Two columns keyed for the test (not the card's values). */
const FIXTURE: AttritionChart = {
  columns: {
    '1': { sps: 0, from: 1, results: [0, 0, 1, 1, 2] },
    '2': { sps: 6, from: 1, results: [0, 1, 1, 2, 3] },
  },
};
const state = (data: AttritionChart) => ({ choices: {}, query: '', data });

describe('US Civil War Attrition Table as entered (13.2.2, ruling G2)', () => {
  it('waits until a column is entered', () => {
    expect(checkAttritionChart({ columns: {} })[0]?.status).to.equal('missing');
    expect(attritionChartUsable({ columns: {} })).to.equal(false);
    expect(attritionLoss(null, 5, 3)).to.equal(null);
  });

  it('passes columns that never displace fewer SPs on a higher roll', () => {
    expect(checkAttritionChart(FIXTURE)[0]?.status).to.equal('pass');
  });

  it('fails a column that displaces fewer on a higher roll, and is then not read', () => {
    const bad: AttritionChart = {
      columns: { ...FIXTURE.columns, '2': { sps: 6, from: 1, results: [0, 2, 1] } },
    };
    const [check] = checkAttritionChart(bad);
    expect(check?.status).to.equal('fail');
    expect(check?.found).to.contain('6+');
    expect(attritionLoss(bad, 3, 8)).to.equal(null);
  });

  it('reads the column for the stack’s size', () => {
    expect(attritionLoss(FIXTURE, 3, 2)).to.equal(1);
    expect(attritionLoss(FIXTURE, 2, 2)).to.equal(0);
    expect(attritionLoss(FIXTURE, 2, 6)).to.equal(1);
    expect(attritionLoss(FIXTURE, 9, 12)).to.equal(3);
  });

  it('saves a column, refuses a second column for the same stack size, and clears', () => {
    const saved = ATTRITION_CHART_ROSTER.save(state({ columns: {} }), 'col-1', {
      sps: '0',
      from: '1',
      results: '0 0 1 1 2',
    });
    expect(saved.ok && saved.data).to.deep.equal({ columns: { '1': FIXTURE.columns['1'] } });
    const twice = ATTRITION_CHART_ROSTER.save(state(FIXTURE), 'col-3', {
      sps: '6',
      from: '1',
      results: '1',
    });
    expect(twice.ok).to.equal(false);
    expect(ATTRITION_CHART_ROSTER.clear(state(FIXTURE), 'col-2').data).to.deep.equal({
      columns: { '1': FIXTURE.columns['1'] },
    });
  });

  it('is a user-data kind whose schema takes the entered table', () => {
    expect(parseWith(ATTRITION_USER_DATA.schema, FIXTURE).ok).to.equal(true);
    expect(
      parseWith(ATTRITION_USER_DATA.schema, { columns: { '9': FIXTURE.columns['1'] } }).ok,
    ).to.equal(false);
  });
});
