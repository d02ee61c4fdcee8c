import { site } from '#client/config/site.ts';
import { useConfig } from '../api/get-config.ts';

/** The server's CONTACT_EMAIL (DESIGN.md §2 `{email}`); the default shows until it has loaded, or if it cannot. */
export const useContactEmail = (): string => useConfig().data?.contactEmail ?? site.contactEmail;
