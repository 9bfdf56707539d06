import '../../../helpers/bundled-data.js';
import { expect } from '@open-wc/testing';
import * as v from 'valibot';
import {
  applyEvent,
  BattleStateSchema,
  closeCombatTool,
  createBattle,
  eventFromRoll,
  firingTool,
  loadScenario,
  scenarioUnits,
} from '../../../../src/core/games/altar-of-freedom/index.js';
import { resolveTool } from '../../../../src/core/shared/tool-inputs.js';
import type { RollTool } from '../../../../src/core/shared/tool.js';

function shiloh() {
  const r = loadScenario('shiloh');
  if (!r.ok) throw new Error('shiloh did not load');
  return r.value;
}

describe('applying rolls to the tracker (Altar of Freedom)', () => {
  it('a natural 6 with SM +3 and enfilade (total 11) breaks the target brigade (Firing Table 10+)', () => {
    const scenario = shiloh();
    const target = scenarioUnits(scenario).find(
      (u) => u.unit.arm === 'infantry' && u.side === 'CSA',
    );
    if (!target) throw new Error('no target');
    const state = createBattle(scenario);
    const id = target.unit.id;
    expect(state.units[id]?.state).to.equal('active');
    const { rolls, resolution } = resolveTool(firingTool as RollTool, [[6]], {
      sm: 3,
      enfilade: true,
      firerArm: 'infantry',
    });
    expect(rolls[0]?.total).to.equal(11);
    const event = eventFromRoll({ tool: 'firing', target: id }, 'firing', rolls, resolution);
    expect(event).to.deep.equal({ type: 'firing', target: id, outcome: 'broken' });
    expect(applyEvent(state, event).units[id]?.state).to.equal('broken');
  });

  it('a total of 8 on the Firing Table gives the target one fatigue marker (7–9)', () => {
    const scenario = shiloh();
    const target = scenarioUnits(scenario).find(
      (u) => u.unit.arm === 'infantry' && u.side === 'CSA',
    );
    if (!target) throw new Error('no target');
    const { rolls, resolution } = resolveTool(firingTool as RollTool, [[6]], {
      sm: 2,
      firerArm: 'infantry',
    });
    const event = eventFromRoll(
      { tool: 'firing', target: target.unit.id },
      'firing',
      rolls,
      resolution,
    );
    const after = applyEvent(createBattle(scenario), event);
    expect(after.units[target.unit.id]?.fatigue).to.equal(1);
    expect(after.units[target.unit.id]?.state).to.equal('active');
  });

  it('close combat applies the difference of the totals to both units and can be undone exactly', () => {
    const scenario = shiloh();
    const units = scenarioUnits(scenario).filter((u) => u.unit.arm === 'infantry');
    const usa = units.find((u) => u.side === 'USA');
    const csa = units.find((u) => u.side === 'CSA');
    if (!usa || !csa) throw new Error('no units');
    let state = createBattle(scenario);
    for (const id of [usa.unit.id, csa.unit.id]) {
      if (state.units[id]?.state === 'not-arrived')
        state = applyEvent(state, {
          type: 'arrive',
          reinforcement:
            Object.keys(state.arrivals).find((k) => state.arrivals[k]?.units.includes(id)) ?? '',
        });
    }
    const before = state;
    const { rolls, resolution } = resolveTool(closeCombatTool as RollTool, [[6], [1]], {});
    const event = eventFromRoll(
      { tool: 'close-combat', attacker: csa.unit.id, defender: usa.unit.id },
      'close-combat',
      rolls,
      resolution,
    );
    expect(event).to.deep.include({ type: 'close-combat', difference: 5 });
    const after = applyEvent(state, event);
    expect(after.units[usa.unit.id]?.fatigue).to.equal(
      (before.units[usa.unit.id]?.fatigue ?? 0) + 1,
    );
    const undone = applyEvent(after, { type: 'undo' });
    expect(undone).to.deep.equal(before);
  });

  it('refuses a roll of another table', () => {
    const { rolls, resolution } = resolveTool(firingTool as RollTool, [[3]], {});
    expect(() => eventFromRoll({ tool: 'rally', unit: 'x' }, 'firing', rolls, resolution)).to.throw(
      RangeError,
    );
  });

  it('accepts a fresh and a played tracker state as saved data, and refuses a damaged one', () => {
    const state = createBattle(shiloh());
    expect(v.safeParse(BattleStateSchema, state).success).to.equal(true);
    const damaged = { ...state, turn: 'three' };
    expect(v.safeParse(BattleStateSchema, damaged).success).to.equal(false);
  });
});
