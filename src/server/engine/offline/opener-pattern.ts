import type { ComposeContext, Part } from './compose-context.ts';
import type { Detail } from './details.ts';

/**
 * One way of writing an opener around one fact (openers.ts, fallback-openers.ts): `applies` says whether
 * the row has what the pattern needs, `render` writes it with the facts it uses; `reason` marks a
 * pattern that already says why the sender writes, so the bridge does not repeat it.
 */
export type OpenerPattern = {
  id: string;
  reason?: boolean;
  applies: (ctx: ComposeContext, d: Detail | undefined) => boolean;
  render: (ctx: ComposeContext, d: Detail | undefined) => Part;
};
