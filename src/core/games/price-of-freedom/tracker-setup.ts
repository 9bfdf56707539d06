/**
 * The Price of Freedom: the tracker's starting state from the bundled set-up (§8): turn 1,
 * region control, Kentucky neutral, the Yorktown/Norfolk blockade marker, and the Deployed
 * markers. Procedures only.
 */
import type { Setup } from './schema.js';
import type { CampaignState, CoastalRegion, Control } from './tracker-types.js';

function markerSpace(setup: Setup, id: string): number {
  const marker = setup.markers.find((m) => m.id === id);
  if (marker === undefined) throw new RangeError(`The set-up has no '${id}' marker.`);
  return marker.space;
}

/** A new tracker at the start of the war, from validated set-up data (§8.2-8.6). */
export function createCampaign(setup: Setup): CampaignState {
  const control: Record<string, Control> = {};
  const coastal: Record<string, CoastalRegion> = {};
  for (const region of setup.regions) {
    control[region.id] = region.startControl;
    if (region.coast !== null && region.box !== null) {
      coastal[region.id] = { name: region.name, coast: region.coast, box: region.box };
    }
  }
  const blockade: Record<string, number> = {};
  for (const region of Object.values(coastal)) blockade[region.box] = 0;
  for (const entry of setup.blockade)
    blockade[entry.box] = (blockade[entry.box] ?? 0) + entry.markers;
  return {
    turn: markerSpace(setup, 'turn'),
    control,
    kentucky: setup.kentucky,
    kentuckyRegions: setup.regions.filter((r) => r.kind === 'kentucky').map((r) => r.id),
    unionViolatedKentucky: false,
    emancipationProclaimed: false,
    emancipationMissed: false,
    draftPlayed: false,
    inflationPlayed: false,
    washingtonEverCsa: false,
    unionResourceRegionsLost: 0,
    blockade,
    coastal,
    cardAdjustments: { usa: 0, csa: 0 },
    overrides: {},
    corps: {
      usa: markerSpace(setup, 'usa-corps-deployed'),
      csa: markerSpace(setup, 'csa-corps-deployed'),
    },
    garrisons: markerSpace(setup, 'usa-garrison-deployed'),
    placed: { usa: {}, csa: {} },
    // No army meets a theater commander's minimum at set-up (§7.3.6, §8.4-8.5).
    theaterCorps: { usa: { east: 0, west: 0 }, csa: { east: 0, west: 0 } },
    coastsComplete: {
      gulf: setup.coasts.some((c) => c.id === 'gulf' && c.complete),
      atlantic: setup.coasts.some((c) => c.id === 'atlantic' && c.complete),
    },
    history: [],
  };
}
