import { expect } from '@open-wc/testing';
import {
  GLOSSARY_DOC,
  SEQUENCE_TABLE,
} from '../../../../src/core/games/battle-cry-of-freedom/glossary.js';
import {
  FIRST_TO_ACT_LABEL,
  PHASES,
} from '../../../../src/core/games/battle-cry-of-freedom/phases.js';
import { META } from '../../../../src/core/games/battle-cry-of-freedom/meta.js';
import { filterReference } from '../../../../src/core/shared/reference.js';

describe('Battle Cry of Freedom glossary', () => {
  it('has the terms F17 asks for, each citing its glossary entry', () => {
    const entries = GLOSSARY_DOC.sections.flatMap((s) => s.entries ?? []);
    expect(entries.length).to.be.greaterThan(0);
    for (const name of [
      'Attack card',
      'Defend card',
      'Blocking',
      'Cancel',
      'Immediately',
      'In play',
      'Invasion',
      'Pass',
      'Peninsula Campaign',
      'Victory Condition cities',
      'Washington, D.C.',
    ])
      expect(entries.map((e) => e.name)).to.include(name);
    const tools = new Set<string>(META.tools.map((t) => t.slug));
    for (const e of entries) {
      const rule = e.fields[0]?.value?.[0];
      expect(rule && typeof rule === 'object' && 'rule' in rule, e.id).to.equal(true);
      for (const f of e.fields.slice(1)) {
        const run = f.value?.[0];
        if (run && typeof run === 'object' && 'tool' in run)
          expect(tools.has(run.tool), e.id).to.equal(true);
      }
    }
  });

  it('filters by term', () => {
    const hit = filterReference(GLOSSARY_DOC.sections, 'peninsula');
    expect(hit.flatMap((s) => s.entries ?? []).map((e) => e.id)).to.include('peninsula');
  });

  it('draws the sequence A to L from the phase data the campaign tracker uses', () => {
    const section = GLOSSARY_DOC.sections.find((s) => s.id === 'sequence');
    expect(section?.tables).to.deep.equal([SEQUENCE_TABLE]);
    expect(SEQUENCE_TABLE.rows.length).to.be.greaterThan(0);
    expect(SEQUENCE_TABLE.rows.length).to.equal(PHASES.length);
    SEQUENCE_TABLE.rows.forEach((row, i) => {
      const p = PHASES[i]!;
      expect(row[0]).to.deep.equal([
        `${p.letter}. ${p.name}`,
        { note: FIRST_TO_ACT_LABEL[p.first] },
        { rule: p.place },
      ]);
      expect(row[1]).to.equal(p.allows);
    });
    expect(filterReference(GLOSSARY_DOC.sections, 'peninsula').map((s) => s.id)).to.include(
      'sequence',
    );
  });

  it('counts the invasions from the data, not typed', () => {
    const invasion = GLOSSARY_DOC.sections[0]?.entries?.find((e) => e.id === 'invasion');
    expect(invasion?.description).to.match(/^Four battle cards/);
  });
});
