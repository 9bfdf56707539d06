/** The roll tool's "Copy for forum" texts: the roll as plain text and as Markdown. */
import { forumText, type ForumRoll } from '../../core/shared/forum-text.js';

/** Both forum texts of a roll. */
export function forumPost(roll: ForumRoll): { text: string; markdown: string } {
  return { text: forumText(roll, 'text'), markdown: forumText(roll, 'markdown') };
}
