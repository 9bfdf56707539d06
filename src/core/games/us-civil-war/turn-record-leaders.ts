/**
 * The U.S. Civil War: the leader changes a Turn Record Track box prints (16.2), as the players key
 * them in (ruling G5). Each change is a kind (arrival, promotion, demotion, removal, transfer)
 * and a General's name, so the turn tracker can list them by kind and a typo in a kind cannot be
 * saved. The track is on the map, not in the rulebook: nothing here names a General or a turn.
 */
import * as v from 'valibot';
import type { RosterValues } from '../../shared/roster.js';
import { LEADER_NAME_MAX } from './leaders.js';
import { keysOf } from '../../shared/keys-of.js';

/** The kinds of change a box can print, in the order the entry form asks for them. */
export const LEADER_CHANGE_KINDS = {
  arrival: { label: 'Arrivals', verb: 'arrives' },
  promotion: { label: 'Promotions', verb: 'promoted' },
  demotion: { label: 'Demotions', verb: 'demoted' },
  removal: { label: 'Removals', verb: 'removed' },
  transfer: { label: 'Transfers', verb: 'transferred' },
} as const;
export type LeaderChangeKind = keyof typeof LEADER_CHANGE_KINDS;

/** The kinds as a list, in the form's order. */
export const LEADER_CHANGE_KIND_IDS = keysOf(LEADER_CHANGE_KINDS);

/** Sanity bounds on what is typed (not rulebook numbers): changes in one box, a note's length. */
export const LEADER_CHANGE_LIMITS = { perTurn: 30, noteMax: 300 } as const;

/** One change printed in a box: its kind and the General it concerns. */
export const LeaderChangeSchema = v.strictObject({
  kind: v.picklist(LEADER_CHANGE_KIND_IDS as [LeaderChangeKind, ...LeaderChangeKind[]]),
  general: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Name the General.'),
    v.maxLength(LEADER_NAME_MAX, `A General’s name is at most ${LEADER_NAME_MAX} letters.`),
  ),
});
export type LeaderChange = v.InferOutput<typeof LeaderChangeSchema>;

/** A box's changes: at most `perTurn`, none listed twice. */
export const LeaderChangesSchema = v.pipe(
  v.array(LeaderChangeSchema),
  v.maxLength(
    LEADER_CHANGE_LIMITS.perTurn,
    `At most ${LEADER_CHANGE_LIMITS.perTurn} leader changes a turn.`,
  ),
  v.check(
    (list) => new Set(list.map((c) => `${c.kind}|${c.general.toLowerCase()}`)).size === list.length,
    'A General is listed twice under the same kind of change.',
  ),
);

/** The text field of the entry form that holds the Generals of kind `kind`. */
export const changeField = (kind: LeaderChangeKind): string => `leaders-${kind}`;

/**
 * The changes typed in the entry form: one text field a kind (`changeField`), Generals separated
 * by commas or semicolons. Blank names are skipped; whether the list is valid is the schema's to say.
 */
export function changesFromFields(values: RosterValues): LeaderChange[] {
  return LEADER_CHANGE_KIND_IDS.flatMap((kind) =>
    String(values[changeField(kind)] ?? '')
      .split(/[,;]/)
      .map((name) => name.trim())
      .filter((name) => name !== '')
      .map((general) => ({ kind, general })),
  );
}

/** The Generals of kind `kind` in `changes`, as the form's field shows them. */
export const fieldOfChanges = (
  changes: readonly LeaderChange[] | undefined,
  kind: LeaderChangeKind,
): string =>
  (changes ?? [])
    .filter((c) => c.kind === kind)
    .map((c) => c.general)
    .join(', ');

/** The changes as one line, by kind: "Arrivals: Grant, Pope; Removals: McDowell". */
export function changesText(changes: readonly LeaderChange[] | undefined): string {
  return LEADER_CHANGE_KIND_IDS.flatMap((kind) => {
    const names = fieldOfChanges(changes, kind);
    return names ? [`${LEADER_CHANGE_KINDS[kind].label}: ${names}`] : [];
  }).join('; ');
}
