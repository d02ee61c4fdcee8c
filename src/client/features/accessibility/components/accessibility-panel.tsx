import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import { useAccessibilitySettings } from '../hooks/use-accessibility-settings.ts';
import { setAccessibilitySetting } from '../utils/accessibility-store.ts';
import type { AccessibilitySetting } from '../utils/settings.ts';

/**
 * SPEC §2/§4's four accessibility toggles. SPEC does not show where they live; /profile is where a
 * signed-in user looks for their own preferences. They apply at once and are kept in this browser.
 */
const toggles: readonly { name: AccessibilitySetting; label: string; description: string }[] = [
  { name: 'highContrast', label: 'High contrast', description: 'Darker text, stronger borders and underlined links.' },
  { name: 'reduceMotion', label: 'Reduce motion', description: 'No animations, transitions or smooth scrolling.' },
  { name: 'increasedFontSize', label: 'Larger text', description: 'Text and spacing one step larger across the app.' },
  {
    name: 'screenReaderFriendly',
    label: 'Screen-reader friendly',
    description:
      'Simpler layout: no sticky bars over focused content, no decorative backdrops, full text instead of truncation.',
  },
];

export function AccessibilityPanel() {
  const settings = useAccessibilitySettings();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-base">Accessibility</h2>
        </CardTitle>
        <CardDescription>Saved in this browser and applied on every page.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-5">
          {toggles.map(({ name, label, description }) => (
            <li key={name} className="flex items-start justify-between gap-4">
              <div className="grid gap-1">
                <Label htmlFor={`a11y-${name}`}>{label}</Label>
                <p id={`a11y-${name}-description`} className="text-sm text-muted-foreground">
                  {description}
                </p>
              </div>
              <Switch
                id={`a11y-${name}`}
                aria-describedby={`a11y-${name}-description`}
                checked={settings[name]}
                onCheckedChange={(checked) => setAccessibilitySetting(name, checked)}
              />
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
