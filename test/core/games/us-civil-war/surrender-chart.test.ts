import { expect } from '@open-wc/testing';
import {
  SURRENDER_CHART_ROSTER,
  SURRENDER_USER_DATA,
  checkSurrenderChart,
  surrenderChartUsable,
  surrenderPoints,
  type SurrenderChart,
} from '../../../../src/core/games/us-civil-war/surrender-chart.js';
import { chartFailures } from '../../../../src/core/games/us-civil-war/supply-chart.js';
import { parseWith } from '../../../../src/core/shared/parse-with.js';

/** A table keyed to every fact the rulebook gives (not the card's: a test fixture). */
const FIXTURE: SurrenderChart = { column: { from: 1, results: [3, 3, 2, 2, 1, 1, 1, 0] } };

const withCell = (roll: number, points: number): SurrenderChart => {
  const results = [...(FIXTURE.column?.results ?? [])];
  results[roll - 1] = points;
  return { column: { from: 1, results } };
};

const state = (data: SurrenderChart) => ({ choices: {}, query: '', data });

describe('US Civil War Surrender Table as entered (13.6.4, ruling G13)', () => {
  it('waits for every fact until the table is entered', () => {
    const checks = checkSurrenderChart({});
    expect(checks.map((c) => c.id)).to.deep.equal(['SV1', 'SV2', 'SV3', 'SV4', 'SV5']);
    expect(checks.every((c) => c.status === 'missing')).to.equal(true);
  });

  it('passes a table that agrees with the rulebook', () => {
    expect(chartFailures(checkSurrenderChart(FIXTURE))).to.deep.equal([]);
    expect(surrenderChartUsable(FIXTURE)).to.equal(true);
  });

  it('fails the fact each changed cell contradicts', () => {
    expect(chartFailures(checkSurrenderChart(withCell(2, 2)))).to.deep.equal(['SV1']);
    expect(chartFailures(checkSurrenderChart(withCell(3, 3)))).to.deep.equal(['SV2']);
    expect(chartFailures(checkSurrenderChart(withCell(7, 0)))).to.include('SV3');
    expect(chartFailures(checkSurrenderChart(withCell(8, 1)))).to.deep.equal(['SV4']);
    expect(chartFailures(checkSurrenderChart(withCell(6, 2)))).to.deep.equal(['SV5']);
  });

  it('reads the rulebook’s rows until a usable table is entered', () => {
    expect([1, 2, 7].map((t) => surrenderPoints(t, null))).to.deep.equal([3, 3, 1]);
    expect(surrenderPoints(5, null)).to.equal(null);
    expect(surrenderPoints(5, FIXTURE)).to.equal(1);
    expect(surrenderPoints(12, FIXTURE)).to.equal(0);
    expect(surrenderPoints(5, withCell(7, 0))).to.equal(null);
  });

  it('saves a typed table, says when it contradicts the rulebook, and clears it', () => {
    const ok = SURRENDER_CHART_ROSTER.save(state({}), 'table', {
      from: '1',
      results: '3 3 2 2 1 1 1 0',
    });
    expect(ok.ok && ok.data).to.deep.equal(FIXTURE);
    const bad = SURRENDER_CHART_ROSTER.save(state({}), 'table', { from: '1', results: '3 3 3 0' });
    expect(bad.ok && bad.message).to.contain('contradicts SV2');
    const refused = SURRENDER_CHART_ROSTER.save(state({}), 'table', { from: '1', results: '4' });
    expect(refused.ok).to.equal(false);
    expect(SURRENDER_CHART_ROSTER.clear(state(FIXTURE), 'table').data).to.deep.equal({});
  });

  it('flags a contradicting table on its page', () => {
    const view = SURRENDER_CHART_ROSTER.view(state(withCell(7, 2)));
    expect(view.warnings?.items.join(' ')).to.contain('SV3');
    expect(SURRENDER_CHART_ROSTER.view(state(FIXTURE)).warnings).to.equal(undefined);
  });

  it('is a user-data kind whose schema takes an entered table', () => {
    expect(parseWith(SURRENDER_USER_DATA.schema, FIXTURE).ok).to.equal(true);
    expect(
      parseWith(SURRENDER_USER_DATA.schema, { column: { from: 1, results: [5] } }).ok,
    ).to.equal(false);
  });
});
