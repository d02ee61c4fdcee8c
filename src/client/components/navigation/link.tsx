import { useContext } from 'react';
import { NavigationContext, type LinkProps } from './navigation-context.tsx';

/** A link for components shared by the app and the site entry (see navigation-context.tsx). */
export function Link(props: LinkProps) {
  const { Link: Impl } = useContext(NavigationContext);
  return <Impl {...props} />;
}
