/**
 * The bundled data: schema validation of the set-up and commanders JSON (§8, §2.2.1), the
 * cross-reference checks, the commander user data and how it feeds the tools, and the rulings.
 */
import { expect } from '@open-wc/testing';
import {
  exportUserData,
  importUserData,
  modifierTotals,
  parseWith,
} from '../../../../src/core/shared/index.js';
import setupJson from '../../../../scenarios/price-of-freedom/setup.json' with { type: 'json' };
import commandersJson from '../../../../scenarios/price-of-freedom/commanders.json' with { type: 'json' };
import {
  COMMANDER_USER_DATA,
  CONTRADICTION_RULINGS,
  CommandersFileSchema,
  RULINGS,
  SetupSchema,
  TOOLS,
  WAR_EFFORT_REGIONS,
  battleTool,
  commanderBattleInputs,
  commanderReactionInputs,
  loadGameData,
  parseGameData,
  resolveCommanders,
  withdrawalTool,
} from '../../../../src/core/games/price-of-freedom/index.js';
import type { GameData } from '../../../../src/core/games/price-of-freedom/index.js';

function data(): GameData {
  const loaded = loadGameData();
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.issues));
  return loaded.value;
}

const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

describe('Price of Freedom bundled data', () => {
  it('validates against its schemas and cross-references', () => {
    expect(parseWith(SetupSchema, setupJson).ok).to.equal(true);
    expect(parseWith(CommandersFileSchema, commandersJson).ok).to.equal(true);
    expect(loadGameData().ok).to.equal(true);
  });

  it('set-up markers (§8.2): turn 1, round 3, WE 6 and 8, corps 4 and 6, 1 garrison', () => {
    const spaces = Object.fromEntries(data().setup.markers.map((m) => [m.id, m.space]));
    expect(spaces).to.deep.equal({
      turn: 1,
      'campaign-round': 3,
      'csa-war-effort': 6,
      'csa-corps-deployed': 4,
      'usa-war-effort': 8,
      'usa-corps-deployed': 6,
      'usa-garrison-deployed': 1,
    });
  });

  it('set-up armies (§8.4-8.5), garrison and blockade (§8.6), cards (§8.3), turn record (§9)', () => {
    const { setup } = data();
    const armies = setup.armies.map((a) => `${a.commander}@${a.region}:${a.fresh}f${a.spent}s`);
    expect(armies).to.deep.equal([
      'j-johnston@shenandoah:1f0s',
      'beauregard@manassas:0f1s',
      'a-johnston@nashville:0f1s',
      'polk@knoxville:0f1s',
      'mcdowell@washington:1f1s',
      'butler@baltimore:0f1s',
      'fremont@st-louis:0f2s',
      'pope@indianapolis:0f1s',
    ]);
    expect(setup.garrisons.map((g) => g.region)).to.deep.equal(['yorktown']);
    expect(setup.blockade).to.deep.equal([{ box: 'yorktown-norfolk', markers: 1, rule: '§8.6' }]);
    expect(setup.cards).to.deep.include({ deck: 55, battleCardsSetAside: true, dealtPerPlayer: 4 });
    expect(setup.turns.map((t) => t.firstRound)).to.deep.equal([3, 1, 1, 1, 1, 1, 1, 1]);
    expect(setup.turns.every((t) => t.arrivingCommanders === null && t.periodInferred)).to.equal(
      true,
    );
    const ids = new Set(setup.regions.map((r) => r.id));
    for (const id of [
      WAR_EFFORT_REGIONS.washington,
      WAR_EFFORT_REGIONS.richmond,
      WAR_EFFORT_REGIONS.shenandoah,
      WAR_EFFORT_REGIONS.atlanta,
      ...WAR_EFFORT_REGIONS.mississippi,
      ...WAR_EFFORT_REGIONS.kentucky,
    ]) {
      expect(ids.has(id), id).to.equal(true);
    }
  });

  it('25 commanders: 10 CSA, 15 USA; 5 stars, 3 diamonds, 5 unnamed; only revealed ratings filled', () => {
    const { commanders } = data();
    expect(commanders).to.have.length(25);
    expect(commanders.filter((c) => c.side === 'csa')).to.have.length(10);
    expect(commanders.filter((c) => c.star).map((c) => c.id)).to.deep.equal([
      'lee',
      'j-johnston',
      'a-johnston',
      'mcclellan',
      'halleck',
    ]);
    expect(commanders.filter((c) => c.diamond).map((c) => c.id)).to.deep.equal([
      'grant',
      'sherman',
      'thomas',
    ]);
    expect(commanders.filter((c) => c.name === null)).to.have.length(5);
    const known = commanders.flatMap((c) =>
      (['adrm', 'ddrm', 'mam'] as const).flatMap((f) =>
        c[f] === null ? [] : [`${c.id}.${f}=${c[f]}`],
      ),
    );
    expect(known).to.deep.equal([
      'lee.mam=1',
      'hood.ddrm=-1',
      'mcclellan.mam=-1',
      'sherman.mam=1',
      'burnside.mam=0',
    ]);
    expect(commanders.every((c) => c.theater === null)).to.equal(true);
    const entry = commanders.filter((c) => c.entryTurn !== null).map((c) => c.id);
    expect(entry).to.deep.equal(
      data()
        .setup.armies.map((a) => a.commander)
        .sort((a, b) => entry.indexOf(a) - entry.indexOf(b)),
    );
    expect(commanders.filter((c) => c.neverTheaterOptional).map((c) => c.id)).to.deep.equal([
      'early',
      'sheridan',
    ]);
  });

  it('rejects broken data with readable issues', () => {
    const badRating = clone(commandersJson);
    (badRating.commanders[0] as { mam: unknown }).mam = 2;
    const r1 = parseGameData(setupJson, badRating);
    expect(r1.ok).to.equal(false);
    const badArmy = clone(setupJson);
    badArmy.armies[0]!.commander = 'grant';
    const r2 = parseGameData(badArmy, commandersJson);
    expect(r2.ok).to.equal(false);
    if (!r2.ok) expect(r2.issues[0]!.message).to.contain('grant');
    const badMarker = clone(setupJson);
    badMarker.markers[3]!.space = 5;
    const r3 = parseGameData(badMarker, commandersJson);
    expect(r3.ok).to.equal(false);
    if (!r3.ok) expect(r3.issues[0]!.message).to.contain('csa Corps Deployed');
    const badBox = clone(setupJson);
    badBox.blockade[0]!.box = 'nowhere';
    expect(parseGameData(badBox, commandersJson).ok).to.equal(false);
    expect(parseGameData({}, commandersJson).ok).to.equal(false);
  });
});

describe('Price of Freedom commander user data (ruling G1)', () => {
  it('exports and imports through the shared user-data envelope', () => {
    const entered = {
      commanders: {
        hood: { adrm: 0 as const, mam: -1 as const },
        'csa-unnamed-1': { name: 'Bragg' },
      },
    };
    const file = exportUserData(COMMANDER_USER_DATA, entered, '2024-01-01T00:00:00Z');
    const back = importUserData(COMMANDER_USER_DATA, JSON.stringify(file));
    expect(back).to.deep.equal({ ok: true, value: entered });
    expect(COMMANDER_USER_DATA.empty()).to.deep.equal({ commanders: {} });
    const bad = exportUserData(
      COMMANDER_USER_DATA,
      { commanders: { hood: { adrm: 3 } } } as never,
      'x',
    );
    expect(importUserData(COMMANDER_USER_DATA, JSON.stringify(bad)).ok).to.equal(false);
  });

  it('fills gaps, keeps what the rulebook reveals, and reports conflicts', () => {
    const roster = resolveCommanders(data().commanders, {
      commanders: {
        hood: { adrm: 0, ddrm: 1 },
        mcclellan: { adrm: 0, ddrm: 0 },
        nobody: { mam: 1 },
        'usa-unnamed-1': { name: 'Rosecrans', entryTurn: 2, theater: 'west' },
      },
    });
    const hood = roster.commanders.find((c) => c.id === 'hood')!;
    expect([hood.adrm, hood.ddrm]).to.deep.equal([0, -1]);
    expect(hood.sources).to.deep.include({ adrm: 'player', ddrm: 'rulebook', mam: 'missing' });
    const unnamed = roster.commanders.find((c) => c.id === 'usa-unnamed-1')!;
    expect([unnamed.name, unnamed.entryTurn, unnamed.theater]).to.deep.equal([
      'Rosecrans',
      2,
      'west',
    ]);
    expect(roster.warnings).to.have.length(3); // Hood's DDRM, McClellan's DDRM ≤ ADRM, unknown id
  });

  it('feeds the battle and reaction tools', () => {
    const roster = resolveCommanders(data().commanders, { commanders: { sherman: { adrm: 0 } } });
    const by = (id: string) => roster.commanders.find((c) => c.id === id)!;
    const inputs = commanderBattleInputs(by('sherman'), by('hood'));
    expect(inputs).to.deep.equal({ a_cmdr: 0, d_cmdr: -1 });
    expect(modifierTotals(battleTool, inputs)).to.deep.equal([0, -1]);
    expect(commanderBattleInputs(by('grant'), null)).to.deep.equal({});
    const reaction = commanderReactionInputs(by('burnside'), by('lee'));
    expect(reaction).to.deep.equal({ r_mam: 0, m_mam: 1 });
    expect(modifierTotals(withdrawalTool, { ...reaction, m_spent: true })).to.deep.equal([0, 0]);
  });
});

describe('Price of Freedom rulings (spec §8)', () => {
  it('has the eight contradictions C1-C8 and unique ids', () => {
    expect(CONTRADICTION_RULINGS.map((r) => r.id)).to.deep.equal([
      'C1',
      'C2',
      'C3',
      'C4',
      'C5',
      'C6',
      'C7',
      'C8',
    ]);
    const ids = RULINGS.map((r) => r.id);
    expect(new Set(ids).size).to.equal(ids.length);
  });

  it('every ruling a tool cites exists', () => {
    const ids = new Set(RULINGS.map((r) => r.id));
    for (const tool of TOOLS) {
      const texts = [
        ...(tool.notes ?? []).flatMap((n) => [n.text, n.rule]),
        ...tool.sides.flatMap((s) => [
          ...s.inputs.map((i) => i.rule ?? ''),
          ...s.modifiers.map((m) => m.note ?? ''),
        ]),
      ];
      for (const text of texts) {
        for (const match of text.matchAll(/\b([ACG]\d+)\b/g))
          expect(ids.has(match[1]!), `${tool.id}: ${match[1]}`).to.equal(true);
      }
    }
  });
});
