import { Sparkles } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { FormError } from '#client/components/form-error.tsx';
import { errorMessage } from '#client/lib/api-error.ts';
import { streamPersonalize, type StreamedDraft } from '../api/personalize-stream.ts';
import { emptyBrief, fromBrief, toRequestBrief, type BriefValues } from '../utils/brief-values.ts';
import { emptyProspect, toRequestProspect, type ProspectValues } from '../utils/prospect-values.ts';
import { BriefCard } from './brief-card.tsx';
import { DraftView } from './draft-view.tsx';
import { ProspectCard } from './prospect-card.tsx';

/**
 * The playground (/dashboard/generation; SPEC's content generation screen): one prospect and a brief,
 * and the e-mail written as you watch — streamed from the model, or at once from the offline composer —
 * with its score, flags and the facts it used. A new write aborts the last.
 */
export function Playground() {
  const [prospect, setProspect] = useState<ProspectValues>(emptyProspect);
  const [brief, setBrief] = useState<BriefValues>(emptyBrief);
  const [partial, setPartial] = useState<{ subject: string; body: string } | null>(null);
  const [draft, setDraft] = useState<StreamedDraft | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [writing, setWriting] = useState(false);
  const abort = useRef<AbortController | null>(null);

  const write = async () => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setWriting(true);
    setDraft(null);
    setPartial(null);
    setError(null);
    try {
      setDraft(
        await streamPersonalize(
          { prospect: toRequestProspect(prospect), brief: toRequestBrief(brief) },
          { onPartial: setPartial, signal: controller.signal },
        ),
      );
    } catch (e) {
      if (!controller.signal.aborted) setError(e);
    } finally {
      if (abort.current === controller) setWriting(false);
    }
  };

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <form
        className="grid content-start gap-6"
        onSubmit={(event) => {
          event.preventDefault();
          void write();
        }}
      >
        <ProspectCard values={prospect} onChange={setProspect} onBrief={(b) => setBrief(fromBrief(b))} />
        <BriefCard values={brief} onChange={setBrief} />
        <Button type="submit" disabled={writing} className="justify-self-start">
          <Sparkles aria-hidden="true" />
          {writing ? 'Writing…' : 'Write e-mail'}
        </Button>
      </form>
      <section
        aria-label="Written e-mail"
        aria-busy={writing}
        className="grid content-start gap-4 lg:sticky lg:top-6 lg:self-start"
      >
        {error ? <FormError>{errorMessage(error)}</FormError> : null}
        {draft ? (
          <DraftView draft={draft} />
        ) : partial ? (
          <DraftView draft={{ ...partial, factsUsed: [], flags: [], model: '', score: null }} writing />
        ) : null}
        {!draft && !partial && !error ? (
          <p className="text-muted-foreground text-sm">
            {writing ? 'Writing…' : 'The e-mail appears here as it is written.'}
          </p>
        ) : null}
      </section>
    </div>
  );
}
