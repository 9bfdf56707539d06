import { expect } from '@open-wc/testing';
import { render } from 'lit';
import { renderControls } from '../../../src/components/renderers/roster-controls.js';
import { SURRENDER_CHART_ROSTER } from '../../../src/core/games/us-civil-war/surrender-chart.js';
import { CHARTS_ROSTER } from '../../../src/core/games/us-civil-war/charts-roster.js';
import type { RosterDescriptor } from '../../../src/core/shared/roster.js';

const ACTIONS = { choose: () => undefined, search: () => undefined, fold: () => undefined };

function controlsOf(d: RosterDescriptor, data: unknown): HTMLElement {
  const host = document.createElement('div');
  const view = d.view({ choices: {}, query: '', data });
  render(renderControls(d, view, {}, '', ACTIONS), host);
  return host;
}

describe('roster controls', () => {
  it('draw nothing for a roster with no setting, search or folding group', () => {
    const d = SURRENDER_CHART_ROSTER as RosterDescriptor;
    expect(controlsOf(d, {}).querySelector('.controls')).to.equal(null);
  });

  it('draw a roster’s settings', () => {
    const d = CHARTS_ROSTER as RosterDescriptor;
    const el = controlsOf(d, { crt: {}, generals: {} });
    expect(el.querySelector('.controls')).to.not.equal(null);
  });
});
