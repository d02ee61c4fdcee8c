import { companyRouter } from './company-pages.ts';
import { companySites, type CompanySitesOptions } from './company-sites.ts';
import { serveSitesInThread } from './site-server.ts';

/** The worker thread of company-sites.ts's startCompanySites: the same sites, built from the same options. */
await serveSitesInThread((options: CompanySitesOptions) => companyRouter(companySites(options)));
