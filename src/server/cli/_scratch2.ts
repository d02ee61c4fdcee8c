import { readFileSync } from 'node:fs';
import { scoreGradedSet } from '#server/cli/graded-set.ts';
import { evaluateVerdicts } from '#server/engine/score/evaluate.ts';
const dir = '/work/shared/data/graded-emails';
const [file, ...bs] = process.argv.slice(2);
const briefs = JSON.parse(readFileSync(`${dir}/briefs.json`, 'utf8'));
const text = readFileSync(`${dir}/${file}`, 'utf8');
const src = new Map(text.split('\n').filter(Boolean).map((l) => { const j = JSON.parse(l); return [j.id, j]; }));
const rows = scoreGradedSet(text, briefs, dir, file);
const e = evaluateVerdicts(rows);
for (const d of e.disagreements) {
  if (!bs.includes(d.brief)) continue;
  const s: any = src.get(d.id);
  console.log(`=== ${d.id} ${d.brief} step ${s.step} expert=${d.expert.verdict} ours=${d.ours.verdict} to=${s.prospect.email} title=${s.prospect.title} co=${s.prospect.company} ind=${s.prospect.industry}`);
  console.log(s.body);
  console.log('EXPERT:', d.expert.reasons.slice(0, 4).join(' | '));
  if (s.worst_sentences) console.log('WORST:', s.worst_sentences.join(' | '));
  for (const c of d.ours.concerns) console.log('  OURS', c.id, c.result, c.reason);
}
