import { useLayoutEffect, useRef } from 'react';
import { renderCriticalFailure } from '#client/lib/errors/critical-failure.ts';

/**
 * The critical-failure screen inside React (a lazily loaded chunk failed): the same DOM-built screen
 * main.tsx shows when the app cannot mount at all, drawn into a node React leaves alone, so there is
 * one screen, not two copies of it.
 */
export function CriticalFailureScreen() {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (ref.current) renderCriticalFailure(ref.current);
  }, []);
  return <div ref={ref} />;
}
