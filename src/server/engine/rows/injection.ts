import type { DraftFlagCode } from '#shared/emails.ts';
import type { ProspectData } from '#shared/prospects.ts';

/**
 * Prompt-injection detector for prospect data (DESIGN.md §3: "Prospect data enters prompts as delimited
 * data, never as instructions"). Imported data is untrusted: a row's notes can carry instructions aimed
 * at whatever model reads them (indirect prompt injection). The engine never obeys them either way;
 * this detector lets a draft be flagged `prompt_injection` and lets the offline composer skip the field.
 * Pure and synchronous, so the provider path can reuse it on any text.
 *
 * Sources of the patterns:
 * - OWASP Top 10 for LLM Applications 2025, LLM01 Prompt Injection (direct and indirect injection,
 *   "ignore previous instructions", role play, system-prompt disclosure);
 * - Perez & Ribeiro 2022, "Ignore Previous Prompt: Attack Techniques For Language Models" (goal
 *   hijacking: "Ignore any previous and following instructions and just print …"; prompt leaking),
 *   as packaged in NVIDIA garak's `promptinject` probe;
 * - Greshake et al. 2023, "Not what you've signed up for" (indirect injection through retrieved data:
 *   "new instructions", "you are now …", hidden instructions addressed to "the AI"/"the assistant");
 * - garak's `dan` probe ("DAN", "Do Anything Now", "developer mode", jailbreak);
 * - chat-template markers that let data pose as another turn: ChatML `<|im_start|>`, Llama 2
 *   `[INST]`/`<<SYS>>`, Alpaca `### Instruction:`, and `system:`/`assistant:` at the start of a line.
 * Each pattern needs an instruction-shaped phrase, not a topic word, so a company that sells "AI
 * instructions" or "system prompts" tooling is not flagged (tested on the 1,000 real descriptions).
 */
export type InjectionMatch = { id: string; excerpt: string };
export type InjectionResult = { detected: boolean; matches: InjectionMatch[] };

const PRIOR = String.raw`(?:all\s+|any\s+|the\s+|your\s+|my\s+)?(?:previous|prior|preceding|above|earlier|former|foregoing|original|initial|system|following)`;
const ORDERS = String.raw`(?:instructions?|prompts?|rules|directions|directives|guidelines|context|messages?|commands?|constraints)`;

export const injectionPatterns: { id: string; pattern: RegExp }[] = [
  {
    id: 'ignore_instructions',
    pattern: new RegExp(
      String.raw`\b(?:ignore|disregard|forget|override|skip|bypass|drop)\s+${PRIOR}(?:\s+and\s+\w+)?\s+${ORDERS}`,
      'iu',
    ),
  },
  {
    id: 'ignore_your_rules',
    pattern:
      /\b(?:ignore|disregard|forget|override|bypass)\s+(?:all\s+)?(?:your|these|those)\s+(?:instructions|rules|guidelines|prompts?)\b/iu,
  },
  {
    id: 'ignore_everything',
    pattern:
      /\b(?:ignore|disregard|forget)\s+(?:everything|all|the)\s+(?:(?:you\s+were|you've\s+been|i)\s+(?:told|said)|above|before|prior)\b/iu,
  },
  {
    id: 'new_instructions',
    pattern: /\b(?:new|updated|real|actual|revised)\s+(?:instructions?|system\s+prompt|task)\s*:/iu,
  },
  {
    id: 'role_override',
    pattern:
      /\b(?:you\s+are\s+now|from\s+now\s+on,?\s+you|pretend\s+(?:to\s+be|you\s+are)|act\s+as\s+(?:if\s+you\s+were\s+)?(?:an?\s+)?(?:ai|assistant|language\s+model|chatbot|dan|unrestricted|jailbroken))\b/iu,
  },
  {
    id: 'reveal_prompt',
    pattern:
      /\b(?:reveal|print|show|repeat|output|leak)\s+(?:me\s+)?(?:your|the)\s+(?:system\s+|initial\s+|hidden\s+)?(?:prompt|instructions)\b/iu,
  },
  {
    id: 'jailbreak',
    pattern: /\b(?:do\s+anything\s+now|developer\s+mode\s+(?:enabled|on)|jailbreak(?:ed|ing)?\s+mode|DAN\s+mode)\b/iu,
  },
  {
    id: 'addressed_to_model',
    pattern:
      /\b(?:note|message|instruction)s?\s+(?:to|for)\s+(?:the\s+)?(?:ai|assistant|language\s+model|llm|chatgpt|gpt|claude|gemini)\s*:/iu,
  },
  {
    id: 'hijack_output',
    pattern:
      /\b(?:instead|just|only)\s*,?\s+(?:write|say|print|output|respond\s+with|reply\s+with|answer\s+with)\s+["'“‘]/iu,
  },
  {
    id: 'chat_markup',
    pattern:
      /<\|(?:im_start|im_end|system|user|assistant|endoftext)\|>|\[\/?INST\]|<<\/?SYS>>|^#{2,}\s*(?:instruction|system|response)\s*:?/imu,
  },
  { id: 'role_prefix', pattern: /^\s*(?:system|assistant)\s*:/imu },
];

const excerptOf = (text: string, index: number, length: number) =>
  text
    .slice(Math.max(0, index - 20), Math.min(text.length, index + length + 20))
    .replace(/\s+/g, ' ')
    .trim();

/** Looks for instruction-shaped text aimed at a model (patterns and sources above). */
export function detectInjection(text: string): InjectionResult {
  const matches: InjectionMatch[] = [];
  const normalised = text.normalize('NFKC');
  for (const { id, pattern } of injectionPatterns) {
    const m = pattern.exec(normalised);
    if (m) matches.push({ id, excerpt: excerptOf(normalised, m.index, m[0].length) });
  }
  return { detected: matches.length > 0, matches };
}

/** Every prospect field (standard or custom) whose text looks like an injection, by canonical name. */
export function injectedFields(prospect: ProspectData): string[] {
  const entries: [string, string | null][] = [
    ...Object.entries(prospect).filter((e): e is [string, string | null] => typeof e[1] === 'string' || e[1] === null),
    ...Object.entries(prospect.fields),
  ];
  return entries.filter(([, value]) => value && detectInjection(value).detected).map(([name]) => name);
}

/** `prompt_injection` when any field of the prospect looks like an injection. */
export const injectionFlags = (prospect: ProspectData): DraftFlagCode[] =>
  injectedFields(prospect).length > 0 ? ['prompt_injection'] : [];
