import '../../../helpers/bundled-data.js';
import { expect } from '@open-wc/testing';
import {
  GENERAL_RATINGS_KIND,
  checkGeneralRating,
  SCENARIO_PP_RANGE,
  generalRating,
  loadScenario,
  traitRoleNotes,
  withGeneralRating,
} from '../../../../src/core/games/altar-of-freedom/index.js';
import type {
  GeneralRatings,
  Scenario,
} from '../../../../src/core/games/altar-of-freedom/index.js';
import { exportUserData, importUserData } from '../../../../src/core/shared/user-data.js';

function load(slug: string): Scenario {
  const r = loadScenario(slug);
  if (!r.ok) throw new Error(slug);
  return r.value;
}

const roundTrip = (data: unknown) =>
  importUserData(
    GENERAL_RATINGS_KIND,
    JSON.stringify(
      exportUserData(GENERAL_RATINGS_KIND, data as GeneralRatings, '2026-11-20T10:00:00.000Z'),
    ),
  );

describe('Altar of Freedom general ratings (user data; ruling G1)', () => {
  it('a scenario general is not held to the Army Builder limits (App. V steps 4–5 are for built armies; ruling A52)', () => {
    const s = load('shiloh');
    expect(SCENARIO_PP_RANGE).to.deep.equal({ min: 0, max: 99, rule: 'ruling A52' });
    // Below the builder's minimum of 2 PP and above Shiloh's builder pool of 24 for the Union.
    expect(checkGeneralRating(s, 'grant', { pp: 1, traits: null })).to.deep.equal([]);
    expect(checkGeneralRating(s, 'grant', { pp: 0, traits: null })).to.deep.equal([]);
    expect(checkGeneralRating(s, 'grant', { pp: 30, traits: null })).to.deep.equal([]);
    // No traits at all, or more than the builder's three.
    expect(checkGeneralRating(s, 'grant', { pp: 6, traits: [] })).to.deep.equal([]);
    expect(
      checkGeneralRating(s, 'grant', { pp: 6, traits: ['dour', 'tardy', 'inept', 'revered'] }),
    ).to.deep.equal([]);
  });

  it('accepts well-formed entries and keeps them as entered', () => {
    const data = {
      shiloh: { grant: { pp: 7, traits: ['aggressive', 'unflappable'] } },
      antietam: { mcclellan: { pp: null, traits: ['cautious'] } },
    };
    const r = roundTrip(data);
    expect(r.ok).to.equal(true);
    if (r.ok) expect(r.value).to.deep.equal(data);
  });

  it('rejects bad values with messages naming the field', () => {
    const cases: [unknown, string, RegExp][] = [
      [{ shiloh: { grant: { pp: -1, traits: null } } }, 'data.shiloh.grant.pp', /0 to 99/],
      [{ shiloh: { grant: { pp: 2.5, traits: null } } }, 'data.shiloh.grant.pp', /whole number/],
      [{ shiloh: { grant: { pp: 100, traits: null } } }, 'data.shiloh.grant.pp', /0 to 99/],
      [{ shiloh: { grant: { pp: '7', traits: null } } }, 'data.shiloh.grant.pp', /whole number/],
      [
        { shiloh: { grant: { pp: null, traits: ['aggressive', 'aggressive'] } } },
        'data.shiloh.grant.traits',
        /twice/,
      ],
      [
        { shiloh: { grant: { pp: null, traits: ['brave'] } } },
        'data.shiloh.grant.traits[0]',
        /26 traits/,
      ],
      [{ shiloh: { lee: { pp: 5, traits: null } } }, 'data.shiloh.lee', /Not a general/],
      [{ gettysburg: {} }, 'data.gettysburg', /starter scenarios/],
    ];
    for (const [data, path, message] of cases) {
      const r = roundTrip(data);
      expect(r.ok, JSON.stringify(data)).to.equal(false);
      if (!r.ok) {
        const issue = r.issues.find((i) => i.path === path);
        expect(issue, JSON.stringify(r.issues)).to.not.equal(undefined);
        expect(issue?.message).to.match(message);
      }
    }
  });

  it('checks one entry before saving', () => {
    const s = load('shiloh');
    expect(checkGeneralRating(s, 'grant', { pp: 6, traits: ['revered'] })).to.deep.equal([]);
    expect(checkGeneralRating(s, 'grant', { pp: 1.5, traits: null })).to.deep.equal([
      'Grant: PP must be a whole number from 0 to 99 (ruling A52).',
    ]);
    expect(checkGeneralRating(s, 'nobody', { pp: 6, traits: null })[0]).to.contain('no general');
  });

  it('updates without changing the original, and drops empty entries', () => {
    const a: GeneralRatings = {};
    const b = withGeneralRating(a, 'shiloh', 'grant', { pp: 6, traits: null });
    expect(a).to.deep.equal({});
    expect(b).to.deep.equal({ shiloh: { grant: { pp: 6, traits: null } } });
    const c = withGeneralRating(b, 'shiloh', 'polk', { pp: 4, traits: ['tardy'] });
    expect(Object.keys(c.shiloh ?? {})).to.have.members(['grant', 'polk']);
    expect(withGeneralRating(c, 'shiloh', 'grant', { pp: null, traits: null })).to.deep.equal({
      shiloh: { polk: { pp: 4, traits: ['tardy'] } },
    });
    expect(withGeneralRating(b, 'shiloh', 'grant', null)).to.deep.equal({});
  });

  it('reads a rating with its source: rulebook, player or missing', () => {
    const s = load('shiloh');
    const data: GeneralRatings = { shiloh: { grant: { pp: 8, traits: ['aggressive'] } } };
    expect(generalRating(data, 'shiloh', 'grant')).to.deep.include({
      pp: 8,
      ppSource: 'player',
      traits: ['aggressive'],
      traitsSource: 'player',
      side: 'USA',
    });
    expect(generalRating(data, s, 'polk')).to.deep.include({
      pp: null,
      ppSource: 'missing',
      traits: [],
      traitsSource: 'missing',
      side: 'CSA',
    });
    expect(generalRating(undefined, s, 'johnston')?.ppSource).to.equal('missing');
    const printed: Scenario = {
      ...s,
      armies: [
        { ...s.armies[0], general: { ...s.armies[0].general, pp: 5, traits: [] } },
        s.armies[1],
      ],
    };
    expect(generalRating(data, printed, 'grant')).to.deep.include({
      pp: 5,
      ppSource: 'rulebook',
      traits: [],
      traitsSource: 'rulebook',
    });
    expect(generalRating(data, s, 'nobody')).to.equal(null);
    expect(generalRating(data, 'nowhere', 'grant')).to.equal(null);
  });

  it('notes traits that do nothing for the general’s role (ruling A28)', () => {
    expect(traitRoleNotes('corps', ['aggressive', 'revered']).map((n) => n.trait)).to.deep.equal([
      'aggressive',
    ]);
    expect(traitRoleNotes('corps', ['masterful'])[0]?.rule).to.contain('ruling A28');
    expect(traitRoleNotes('army', ['insubordinate', 'cautious']).map((n) => n.trait)).to.deep.equal(
      ['insubordinate'],
    );
    expect(traitRoleNotes('army', [])).to.deep.equal([]);
  });
});
