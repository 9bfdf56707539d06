import '../helpers/bundled-data.js';
import { expect } from '@open-wc/testing';
import type { Army, Scenario, Unit } from '../../src/core/games/altar-of-freedom/index.js';
import {
  SCENARIO_SLUGS,
  TRAITS,
  armyDivisions,
  armyUnits,
  baseLabels,
  checkScenario,
  dummyMarkers,
  loadScenario,
  parseScenario,
  scenarioIndex,
} from '../../src/core/games/altar-of-freedom/index.js';
import { EXPECTED } from '../core/games/altar-of-freedom/scenario-expected.js';
import shilohRaw from '../../scenarios/altar-of-freedom/shiloh.json' with { type: 'json' };

function load(slug: string): Scenario {
  const result = loadScenario(slug);
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.value;
}

function army(s: Scenario, side: 'USA' | 'CSA'): Army {
  const a = s.armies.find((x) => x.side === side);
  if (a === undefined) throw new Error(side);
  return a;
}

function tally(units: readonly Unit[]) {
  const count = (arm: Unit['arm']) => units.filter((u) => u.arm === arm).length;
  return {
    stands: units.length,
    infantry: count('infantry'),
    cavalry: count('cavalry'),
    artillery: count('artillery'),
    naval: count('naval'),
    sm: units.reduce((t, u) => t + u.sm, 0),
  };
}

describe('Altar of Freedom bundled scenarios', () => {
  it('the index lists the four starter scenarios', () => {
    const index = scenarioIndex();
    expect(index.ok).to.equal(true);
    if (!index.ok) return;
    expect(index.value.scenarios.map((s) => s.slug)).to.deep.equal([...SCENARIO_SLUGS]);
    expect(index.value.scenarios.map((s) => s.date)).to.deep.equal([
      '1862-04-06',
      '1862-09-17',
      '1863-05-16',
      '1864-10-19',
    ]);
  });

  it('an unknown slug or broken data is reported, not thrown', () => {
    expect(loadScenario('gettysburg').ok).to.equal(false);
    const broken = { ...shilohRaw, clockDie: 8 };
    const result = parseScenario(broken);
    expect(result.ok).to.equal(false);
    if (!result.ok) expect(result.issues[0]?.path).to.equal('clockDie');
  });

  it('a dangling reference is caught by the checks', () => {
    const s = load('shiloh');
    const bad: Scenario = {
      ...s,
      reinforcements: s.reinforcements.map((r, i) => (i === 0 ? { ...r, units: ['nobody'] } : r)),
    };
    expect(checkScenario(bad)).to.deep.equal([
      "Reinforcement 'grant-arrives' refers to unknown unit 'nobody'.",
    ]);
  });

  for (const slug of SCENARIO_SLUGS) {
    describe(slug, () => {
      it('passes the schema and the reference checks', () => {
        const result = loadScenario(slug);
        if (!result.ok) throw new Error(JSON.stringify(result.issues));
        expect(checkScenario(result.value)).to.deep.equal([]);
      });

      for (const side of ['USA', 'CSA'] as const) {
        it(`${side}: unit counts and SM sums per division match the rulebook (spec §4)`, () => {
          const s = load(slug);
          const a = army(s, side);
          const expected = EXPECTED[slug]?.[side];
          if (expected === undefined) throw new Error('no expectation');
          const groups: Record<string, Unit[]> = {};
          for (const placed of armyUnits(a)) {
            const key = placed.division?.id ?? placed.commandId ?? `${side.toLowerCase()}-army`;
            (groups[key] ??= []).push(placed.unit);
          }
          const actual = Object.fromEntries(Object.entries(groups).map(([k, v]) => [k, tally(v)]));
          expect(actual).to.deep.equal(expected.groups);
          const inPlay = armyUnits(a)
            .filter((p) => p.division?.optional !== true)
            .map((p) => p.unit);
          expect(tally(inPlay).stands).to.equal(expected.stands);
          expect(tally(inPlay).sm).to.equal(expected.sm);
          expect(armyDivisions(a)).to.have.length(expected.divisions);
        });

        it(`${side}: printed break point and mood (authoritative, ruling C15)`, () => {
          const a = army(load(slug), side);
          expect(a.breakPoint).to.equal(EXPECTED[slug]?.[side].breakPoint);
          expect(a.mood).to.equal(EXPECTED[slug]?.[side].mood);
        });
      }

      it('every artillery stand is +0 and every SM is −3..+3 (spec §2.15)', () => {
        for (const a of load(slug).armies) {
          for (const { unit } of armyUnits(a)) {
            if (unit.arm === 'artillery') expect(unit.sm, unit.id).to.equal(0);
            expect(Math.abs(unit.sm)).to.be.at.most(3);
          }
        }
      });

      it('no general has invented PP or traits (spec G1)', () => {
        for (const a of load(slug).armies) {
          const generals = [
            a.general,
            ...a.commands.flatMap((c) => (c.general ? [c.general] : [])),
          ];
          for (const g of generals) {
            expect(g.pp, g.id).to.equal(null);
            expect(g.traits, g.id).to.equal(null);
          }
        }
      });

      it('ids are unique and every label, deployment and reinforcement id resolves', () => {
        const s = load(slug);
        const labels = baseLabels(s, true);
        const ids = labels.map((l) => l.id);
        expect(new Set(ids).size).to.equal(ids.length);
        const known = new Set(ids);
        for (const a of s.armies) {
          for (const d of armyDivisions(a)) known.add(d.id);
          for (const d of a.deployment)
            for (const id of d.units) expect(known.has(id), id).to.equal(true);
        }
        for (const r of s.reinforcements)
          for (const id of r.units) expect(known.has(id), id).to.equal(true);
        const units = s.armies.flatMap((a) => armyUnits(a)).length;
        const generals = s.armies.reduce(
          (t, a) => t + 1 + a.commands.filter((c) => c.general).length,
          0,
        );
        expect(labels).to.have.length(units + 2 * generals);
      });

      it('every unit is deployed at the start or arrives as a reinforcement', () => {
        const s = load(slug);
        const placed = new Set([
          ...s.armies.flatMap((a) => a.deployment.flatMap((d) => d.units)),
          ...s.reinforcements.flatMap((r) => r.units),
        ]);
        for (const a of s.armies) {
          for (const p of armyUnits(a)) {
            if (p.unit.arm === 'naval') continue;
            const id = p.division?.id ?? p.unit.id;
            expect(placed.has(id), `${slug} ${id}`).to.equal(true);
          }
        }
      });

      it('one turn per hour, and dummy markers as spec §3.20 derives', () => {
        const s = load(slug);
        const hours = { shiloh: 11, antietam: 12, 'champion-hill': 8, 'cedar-creek': 13 }[slug];
        expect(s.turns).to.have.length(hours);
        const dummies = {
          shiloh: [1, 2],
          antietam: [4, 3],
          'champion-hill': [1, 1],
          'cedar-creek': [2, 2],
        }[slug];
        expect([
          dummyMarkers(armyDivisions(army(s, 'USA')).length, 'USA'),
          dummyMarkers(armyDivisions(army(s, 'CSA')).length, 'CSA'),
        ]).to.deep.equal(dummies);
      });
    });
  }

  it('clock dice, tables and field works per scenario (spec §2.16)', () => {
    const row = (slug: string) => {
      const s = load(slug);
      return [
        s.clockDie,
        s.table.widthFt,
        s.table.depthFt,
        s.table.yardsPerInch,
        s.fieldWorksAllowed,
      ];
    };
    expect(row('shiloh')).to.deep.equal([12, 4, 4, 175, false]);
    expect(row('antietam')).to.deep.equal([16, 6, 4, 150, false]);
    expect(row('champion-hill')).to.deep.equal([10, 4, 4, 175, true]);
    expect(row('cedar-creek')).to.deep.equal([12, 6, 4, 150, true]);
  });

  it('reinforcement schedules match spec §5', () => {
    const schedule = (slug: string) =>
      load(slug).reinforcements.map((r) => [r.id, r.kind, r.turn, r.sectors.join('+')]);
    expect(schedule('shiloh')).to.deep.equal([
      ['grant-arrives', 'scheduled', 1, 'D1'],
      ['lew-wallace-arrives', 'roll', 8, 'C1'],
      ['breckinridge-arrives', 'scheduled', 1, 'A4'],
    ]);
    expect(schedule('antietam')).to.deep.equal([
      ['mclaws-arrives', 'scheduled', 1, 'A5'],
      ['rh-anderson-arrives', 'scheduled', 2, 'A5'],
      ['ap-hill-arrives', 'scheduled', 10, 'A5'],
    ]);
    expect(schedule('champion-hill')).to.deep.equal([
      ['blair-arrives', 'scheduled', 1, 'D4'],
      ['mcclernand-arrives', 'roll', 2, 'D2+D3'],
      ['crocker-arrives', 'scheduled', 4, 'D1'],
      ['carr-arrives', 'scheduled', 5, 'D3'],
      ['forney-arrives', 'scheduled', 2, 'A2'],
    ]);
    expect(schedule('cedar-creek')).to.deep.equal([['sheridan-arrives', 'scheduled', 5, 'C1+D1']]);
  });

  it('base labels print name, [SM] and division as the book does (L364–396)', () => {
    const labels = baseLabels(load('shiloh'));
    expect(labels.find((l) => l.id === 'grant')?.lines).to.deep.equal(['GRANT', 'Army General']);
    expect(labels.find((l) => l.id === 'grant-hq')?.lines).to.deep.equal(['ARMY HQ', 'Grant']);
    expect(labels.find((l) => l.id === 'mcclernand-hare')).to.deep.include({
      lines: ['HARE', "McClernand's Div."],
      sm: '[+1]',
    });
    expect(labels.find((l) => l.id === 'whl-wallace-cavender')?.lines).to.deep.equal([
      'ARTILLERY',
      "W. Wallace's Div.",
    ]);
    expect(labels.find((l) => l.id === 'usa-army-wood')).to.deep.include({
      lines: ['WOOD'],
      sm: '[-2]',
    });
    const ch = baseLabels(load('champion-hill'));
    expect(ch.some((l) => l.id === 'forney-hebert')).to.equal(false);
    expect(baseLabels(load('champion-hill'), true).some((l) => l.id === 'forney-hebert')).to.equal(
      true,
    );
  });

  it('no purchaser watermark or order number anywhere in the data', () => {
    for (const slug of SCENARIO_SLUGS) {
      const text = JSON.stringify(load(slug));
      expect(text).not.to.match(/order\s*#|order number|watermark|purchased/i);
    }
    expect(TRAITS).to.have.length(26);
  });
});
