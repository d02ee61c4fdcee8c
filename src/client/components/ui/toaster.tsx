import type { CSSProperties } from 'react';
import { Toaster as Sonner } from 'sonner';
import { toasterConfig } from '#client/config/toaster.ts';

/** The app's single toast area (DESIGN.md §2), styled with the theme tokens. */
export function Toaster() {
  return (
    <Sonner
      {...toasterConfig}
      hotkey={[...toasterConfig.hotkey]}
      className="toaster group"
      style={
        {
          '--normal-bg': 'var(--popover)',
          '--normal-text': 'var(--popover-foreground)',
          '--normal-border': 'var(--border)',
        } as CSSProperties
      }
    />
  );
}
