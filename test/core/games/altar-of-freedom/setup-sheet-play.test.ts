import '../../../helpers/bundled-data.js';
import { expect } from '@open-wc/testing';
import {
  SCENARIO_SLUGS,
  loadScenario,
  type Scenario,
} from '../../../../src/core/games/altar-of-freedom/index.js';
import {
  specialRulesSection,
  terrainSection,
} from '../../../../src/core/games/altar-of-freedom/setup-sheet-play.js';
import type { SheetSection } from '../../../../src/core/shared/setup-sheet.js';

function load(slug: string): Scenario {
  const r = loadScenario(slug);
  if (!r.ok) throw new Error(r.issues.map((i) => i.message).join('; '));
  return r.value;
}

/** The column heads and the row heads of a rules table section. */
function shape(section: SheetSection) {
  const table = section.content[0];
  if (table?.kind !== 'table') throw new Error(`${section.id} is not a table`);
  return {
    columns: table.columns.map((c) => c.text),
    rows: table.rows.map((r) => r.head),
  };
}

describe('Altar of Freedom setup sheet: special rules and terrain', () => {
  for (const slug of SCENARIO_SLUGS) {
    it(`lists ${slug}'s special rules and terrain by name, with their heads`, () => {
      const s = load(slug);
      expect(shape(specialRulesSection(s))).to.deep.equal({
        columns: ['Rule', 'In play', 'Ref.'],
        rows: s.specialRules.map((r) => [r.title]),
      });
      expect(shape(terrainSection(s))).to.deep.equal({
        columns: ['Feature', 'Effect', 'Ref.'],
        rows: s.terrain.map((t) => [t.feature]),
      });
    });
  }
});
