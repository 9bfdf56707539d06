/**
 * Core support of the tracker, commanders, set-up and movement views: the stored tracker state's
 * schema, the history in words, the region-to-War-Effort mapping, commander entry checks and
 * tool links (ruling G1), the set-up sheet (§8) and the movement input ranges (§16.2.2).
 */
import { expect } from '@open-wc/testing';
import {
  CAMPAIGN_STATE_VERSION,
  COMMANDER_USER_DATA,
  MOVEMENT_INPUT_LIMITS,
  applyCampaignEvent,
  boxName,
  campaignHistory,
  checkCommanderEntry,
  commanderLabel,
  commanderToolLinks,
  createCampaign,
  describeCampaignChange,
  loadGameData,
  parseCampaignState,
  regionNames,
  regionWarEffortLines,
  resolveCommanders,
  setupSheet,
  withCommanderEntry,
} from '../../../../src/core/games/price-of-freedom/index.js';
import type {
  CampaignEvent,
  CampaignState,
  GameData,
} from '../../../../src/core/games/price-of-freedom/index.js';

function data(): GameData {
  const loaded = loadGameData();
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.issues));
  return loaded.value;
}

function start(): CampaignState {
  return createCampaign(data().setup);
}

function play(state: CampaignState, ...events: CampaignEvent[]): CampaignState {
  return events.reduce((s, e) => applyCampaignEvent(s, e), state);
}

const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

describe('Price of Freedom tracker state schema', () => {
  it('accepts a new campaign and one with history, unchanged', () => {
    expect(CAMPAIGN_STATE_VERSION).to.equal(1);
    const fresh = start();
    const parsed = parseCampaignState(clone(fresh));
    expect(parsed.ok && parsed.value).to.deep.equal(fresh);
    const played = play(
      fresh,
      { type: 'next-turn' },
      { type: 'set-blockade', box: 'mobile', markers: 2 },
      { type: 'override', line: 'csa-gulf', active: true },
      {
        type: 'add-coastal-region',
        id: 'savannah',
        region: { name: 'Savannah', coast: 'atlantic', box: 'savannah' },
        control: 'csa',
      },
    );
    const again = parseCampaignState(clone(played));
    expect(again.ok && again.value).to.deep.equal(played);
  });

  it('rejects damaged state with a path to the problem', () => {
    const bad = (mutate: (s: Record<string, unknown>) => void) => {
      const s = clone(start()) as unknown as Record<string, unknown>;
      mutate(s);
      return parseCampaignState(s);
    };
    const turn = bad((s) => (s['turn'] = 9));
    expect(turn.ok).to.equal(false);
    if (!turn.ok) expect(turn.issues[0]?.path).to.equal('turn');
    expect(bad((s) => (s['overrides'] = { 'no-such-line': true })).ok).to.equal(false);
    expect(bad((s) => delete s['garrisons']).ok).to.equal(false);
    expect(bad((s) => (s['corps'] = { usa: 37, csa: 4 })).ok).to.equal(false);
    expect(bad((s) => (s['extra'] = 1)).ok).to.equal(false);
    expect(bad((s) => (s['history'] = [{ turn: 1 }])).ok).to.equal(false);
    expect(parseCampaignState(null).ok).to.equal(false);
    expect(parseCampaignState('state').ok).to.equal(false);
  });

  it('rejects inconsistent state: a neutral region outside Kentucky, a coast without a box', () => {
    const neutral = clone(start());
    (neutral.control as Record<string, string>)['richmond'] = 'neutral';
    const r1 = parseCampaignState(neutral);
    expect(r1.ok).to.equal(false);
    if (!r1.ok) expect(r1.issues.map((i) => i.message).join(' ')).to.contain('neutral');
    const boxless = clone(start());
    delete (boxless.blockade as Record<string, number>)['mobile'];
    expect(parseCampaignState(boxless).ok).to.equal(false);
  });
});

describe('Price of Freedom tracker history', () => {
  const names = regionNames(data().setup);

  it('names the shared Yorktown / Norfolk box by its regions (§2.1)', () => {
    expect(boxName(start(), names, 'yorktown-norfolk')).to.equal('Yorktown / Norfolk');
  });

  it('describes each change in words', () => {
    const s0 = start();
    const s1 = play(s0, { type: 'next-turn' });
    expect(describeCampaignChange(s0, s1, names)).to.deep.equal(['Turn 1 → Turn 2.']);
    const s2 = play(s1, { type: 'kentucky-entered', by: 'usa', region: 'louisville' });
    const words = describeCampaignChange(s1, s2, names);
    expect(words).to.include('Kentucky joined the Confederacy for good (§5.4).');
    expect(words).to.include('The Union violated Kentucky’s neutrality (§5.2).');
    expect(words).to.include('Louisville held by the Union side.');
    expect(words).to.have.length(3);
    const s3 = play(s2, { type: 'set-blockade', box: 'yorktown-norfolk', markers: 2 });
    expect(describeCampaignChange(s2, s3, names)).to.deep.equal([
      'Blockade box Yorktown / Norfolk: 1 → 2 markers.',
    ]);
    const s4 = play(s3, { type: 'set-control', region: 'richmond', control: 'usa' });
    expect(describeCampaignChange(s3, s4, names)).to.deep.equal(['Richmond: Confederate → Union.']);
    const s5 = play(s4, { type: 'override', line: 'csa-gulf', active: false });
    expect(describeCampaignChange(s4, s5, names)).to.deep.equal([
      'Confederate: Gulf Coast blockaded: set off by hand.',
    ]);
  });

  it('lists changes most recent first, each with the undos that take it back', () => {
    const s = play(
      start(),
      { type: 'next-turn' },
      { type: 'play-draft' },
      { type: 'adjust-war-effort', side: 'csa', delta: -1 },
    );
    const history = campaignHistory(s, names);
    expect(history.map((h) => h.index)).to.deep.equal([3, 2, 1]);
    expect(history.map((h) => h.undoSteps)).to.deep.equal([1, 2, 3]);
    expect(history.map((h) => h.turn)).to.deep.equal([2, 2, 2]);
    expect(history[0]?.changes).to.deep.equal(['Confederate War Effort from cards −1.']);
    expect(history[1]?.changes).to.deep.equal(['DRAFT played.']);
    let back = s;
    for (let i = 0; i < (history[1]?.undoSteps ?? 0); i++)
      back = applyCampaignEvent(back, { type: 'undo' });
    expect(back.draftPlayed).to.equal(false);
    expect(back.turn).to.equal(2);
  });

  it('maps regions to the War Effort lines they feed (§4.1, §4.2, §4.1 note 4)', () => {
    const s = start();
    expect(regionWarEffortLines(s, 'washington')).to.deep.equal([
      'usa-washington-first',
      'usa-washington-held',
    ]);
    expect(regionWarEffortLines(s, 'memphis')).to.deep.equal([
      'csa-memphis-nashville',
      'csa-mississippi',
    ]);
    expect(regionWarEffortLines(s, 'new-orleans')).to.deep.equal(['csa-mississippi', 'csa-gulf']);
    expect(regionWarEffortLines(s, 'louisville')).to.deep.equal(['csa-kentucky']);
    expect(regionWarEffortLines(s, 'yorktown')).to.deep.equal(['csa-atlantic']);
    expect(regionWarEffortLines(s, 'baltimore')).to.deep.equal([]);
  });
});

describe('Price of Freedom commander entries (ruling G1)', () => {
  const { commanders } = data();
  const empty = COMMANDER_USER_DATA.empty();

  it('names the five unnamed commanders as placeholders', () => {
    const unnamed = commanders.filter((c) => c.name === null).map((c) => commanderLabel(c));
    expect(unnamed).to.deep.equal([
      'Unnamed Confederate commander 1',
      'Unnamed Confederate commander 2',
      'Unnamed Confederate commander 3',
      'Unnamed Union commander 1',
      'Unnamed Union commander 2',
    ]);
    expect(commanderLabel({ id: 'lee', side: 'csa', name: 'R.E. Lee' })).to.equal('R.E. Lee');
  });

  it('accepts values the rulebook leaves empty', () => {
    expect(
      checkCommanderEntry(commanders, empty, 'grant', { adrm: 1, ddrm: 0, mam: 0 }),
    ).to.deep.equal([]);
    expect(
      checkCommanderEntry(commanders, empty, 'usa-unnamed-1', {
        name: 'Rosecrans',
        entryTurn: 3,
        theater: 'west',
      }),
    ).to.deep.equal([]);
  });

  it('rejects printed values, bad ranges, bad names and McClellan’s broken relation', () => {
    const check = (id: string, entry: Record<string, unknown>) =>
      checkCommanderEntry(commanders, empty, id, entry);
    expect(check('lee', { mam: 0 })[0]).to.contain('the rulebook gives his movement modifier');
    expect(check('lee', { name: 'Bobby' })[0]).to.contain('cannot be changed');
    expect(check('grant', { adrm: 2 })[0]).to.contain('−1, 0 or +1');
    expect(check('grant', { entryTurn: 9 })[0]).to.contain('1 to 8');
    expect(check('grant', { theater: 'north' })[0]).to.contain('East or West');
    expect(check('polk', { entryTurn: 3 })[0]).to.contain('known from the set-up');
    expect(check('usa-unnamed-1', { name: ' ' })[0]).to.contain('blank');
    expect(check('usa-unnamed-1', { name: 'Grant' })[0]).to.contain('already called “Grant”');
    expect(check('usa-unnamed-1', { name: 'x'.repeat(61) })[0]).to.contain('at most 60');
    expect(check('mcclellan', { adrm: 0, ddrm: 0 })[0]).to.contain('§16.5 example');
    expect(check('mcclellan', { adrm: -1, ddrm: 1 })).to.deep.equal([]);
    expect(check('nobody', {})[0]).to.contain('no commander');
    const named = withCommanderEntry(empty, 'usa-unnamed-1', { name: 'Rosecrans' });
    expect(
      checkCommanderEntry(commanders, named, 'usa-unnamed-2', { name: 'rosecrans' })[0],
    ).to.contain('already called');
  });

  it('records an entry without empty fields and removes it when cleared', () => {
    const one = withCommanderEntry(empty, 'grant', { adrm: 1, ddrm: null });
    expect(one).to.deep.equal({ commanders: { grant: { adrm: 1 } } });
    expect(withCommanderEntry(one, 'grant', null)).to.deep.equal({ commanders: {} });
    expect(withCommanderEntry(one, 'grant', { ddrm: null })).to.deep.equal({ commanders: {} });
    expect(withCommanderEntry(one, 'hood', { mam: 0 }).commanders).to.have.keys('grant', 'hood');
  });

  it('links known ratings into the tools; unknown ones give no link', () => {
    const data1 = withCommanderEntry(empty, 'grant', { adrm: 1, ddrm: 0 });
    const roster = resolveCommanders(commanders, data1).commanders;
    const by = (id: string) => {
      const c = roster.find((x) => x.id === id);
      if (!c) throw new Error(id);
      return commanderToolLinks(c);
    };
    expect(by('grant').map((l) => [l.tool, l.params])).to.deep.equal([
      [
        'battle',
        [
          ['attacker', 'usa'],
          ['a_cmdr', '1'],
        ],
      ],
      [
        'battle',
        [
          ['attacker', 'csa'],
          ['d_cmdr', '0'],
        ],
      ],
    ]);
    expect(by('hood').map((l) => l.params)).to.deep.equal([
      [
        ['attacker', 'usa'],
        ['d_cmdr', '-1'],
      ],
    ]);
    expect(by('lee').map((l) => l.tool)).to.deep.equal(['withdrawal', 'interception', 'movement']);
    expect(by('lee')[2]?.params).to.deep.equal([
      ['cmdr', 'lee'],
      ['mam', '1'],
    ]);
    expect(by('polk')).to.deep.equal([]);
  });
});

describe('Price of Freedom set-up sheet (§8)', () => {
  it('lists every army with its commander, region and corps, matching the Deployed markers', () => {
    const sheet = setupSheet(data());
    expect(
      sheet.sides.csa.armies.map((a) => `${a.commanderName} ${a.regionName} ${a.fresh}/${a.spent}`),
    ).to.deep.equal([
      'J. Johnston Shenandoah 1/0',
      'Beauregard Manassas 0/1',
      'A. Johnston Nashville 0/1',
      'Polk Knoxville 0/1',
    ]);
    expect(
      sheet.sides.usa.armies.map((a) => `${a.commanderName} ${a.regionName} ${a.fresh}/${a.spent}`),
    ).to.deep.equal([
      'McDowell Washington 1/1',
      'Butler Baltimore 0/1',
      'Fremont St. Louis 0/2',
      'Pope Indianapolis 0/1',
    ]);
    expect([sheet.sides.csa.corps, sheet.sides.csa.deployedMarker]).to.deep.equal([4, 4]);
    expect([sheet.sides.usa.corps, sheet.sides.usa.deployedMarker]).to.deep.equal([6, 6]);
    expect(sheet.sides.csa.armies[0]?.star).to.equal(true);
    expect(sheet.garrisons.map((g) => g.name)).to.deep.equal(['Yorktown']);
    expect(sheet.blockade.map((b) => [b.name, b.markers])).to.deep.equal([
      ['Yorktown / Norfolk', 1],
    ]);
    expect(sheet.cards.handAtStart).to.equal(5);
  });

  it('gives each turn its rounds, order, free corps and changes (§9-11)', () => {
    const { turns } = setupSheet(data());
    expect(turns).to.have.length(8);
    expect(turns[0]?.rounds).to.deep.equal([3, 4]);
    expect(turns[0]?.freeCorps).to.equal(null);
    expect(turns[1]?.rounds).to.deep.equal([1, 2, 3, 4]);
    expect(turns[1]?.freeCorps).to.deep.equal({ usa: 3, usaWithDraft: 3, csa: 2 });
    expect(turns[4]?.freeCorps).to.deep.equal({ usa: 2, usaWithDraft: 3, csa: 1 });
    expect(turns[4]?.order.initiative).to.equal('usa');
    expect(turns[1]?.events.map((e) => e.rule)).to.include('§8.3, §10.2');
    expect(turns[2]?.events.map((e) => e.rule)).to.include('§6.1');
    expect(turns[6]?.events.map((e) => e.rule)).to.include('§3.1.2');
  });

  it('places commanders whose entry turn the player entered, marked as his', () => {
    const d = data();
    const plain = setupSheet(d);
    expect(plain.turns.flatMap((t) => t.arriving)).to.deep.equal([]);
    expect(plain.unplaced).to.have.length(17);
    const entered = withCommanderEntry(COMMANDER_USER_DATA.empty(), 'grant', { entryTurn: 2 });
    const sheet = setupSheet(d, resolveCommanders(d.commanders, entered).commanders);
    expect(sheet.turns[1]?.arriving).to.deep.equal([
      { id: 'grant', name: 'Grant', side: 'usa', source: 'player' },
    ]);
    expect(sheet.unplaced).to.have.length(16);
  });
});

describe('Price of Freedom movement inputs', () => {
  it('ranges follow the army and rating limits (§2.2.1, §7.2, §16.2.2)', () => {
    expect(MOVEMENT_INPUT_LIMITS.corps).to.include({ min: 1, max: 6 });
    expect(MOVEMENT_INPUT_LIMITS.mam).to.include({ min: -1, max: 1 });
    expect(MOVEMENT_INPUT_LIMITS.actions).to.include({ min: 0, max: 4 });
  });
});
