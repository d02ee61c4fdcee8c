import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { quickStart, snippetLabels, snippetLanguages } from '../utils/snippets.ts';
import { CopyButton } from './copy-button.tsx';

/** The quick-start scripts (utils/snippets.ts) for this server's own address, one tab per language. */
export function QuickStart({ origin }: { origin: string }) {
  return (
    <Tabs defaultValue="curl" className="grid gap-3">
      <TabsList aria-label="Language" className="justify-self-start">
        {snippetLanguages.map((language) => (
          <TabsTrigger key={language} value={language}>
            {snippetLabels[language]}
          </TabsTrigger>
        ))}
      </TabsList>
      {snippetLanguages.map((language) => {
        const script = quickStart(language, origin);
        return (
          <TabsContent key={language} value={language} className="grid gap-2">
            <pre
              className="max-h-[28rem] overflow-auto rounded-md border bg-muted/60 p-4 font-mono text-xs leading-relaxed"
              // Scrollable, so reachable by keyboard, and named for screen readers.
              role="region"
              tabIndex={0}
              aria-label={`${snippetLabels[language]} example`}
            >
              <code>{script}</code>
            </pre>
            <div>
              <CopyButton
                text={script}
                label={`Copy ${snippetLabels[language]} example`}
                copiedMessage="Example copied"
              />
            </div>
          </TabsContent>
        );
      })}
    </Tabs>
  );
}
