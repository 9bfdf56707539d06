/**
 * The U.S. Civil War's Status Track as the tracker mirrors it (S1.1–S3.1, 14.3–14.5, 17.3, 19.3,
 * 21.5): each marker with its name, rule and how it may move. A game starts from its scenario's
 * markers; Maintenance only ever rises, by the inflation step (14.4.5); the Union's Oceangoing
 * Ironclad Strength grows on every even turn (21.5); a Training marker turns over at 7, each time
 * earning 1 SP (17.3, ruling C33). Pure.
 */
import { TRAINING_AP_PER_SP } from './action-points.js';
import { TRAINING_PLACEMENT } from './training.js';
import { BLOCKADE_ZONES, INFLATION, NO_OPEN_PORT_DRM, RESOURCE_BP_TOTAL } from './economy-data.js';
import type { Scenario } from './scenario-types.js';

/** The markers the tracker keeps. */
export const STATUS_KEYS = [
  'resourceBp',
  'arsenals',
  'maintenance',
  'na',
  'sa',
  'gulf',
  'unionTraining',
  'csaTraining',
  'unionVp',
  'csaVp',
  'ironclads',
] as const;
export type StatusKey = (typeof STATUS_KEYS)[number];
export type StatusTrack = Readonly<Record<StatusKey, number>>;

/** What the Union's Oceangoing Ironclad Strength gains on each even turn (21.5). */
export const IRONCLAD_GAIN = 1;

const zone = (id: string) => BLOCKADE_ZONES.find((z) => z.id === id)?.name ?? id;

/** Each marker: its name, rule, the step of its buttons and its limit. */
export const STATUS_MARKERS: Readonly<
  Record<
    StatusKey,
    {
      readonly label: string;
      readonly rule: string;
      readonly step: number;
      readonly limit?: number;
      readonly rises?: boolean;
      readonly min?: number;
      /**
       * The marker goes back to 0 each time it reaches this, earning 1 SP for its side: Training
       * (17.3); AP beyond the 7th stay on it (ruling C33).
       */
      readonly wraps?: { readonly at: number; readonly side: 'union' | 'confederate' };
    }
  >
> = {
  resourceBp: { label: 'Resource BPs', rule: '14.3.2', step: 1, limit: RESOURCE_BP_TOTAL },
  arsenals: { label: 'Arsenals', rule: '14.5', step: 1 },
  maintenance: { label: 'Maintenance', rule: '14.3.4, 14.4.5', step: INFLATION, rises: true },
  na: { label: `Blockade DRM, ${zone('na')}`, rule: '14.4', step: 1, min: NO_OPEN_PORT_DRM },
  sa: { label: `Blockade DRM, ${zone('sa')}`, rule: '14.4', step: 1, min: NO_OPEN_PORT_DRM },
  gulf: { label: `Blockade DRM, ${zone('gulf')}`, rule: '14.4', step: 1, min: NO_OPEN_PORT_DRM },
  unionTraining: {
    label: 'Union Training',
    rule: '17.3',
    step: 1,
    wraps: { at: TRAINING_AP_PER_SP, side: 'union' },
  },
  csaTraining: {
    label: 'Confederate Training',
    rule: '17.3',
    step: 1,
    wraps: { at: TRAINING_AP_PER_SP, side: 'confederate' },
  },
  unionVp: { label: 'Union VPs', rule: '19.3.1', step: 1 },
  csaVp: { label: 'Confederate VPs', rule: '19.3.2', step: 1 },
  ironclads: { label: 'Union Ironclad Strength', rule: '21.5', step: IRONCLAD_GAIN },
};

/** The track at the start of scenario `s` (the Confederates start with no VPs). */
export function startStatus(s: Scenario): StatusTrack {
  return {
    resourceBp: s.status.resourceBp,
    arsenals: s.status.arsenals,
    maintenance: s.status.maintenance,
    ...s.blockade,
    unionTraining: s.status.unionTraining,
    csaTraining: s.status.csaTraining,
    unionVp: s.status.unionVp,
    csaVp: 0,
    ironclads: s.status.unionIronclads,
  };
}

/**
 * The track after moving `key` by `steps` of its step, and the SPs a Training marker earned by
 * turning over (17.3, ruling C33); throws below its least, past its limit, or down a rising marker.
 */
export function stepStatus(
  track: StatusTrack,
  key: StatusKey,
  steps: number,
): { readonly track: StatusTrack; readonly earned: number } {
  const m = STATUS_MARKERS[key];
  if (m.rises && steps < 0) throw new RangeError(`${m.label} never goes down (${m.rule}).`);
  const next = track[key] + steps * m.step;
  const min = m.min ?? 0;
  if (next < min) throw new RangeError(`${m.label} cannot go below ${min}.`);
  if (m.limit !== undefined && next > m.limit)
    throw new RangeError(`${m.label} cannot pass ${m.limit} (${m.rule}).`);
  const earned = m.wraps ? Math.floor(next / m.wraps.at) : 0;
  return { track: { ...track, [key]: m.wraps ? next % m.wraps.at : next }, earned };
}

/** The track after moving `key` by `steps` of its step (see `stepStatus`). */
export const moveStatus = (track: StatusTrack, key: StatusKey, steps: number): StatusTrack =>
  stepStatus(track, key, steps).track;

/** What to do with `earned` SPs of Training for `key`'s side, in a sentence; '' for none (17.3). */
export function trainingEarnedText(key: StatusKey, earned: number): string {
  const wraps = STATUS_MARKERS[key].wraps;
  if (!wraps || earned <= 0) return '';
  const sps = earned === 1 ? '1 SP' : `${earned} SPs`;
  return `${sps} earned: place ${earned === 1 ? 'it' : 'each'} in the theater of the last AP, in ${TRAINING_PLACEMENT[wraps.side]}; ${earned === 1 ? 'it' : 'they'} may not move this Action Phase (17.3).`;
}

/**
 * A track saved before the Training markers turned over at 7 (17.3), with any marker at 7 or more
 * turned over as it would have been, and what was earned in a sentence per marker; none for a
 * track already right. The SPs are never taken away: the sentence names them.
 */
export function turnOverSavedTraining(track: StatusTrack): {
  readonly track: StatusTrack;
  readonly said: readonly string[];
} {
  let out = track;
  const said: string[] = [];
  for (const key of STATUS_KEYS) {
    const wraps = STATUS_MARKERS[key].wraps;
    if (!wraps || track[key] < wraps.at) continue;
    const { track: next, earned } = stepStatus(out, key, 0);
    out = next;
    said.push(
      `${STATUS_MARKERS[key].label} stood at ${track[key]} in this saved game, from before the marker turned over at ${wraps.at}: it now shows ${next[key]}. ${trainingEarnedText(key, earned)} If you placed ${earned === 1 ? 'it' : 'them'} already, nothing more to do.`,
    );
  }
  return { track: out, said };
}

/** The track as a new turn begins: the Ironclad Strength grows on an even turn (21.5). */
export const newTurnStatus = (track: StatusTrack, turn: number): StatusTrack =>
  turn % 2 === 0 ? { ...track, ironclads: track.ironclads + IRONCLAD_GAIN } : track;
