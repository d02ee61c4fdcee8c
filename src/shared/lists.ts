import { z } from 'zod';

/**
 * List pages (DESIGN.md §4 "Lists"): `{items, nextCursor}`; `?limit` 1–500, default 50; `?cursor` is
 * opaque (from a previous page's `nextCursor`), null on the last page.
 */
export const LIST_LIMIT_DEFAULT = 50;
export const LIST_LIMIT_MAX = 500;

export const listQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(LIST_LIMIT_MAX).default(LIST_LIMIT_DEFAULT),
  cursor: z.string().max(500).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export type Page<T> = { items: T[]; nextCursor: string | null };

/** The response schema of a list of `item`s (the shape of {@link Page}). */
export const pageSchema = <Item extends z.ZodType>(item: Item) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });
