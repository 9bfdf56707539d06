/**
 * The U.S. Civil War tracker's forms that combine two Isolated Groups or split one (13.6.5): the
 * groups are chosen from the saved list, the SPs of each are asked for as they join (they decide
 * whose Surrender Points stay), and the part that splits off is named. Ruling C17 (each part
 * keeps the group's points) is shown under the split form.
 */
import type { FormPanel, SelectField } from '../../shared/tracker-form.js';
import { GROUP_SPS_MAX } from './isolated-combine.js';
import type { IsolatedGroup } from './isolated-groups.js';
import { SIDES } from './sides.js';
import type { UscwContext } from './tracker-context.js';
import { countOf, textOf } from './tracker-fields.js';
import { WHERE_MAX, type UscwEvent, type UscwState } from './tracker-types.js';

const label = (g: IsolatedGroup) =>
  `${SIDES[g.side]}: ${g.where} (${g.points} point${g.points === 1 ? '' : 's'})`;

const groupField = (name: string, text: string, groups: readonly IsolatedGroup[], at = 0) =>
  ({
    kind: 'select',
    name,
    label: text,
    options: groups.map((g) => ({ value: g.id, label: label(g) })),
    ...(groups[at] ? { value: groups[at].id } : {}),
  }) satisfies SelectField;

const spsField = (name: string, text: string) =>
  ({ kind: 'number', name, label: text, min: 0, max: GROUP_SPS_MAX }) as const;

/** Whether some side has two groups that could combine. */
const canCombine = (s: UscwState) =>
  (['union', 'confederate'] as const).some(
    (side) => s.isolated.filter((g) => g.side === side).length > 1,
  );

/** Two Isolated Groups of one side combine. */
export const MERGE_FORM: FormPanel<UscwState, UscwContext, UscwEvent> = {
  kind: 'form',
  id: 'isolated-merge-h',
  title: 'Two Isolated Groups combine',
  form: (s) =>
    s.over || !canCombine(s)
      ? null
      : {
          note: 'The combined group keeps only the Surrender Points of the group with more SPs; if both have as many SPs, the greater points (13.6.5). Give each group’s SPs as they join.',
          submit: 'Combine',
          fields: [
            groupField('a', 'One group', s.isolated),
            spsField('spsA', 'Its SPs'),
            groupField('b', 'The other group', s.isolated, 1),
            spsField('spsB', 'Its SPs'),
          ],
        },
  submit: (v) => ({
    event: {
      type: 'isolated-merge',
      a: textOf(v, 'a'),
      b: textOf(v, 'b'),
      spsA: countOf(v, 'spsA'),
      spsB: countOf(v, 'spsB'),
    },
    says: 'Groups combined.',
  }),
};

/** An Isolated Group splits in two. */
export const SPLIT_FORM: FormPanel<UscwState, UscwContext, UscwEvent> = {
  kind: 'form',
  id: 'isolated-split-h',
  title: 'An Isolated Group splits',
  rulings: ['C17'],
  form: (s) =>
    s.over || s.isolated.length === 0
      ? null
      : {
          note: 'Each part becomes a group with its own Surrender Point marker (13.6.5); each keeps the points the group had (ruling C17).',
          submit: 'Split',
          fields: [
            groupField('id', 'Group', s.isolated),
            {
              kind: 'text',
              name: 'where',
              label: 'Where the part that splits off is',
              maxLength: WHERE_MAX,
            },
          ],
        },
  submit: (v) => ({
    event: { type: 'isolated-split', id: textOf(v, 'id'), where: textOf(v, 'where') },
    says: 'Group split.',
  }),
};
