/**
 * Local parts of role addresses: a shared inbox, a department or a machine, not a person. Cold
 * e-mail to them is read by whoever triages the inbox, hurts reply rates and draws spam complaints,
 * so rows with them are flagged `role_address` (kept; the user decides).
 *
 * Written for Coldsmith (not copied from any list). Sources it draws on:
 * - RFC 2142 "Mailbox names for common services, roles and functions" §3–5 (info, marketing, sales,
 *   support, abuse, noc, security, postmaster, hostmaster, usenet, news, webmaster, www, uucp, ftp).
 * - The role-account lists e-mail platforms refuse to send to (Mailchimp "About role-based
 *   addresses", HubSpot "role-based email addresses"): mailer-daemon, noreply, list, unsubscribe…
 * - mixmaxhq/role-based-email-addresses (MIT), the common public list, used to check coverage in
 *   the tests (email.test.ts checks the share of its entries this list recognises).
 * - Business inboxes seen in B2B lists, in English and in the languages Coldsmith users sell in
 *   (German, French, Spanish, Italian, Portuguese, Dutch, Nordic).
 * Deliberately absent: two-letter initials that are often a person (ap, ar, cs, ir, qa) and
 * ceo/founder, which usually reach the person in small companies.
 *
 * Matching (email.ts): the local part lower-cased, without a +tag, without . _ - and trailing digits;
 * any local part containing "noreply" or "donotreply" (alerts-noreply, noreply-dmarc) is a role too.
 */
export const rolePrefixes: readonly string[] = [
  // RFC 2142 and mail-system mailboxes
  'abuse', 'noc', 'security', 'postmaster', 'hostmaster', 'usenet', 'news', 'webmaster', 'www', 'uucp', 'ftp',
  'mailer-daemon', 'maildaemon', 'daemon', 'mailer', 'root', 'devnull', 'null', 'nobody', 'sysadmin', 'system',
  'listserv', 'majordomo', 'list', 'lists', 'list-request', 'owner', 'bounce', 'bounces', 'dns', 'registrar',
  'whois', 'phish', 'phishing', 'spam', 'ispfeedback', 'ispsupport', 'inoc', 'undisclosed-recipients', 'mail',
  'email', 'e-mail', 'post', 'mailbox', 'inbox', 'admin', 'administrator', 'admins', 'administration', 'hostname',
  // automated senders
  'noreply', 'no-reply', 'donotreply', 'do-not-reply', 'dontreply', 'reply', 'replies', 'autoreply', 'auto-reply',
  'automated', 'automailer', 'notifications', 'notification', 'notify', 'notifier', 'alerts', 'alert', 'updates',
  'update', 'newsletter', 'newsletters', 'digest', 'unsubscribe', 'subscribe', 'subscriptions', 'subscription',
  'mailings', 'mailinglist', 'robot', 'bot', 'cron', 'reports', 'reporting', 'receipts', 'receipt', 'confirm',
  'confirmation', 'verify', 'verification', 'account', 'accounts', 'calendar', 'invites', 'invitations', 'rsvp',
  // general inboxes
  'info', 'information', 'infos', 'hello', 'hi', 'hey', 'howdy', 'contact', 'contacts', 'contactus', 'contact-us',
  'enquiries', 'enquiry', 'inquiries', 'inquiry', 'questions', 'ask', 'office', 'offices', 'team', 'staff', 'all',
  'everyone', 'allstaff', 'all-staff', 'general', 'reception', 'frontdesk', 'front-desk', 'welcome', 'mainoffice',
  'headoffice', 'hq', 'company', 'group', 'board', 'management', 'exec', 'executives', 'directors', 'leadership',
  // sales, marketing, partners
  'sales', 'sale', 'salesteam', 'sales-team', 'bizdev', 'business', 'businessdevelopment', 'partners', 'partner',
  'partnerships', 'partnership', 'alliances', 'resellers', 'reseller', 'affiliates', 'affiliate', 'marketing',
  'growth', 'advertising', 'ads', 'adverts', 'sponsorship', 'sponsors', 'sponsor', 'press', 'media', 'pr', 'news',
  'newsroom', 'editor', 'editors', 'editorial', 'events', 'event', 'webinars', 'webinar', 'community', 'social',
  'brand', 'content', 'quotes', 'quote', 'rfp', 'tenders', 'tender', 'bids', 'bid', 'orders', 'order', 'shop',
  'store', 'ecommerce', 'wholesale', 'trade', 'export', 'import', 'demo', 'demos', 'trial', 'pricing', 'deals',
  // customers and support
  'support', 'help', 'helpdesk', 'help-desk', 'service', 'services', 'customerservice', 'customer-service',
  'customersupport', 'customer-support', 'customercare', 'care', 'customers', 'clients', 'client', 'success',
  'customersuccess', 'onboarding', 'feedback', 'complaints', 'returns', 'refunds', 'warranty', 'repairs',
  'booking', 'bookings', 'reservations', 'reservation', 'appointments', 'appointment', 'scheduling', 'schedule',
  'tickets', 'ticket', 'cases', 'escalations', 'members', 'membership', 'memberships', 'users', 'user',
  // finance, legal, HR, operations, IT
  'billing', 'invoices', 'invoice', 'invoicing', 'finance', 'accounting', 'accountspayable', 'accounts-payable',
  'accountsreceivable', 'payables', 'receivables', 'payments', 'payment', 'payroll', 'tax', 'treasury', 'audit',
  'purchasing', 'procurement', 'purchase', 'buying', 'vendors', 'vendor', 'suppliers', 'supplier', 'legal',
  'compliance', 'privacy', 'gdpr', 'dpo', 'dataprotection', 'data-protection', 'contracts', 'licensing',
  'copyright', 'trademark', 'dmca', 'trust', 'safety', 'fraud', 'risk', 'investors', 'investor',
  'investorrelations', 'investor-relations', 'shareholders', 'hr', 'humanresources', 'people', 'peopleops',
  'careers', 'career', 'jobs', 'job', 'recruiting', 'recruitment', 'recruiter', 'talent', 'hiring', 'apply',
  'applications', 'resumes', 'cv', 'internships', 'interns', 'volunteer', 'volunteers', 'donate', 'donations',
  'giving', 'fundraising', 'grants', 'operations', 'ops', 'logistics', 'shipping', 'delivery', 'dispatch',
  'warehouse', 'facilities', 'maintenance', 'it', 'itsupport', 'tech', 'techsupport', 'technical', 'engineering',
  'dev', 'developers', 'developer', 'devops', 'api', 'integrations', 'status', 'servicedesk', 'helpline',
  'web', 'website', 'online', 'app', 'apps', 'mobile', 'design', 'studio', 'research', 'data', 'analytics',
  'training', 'academy', 'education', 'learning', 'courses', 'admissions', 'enrollment', 'registration',
  'registrations', 'library', 'office-manager', 'officemanager', 'assistant', 'secretary', 'concierge',
  // more departments and shared inboxes
  'advertise', 'ambassadors', 'campaign', 'campaigns', 'creative', 'digital', 'leads', 'marketingteam', 'mkt',
  'mktg', 'newbiz', 'newbusiness', 'offers', 'outreach', 'ppc', 'presales', 'promo', 'promotions', 'referrals',
  'retail', 'salesops', 'insidesales', 'corporatesales', 'seo', 'socialmedia', 'enews', 'marketplace', 'merchants',
  'publishers', 'publishing', 'franchise', 'announce', 'announcements', 'alarm', 'alarms', 'bugs', 'chat',
  'comments', 'crm', 'customer', 'customerservices', 'custserv', 'customerfeedback', 'clientservices', 'docs',
  'domain', 'domains', 'download', 'emergency', 'error', 'errors', 'faq', 'jira', 'monitor', 'monitoring',
  'messages', 'noresponse', 'outage', 'reminder', 'reminders', 'report', 'request', 'requests', 'response',
  'survey', 'surveys', 'systems', 'voicemail', 'supportteam', 'ithelp', 'sellersupport', 'suggestions',
  'conference', 'meeting', 'meetings', 'meetup', 'workshop', 'workshops', 'allemployees', 'allhands', 'allteam',
  'allusers', 'everybody', 'alumni', 'archives', 'benefits', 'biz', 'bulletins', 'catering', 'central', 'comms',
  'communication', 'communications', 'corporate', 'culture', 'database', 'development', 'devteam', 'devs',
  'directory', 'diversity', 'donors', 'emails', 'employment', 'enq', 'enquire', 'enquires', 'expenses', 'fax',
  'founders', 'frontoffice', 'hosting', 'hrdept', 'inbound', 'infra', 'infrastructure', 'internal',
  'international', 'internship', 'investorservices', 'join', 'lab', 'labs', 'leadershipteam', 'listmanager',
  'listproc', 'mailing', 'mailman', 'managementteam', 'memberservices', 'moreinfo', 'network', 'nntp', 'noemail',
  'nospam', 'none', 'officeadmin', 'officestaff', 'planning', 'platform', 'postbox', 'postfix', 'product',
  'products', 'productteam', 'production', 'program', 'programs', 'project', 'projects', 'purchases', 'receptionist',
  'recruit', 'recruiters', 'register', 'signup', 'signups', 'smtp', 'software', 'solutions', 'sos', 'submissions',
  'submit', 'techops', 'techteam', 'test', 'testing', 'theoffice', 'theteam', 'timesheets', 'tools', 'treasurer',
  'trustees', 'volunteering', 'webadmin', 'webdev', 'webteam', 'www-data',
  // German
  'kontakt', 'anfrage', 'anfragen', 'vertrieb', 'verkauf', 'buchhaltung', 'rechnung', 'rechnungen', 'empfang',
  'zentrale', 'bewerbung', 'bewerbungen', 'karriere', 'presse', 'datenschutz', 'kundenservice', 'bestellung',
  'service-center', 'personal', 'einkauf', 'technik', 'verwaltung', 'buero', 'sekretariat', 'vorstand', 'alle',
  // French
  'bonjour', 'ventes', 'commercial', 'facturation', 'comptabilite', 'compta', 'recrutement', 'emploi',
  'accueil', 'serviceclient', 'service-client', 'direction', 'secretariat', 'reservation', 'partenariats',
  'administratif', 'courrier', 'redaction', 'rh', 'informatique', 'equipe',
  // Spanish, Italian, Portuguese
  'contacto', 'hola', 'informacion', 'ventas', 'soporte', 'atencion', 'atencionalcliente', 'facturacion',
  'administracion', 'rrhh', 'empleo', 'prensa', 'pedidos', 'reservas', 'contatto', 'contatti', 'vendite',
  'amministrazione', 'assistenza', 'ufficio', 'commerciale', 'contato', 'contatos', 'vendas', 'atendimento',
  'financeiro', 'suporte', 'comercial', 'faturamento', 'administrativo', 'administrador', 'administracao',
  'compras', 'comunicacion', 'comunicacao', 'comunicazione', 'consultas', 'contabilidad', 'contabilidade',
  'contabil', 'contabilita', 'equipo', 'escritorio', 'finanzas', 'fiscal', 'geral', 'gerencia', 'informatica',
  'laboratorio', 'logistica', 'notificaciones', 'oficina', 'operaciones', 'ordini', 'presidencia', 'produccion',
  'protocollo', 'proveedores', 'recepcion', 'recursoshumanos', 'redaccion', 'redacao', 'redazione', 'reserva',
  'reservaciones', 'sac', 'secretaria', 'servicioalcliente', 'sistemas', 'socios', 'suprimentos', 'tecnologia',
  'tesoreria', 'todos', 'contactenos', 'informativo',
  // Dutch and Nordic
  'verkoop', 'administratie', 'klantenservice', 'vacatures', 'kantoor', 'boekhouding', 'facturen', 'kontor',
  'ekonomi', 'faktura', 'fakturor', 'forsaljning', 'kundtjanst', 'kundeservice', 'kundservice', 'jobb', 'salg',
  'regnskab', 'bogholderi', 'myynti', 'asiakaspalvelu', 'laskutus', 'alla', 'logistiek', 'secretariaat',
  'secretaris', 'biuro', 'zakaz',
];
