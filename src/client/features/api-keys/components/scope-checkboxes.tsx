import { useId } from 'react';
import { apiKeyScopeDescriptions, apiKeyScopes, type ApiKeyScope } from '#shared/api-keys.ts';

/**
 * The scopes of a new key as a group of native checkboxes, each with its one-line explanation (its
 * accessible description). The group names the error when none is chosen.
 */
export function ScopeCheckboxes({
  value,
  onChange,
  error,
}: {
  value: readonly ApiKeyScope[];
  onChange: (next: ApiKeyScope[]) => void;
  error?: string | undefined;
}) {
  const id = useId();
  const toggle = (scope: ApiKeyScope, on: boolean) =>
    onChange(apiKeyScopes.filter((s) => (s === scope ? on : value.includes(s))));
  return (
    <fieldset
      className="grid gap-3"
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-1 text-sm font-medium">Scopes</legend>
      {apiKeyScopes.map((scope) => (
        <div key={scope} className="flex items-start gap-3">
          <input
            id={`${id}-${scope}`}
            type="checkbox"
            className="accent-primary mt-0.5 size-4 cursor-pointer"
            checked={value.includes(scope)}
            onChange={(e) => toggle(scope, e.target.checked)}
            aria-describedby={`${id}-${scope}-description`}
          />
          <div className="grid gap-0.5">
            <label htmlFor={`${id}-${scope}`} className="cursor-pointer font-mono text-sm">
              {scope}
            </label>
            <p id={`${id}-${scope}-description`} className="text-sm text-muted-foreground">
              {apiKeyScopeDescriptions[scope]}
            </p>
          </div>
        </div>
      ))}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
