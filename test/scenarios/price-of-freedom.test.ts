/**
 * The bundled Price of Freedom data (`scenarios/price-of-freedom/`): schema validation of the
 * set-up and commanders JSON (§8, §2.2.1), the cross-reference checks, and what they hold.
 */
import '../helpers/bundled-data.js';
import { expect } from '@open-wc/testing';
import { parseWith } from '../../src/core/shared/index.js';
import setupJson from '../../scenarios/price-of-freedom/setup.json' with { type: 'json' };
import commandersJson from '../../scenarios/price-of-freedom/commanders.json' with { type: 'json' };
import { CommandersFileSchema, SetupSchema } from '../../src/core/games/price-of-freedom/schema.js';
import { loadGameData } from '../../src/core/games/price-of-freedom/setup.js';
import { WAR_EFFORT_REGIONS } from '../../src/core/games/price-of-freedom/war-effort-lines.js';
import { data } from '../core/games/price-of-freedom/data-fixtures.js';

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
});
