import '../../../helpers/bundled-data.js';
import { expect } from '@open-wc/testing';
import {
  applyEvent,
  createBattle,
  firingTool,
  loadScenario,
  rallyTool,
  scenarioGenerals,
  scenarioUnits,
} from '../../../../src/core/games/altar-of-freedom/index.js';
import { ROLL_PANEL } from '../../../../src/core/games/altar-of-freedom/tracker-roll-panel.js';
import { resolveTool } from '../../../../src/core/shared/tool-inputs.js';
import type { RollTool } from '../../../../src/core/shared/tool.js';
import { isProblem } from '../../../../src/core/shared/tracker.js';

function shiloh() {
  const r = loadScenario('shiloh');
  if (!r.ok) throw new Error('shiloh did not load');
  return r.value;
}

const table = (id: string) => {
  const t = ROLL_PANEL.tables.find((x) => x.id === id);
  if (!t) throw new Error(`no table ${id}`);
  return t;
};

describe('the battle tracker’s roll panel (Altar of Freedom)', () => {
  it('rolls the Firing, Close Combat, General Fate and Rally Tables, in that order', () => {
    expect(ROLL_PANEL.tables.map((t) => [t.id, t.tool.id])).to.deep.equal([
      ['firing', 'firing'],
      ['close-combat', 'close-combat'],
      ['general-fate', 'general-fate'],
      ['rally', 'rally'],
    ]);
  });

  it('offers the brigades in action as targets (with their side) and the active generals', () => {
    const scenario = shiloh();
    const b = createBattle(scenario);
    const ctx = { scenario, ratings: {} };
    const [target] = table('firing').subjects(b, ctx);
    const active = scenarioUnits(scenario).filter((u) => b.units[u.unit.id]?.state === 'active');
    expect(target?.options.length).to.equal(active.length);
    const first = active[0]!;
    expect(target?.options[0]).to.deep.equal({
      value: first.unit.id,
      label: `${first.unit.name} (${first.side === 'USA' ? 'US' : 'CS'})`,
    });
    const [general] = table('general-fate').subjects(b, ctx);
    expect(general?.options.length).to.equal(
      scenarioGenerals(scenario).filter((g) => b.generals[g.general.id]?.state === 'active').length,
    );
    expect(table('rally').subjects(b, ctx)[0]?.options).to.deep.equal([]);
  });

  it('turns a firing result into the event for the chosen target, named in the words', () => {
    const scenario = shiloh();
    const b = createBattle(scenario);
    const unit = scenarioUnits(scenario).find((u) => u.unit.arm === 'infantry')!.unit;
    const { rolls, resolution } = resolveTool(firingTool as RollTool, [[6]], {
      sm: 3,
      enfilade: true,
      firerArm: 'infantry',
    });
    const r = table('firing').result(
      { target: unit.id },
      { tool: 'firing', rolls, resolution },
      b,
      { scenario, ratings: {} },
    );
    if (isProblem(r)) throw new Error(r.problem);
    expect(r.event).to.deep.equal({ type: 'firing', target: unit.id, outcome: 'broken' });
    expect(r.text).to.equal(`${resolution.outcome.label} → ${unit.name}`);
    expect(applyEvent(b, r.event).units[unit.id]?.state).to.equal('broken');
  });

  it('refuses a roll of another table', () => {
    const scenario = shiloh();
    const { rolls, resolution } = resolveTool(rallyTool as RollTool, [[6]], {});
    const r = table('firing').result(
      { target: 'x' },
      { tool: 'rally', rolls, resolution },
      createBattle(scenario),
      { scenario, ratings: {} },
    );
    expect(isProblem(r) && r.problem).to.equal('Expected a firing roll, got rally.');
  });
});
