import type { ComposeContext } from './compose-context.ts';

/**
 * Greeting and sign-off in the brief's tone (`friendly`, `formal`, `direct`, `casual`); the one call to
 * action is cta.ts. Cold-e-mail practice (the before/after rewrites in the GitHub repository
 * jamon8888/Agent-Skills-for-Context-Engineering, sales/skills/email-coach/references/before-after-examples.md,
 * MIT): no "looking forward to hearing from you", no "hope this finds you well".
 */
const GREETINGS = {
  friendly: ['Hi {name},', 'Hello {name},'],
  formal: ['Dear {name},', 'Hello {name},'],
  direct: ['Hi {name},', 'Hello {name},'],
  casual: ['Hey {name},', 'Hi {name},'],
} as const;
const NAMELESS = { friendly: 'Hi there,', formal: 'Hello,', direct: 'Hi,', casual: 'Hey there,' } as const;

export function greeting(ctx: ComposeContext): string {
  const tone = ctx.brief.tone;
  if (!ctx.firstName) return NAMELESS[tone];
  return ctx.seed.pick('greeting', GREETINGS[tone]).replace('{name}', ctx.firstName);
}

const SIGN_OFFS = {
  friendly: ['Best,', 'Thanks,', 'All the best,'],
  formal: ['Kind regards,', 'Best regards,', 'Regards,'],
  direct: ['Best,', 'Thanks,'],
  casual: ['Cheers,', 'Thanks,', 'Best,'],
} as const;

/** `Best,` / the sender's name / `Role, Company` (the last line only when `withRole` and known). */
export function signOff(ctx: ComposeContext, withRole = true): string {
  const { senderName, senderRole, senderCompany } = ctx.brief;
  const words = ctx.seed.pick('sign-off', SIGN_OFFS[ctx.brief.tone]);
  const role = [senderRole, senderCompany].filter((v) => v?.trim()).join(', ');
  return [words, senderName, withRole && role ? role : null].filter(Boolean).join('\n');
}
