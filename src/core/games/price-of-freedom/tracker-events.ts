/**
 * The Price of Freedom: how each tracker event changes a snapshot (§4-6, §11, §18). Every
 * function is pure and throws a RangeError for something the rules or the state forbid.
 * Procedures only.
 */
import { CORPS_COUNTERS, EMANCIPATION_FROM_TURN, LAST_TURN } from './constants.js';
import type { Nation } from './constants.js';
import type { CampaignSnapshot, CoastalRegion, Control } from './tracker-types.js';
import { warEffort, WAR_EFFORT_LINE_IDS } from './war-effort.js';
import { WAR_EFFORT_REGIONS } from './war-effort-lines.js';
import { plainTextProblem } from '../../shared/schema-limits.js';

function whole(n: number, what: string): void {
  if (!Number.isInteger(n) || n < 0)
    throw new RangeError(`${what} must be a whole number, 0 or more.`);
}

/** Sets the turn (§9.1); a new turn starts the per-region counts of new corps again (§11.5). */
export function setTurn(s: CampaignSnapshot, turn: number): CampaignSnapshot {
  if (!Number.isInteger(turn) || turn < 1 || turn > LAST_TURN) {
    throw new RangeError(`The game has turns 1 to ${LAST_TURN} (§9.1).`);
  }
  return turn === s.turn ? s : { ...s, turn, placed: { usa: {}, csa: {} } };
}

/** Changes a region's control; Washington's first Confederate control is remembered (§4.2). */
export function setControl(
  s: CampaignSnapshot,
  region: string,
  control: Control,
): CampaignSnapshot {
  if (!(region in s.control)) throw new RangeError(`'${region}' is not a tracked region.`);
  const isKentucky = s.kentuckyRegions.includes(region);
  if (isKentucky && s.kentucky === 'neutral' && control !== 'neutral') {
    throw new RangeError('Kentucky is neutral: record who entered it first (§5.2).');
  }
  if (control === 'neutral' && !(isKentucky && s.kentucky === 'neutral')) {
    throw new RangeError('Only the regions of a neutral Kentucky are neutral (§5).');
  }
  const washington = region === WAR_EFFORT_REGIONS.washington && control === 'csa';
  return {
    ...s,
    control: { ...s.control, [region]: control },
    washingtonEverCsa: s.washingtonEverCsa || washington,
  };
}

/**
 * Kentucky joins `side` for good (§5.4); its regions become that side's home regions (§5.5), so
 * each becomes that side's, except `entered`, held by the side that entered it. A Union
 * violation costs the Union 1 War Effort (§5.2).
 */
export function joinKentucky(
  s: CampaignSnapshot,
  side: Nation,
  unionViolated: boolean,
  entered?: { readonly region: string; readonly by: Nation },
): CampaignSnapshot {
  if (s.kentucky !== 'neutral') throw new RangeError('Kentucky has already joined a side (§5.4).');
  if (entered !== undefined && !s.kentuckyRegions.includes(entered.region)) {
    throw new RangeError(`'${entered.region}' is not a Kentucky region (§5.2).`);
  }
  const control: Record<string, Control> = { ...s.control };
  for (const region of s.kentuckyRegions) control[region] = side;
  if (entered !== undefined) control[entered.region] = entered.by;
  return { ...s, kentucky: side, unionViolatedKentucky: unionViolated, control };
}

/**
 * Checks that the Emancipation may be proclaimed or declined now: from its first turn (§6.1)
 * and not once proclaimed, which `proclaimed` words.
 */
function emancipationOpen(s: CampaignSnapshot, proclaimed: string): void {
  if (s.turn < EMANCIPATION_FROM_TURN)
    throw new RangeError(
      `The Emancipation is possible from Turn ${EMANCIPATION_FROM_TURN} (§6.1).`,
    );
  if (s.emancipationProclaimed) throw new RangeError(proclaimed);
}

/** The Emancipation Proclamation: once, from Turn 3 (§6.1-6.2, §6.4). */
export function proclaim(s: CampaignSnapshot): CampaignSnapshot {
  emancipationOpen(s, 'The Emancipation can be proclaimed only once (§6.2).');
  return { ...s, emancipationProclaimed: true };
}

/** The first chance to proclaim was not taken: −1 to the Union until it is (§6.3). */
export function decline(s: CampaignSnapshot): CampaignSnapshot {
  emancipationOpen(s, 'The Emancipation has already been proclaimed.');
  return { ...s, emancipationMissed: true };
}

/** DRAFT, only in a reinforcement phase (none in Turn 1), once (§11.1, §11.12, §12.11). */
export function playDraft(s: CampaignSnapshot): CampaignSnapshot {
  if (s.turn < 2)
    throw new RangeError('DRAFT is played in a reinforcement phase; Turn 1 has none (§11.1).');
  if (s.draftPlayed) throw new RangeError('DRAFT is removed from the game once played (§12.11).');
  return { ...s, draftPlayed: true };
}

/** CONFEDERATE INFLATION, once (§4.1, §12.11). */
export function playInflation(s: CampaignSnapshot): CampaignSnapshot {
  if (s.inflationPlayed)
    throw new RangeError('CONFEDERATE INFLATION is removed once played (§12.11).');
  return { ...s, inflationPlayed: true };
}

/** Markers in one blockade box (§2.2.4). */
export function setBlockade(s: CampaignSnapshot, box: string, markers: number): CampaignSnapshot {
  if (!(box in s.blockade)) throw new RangeError(`No blockade box '${box}'.`);
  whole(markers, 'Blockade markers');
  return { ...s, blockade: { ...s.blockade, [box]: markers } };
}

/** Adds a coastal region the bundled data lacks (the map is a gap, ruling G3). */
export function addCoastal(
  s: CampaignSnapshot,
  id: string,
  region: CoastalRegion,
  control: Nation,
): CampaignSnapshot {
  if (Object.hasOwn(s.control, id)) throw new RangeError(`'${id}' is already on the board.`);
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(id) || id.length > 64)
    throw new RangeError('Expected a kebab-case id.');
  const problem = plainTextProblem(region.name, 'A coastal region’s name');
  if (problem !== null) throw new RangeError(problem);
  return {
    ...s,
    control: { ...s.control, [id]: control },
    coastal: { ...s.coastal, [id]: region },
    blockade: { ...s.blockade, [region.box]: s.blockade[region.box] ?? 0 },
  };
}

/** Switches a War Effort line on or off by hand, or back to the facts (null). */
export function override(
  s: CampaignSnapshot,
  line: string,
  active: boolean | null,
): CampaignSnapshot {
  if (!WAR_EFFORT_LINE_IDS.includes(line)) throw new RangeError(`No War Effort line '${line}'.`);
  const overrides = Object.fromEntries(Object.entries(s.overrides).filter(([id]) => id !== line));
  if (active !== null) overrides[line] = active;
  return { ...s, overrides };
}

/**
 * The 1-corps army of the MILITIA card: placed whatever the War Effort (§11.9 exception), within
 * the counters (§2.2.3). Where it goes is the card's text, which the rulebook lacks (ruling G2).
 */
export function deployMilitia(s: CampaignSnapshot, side: Nation): CampaignSnapshot {
  const after = s.corps[side] + 1;
  if (after > CORPS_COUNTERS[side])
    throw new RangeError(`Only ${CORPS_COUNTERS[side]} corps counters exist (§2.2.3).`);
  return { ...s, corps: { ...s.corps, [side]: after } };
}

/** Corps leave the map (losses, attrition, retreat failures). */
export function removeCorps(s: CampaignSnapshot, side: Nation, count: number): CampaignSnapshot {
  whole(count, 'Corps');
  if (count > s.corps[side]) throw new RangeError('Not that many corps on the map.');
  return { ...s, corps: { ...s.corps, [side]: s.corps[side] - count } };
}

/**
 * A new garrison: never above Union War Effort (§18.2), the free Washington one included
 * (ruling A12). That one comes only in a reinforcement phase, none in Turn 1, and only while the
 * Confederates do not hold Washington (§11.1, §11.11); one that cannot be placed is lost (§11.9).
 */
export function deployGarrison(s: CampaignSnapshot, free: boolean): CampaignSnapshot {
  if (free && s.turn < 2) {
    throw new RangeError(
      'The free Washington garrison comes in a reinforcement phase; Turn 1 has none (§11.1, §11.11).',
    );
  }
  if (free && s.control[WAR_EFFORT_REGIONS.washington] === 'csa') {
    throw new RangeError('No free garrison while the Confederates hold Washington (§11.11).');
  }
  if (s.garrisons + 1 > warEffort(s).usa) {
    throw new RangeError(
      free
        ? 'Garrisons are already at Union War Effort: the free Washington garrison cannot be placed and is lost (§11.9, §18.2; ruling A12).'
        : 'Garrisons on the map may not exceed Union War Effort (§18.2).',
    );
  }
  return { ...s, garrisons: s.garrisons + 1 };
}

/** A garrison leaves the map. */
export function removeGarrison(s: CampaignSnapshot): CampaignSnapshot {
  if (s.garrisons === 0) throw new RangeError('No garrison on the map.');
  return { ...s, garrisons: s.garrisons - 1 };
}

/** Sets the count of Union resource regions other than Washington the Confederates hold (§4.2). */
export function setResourceLost(s: CampaignSnapshot, count: number): CampaignSnapshot {
  whole(count, 'Regions');
  return { ...s, unionResourceRegionsLost: count };
}

/** A War Effort change from a card (ruling G2). */
export function adjust(s: CampaignSnapshot, side: Nation, delta: number): CampaignSnapshot {
  if (!Number.isInteger(delta)) throw new RangeError('A War Effort change is a whole number.');
  return {
    ...s,
    cardAdjustments: { ...s.cardAdjustments, [side]: s.cardAdjustments[side] + delta },
  };
}
