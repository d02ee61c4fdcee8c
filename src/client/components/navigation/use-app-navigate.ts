import { useContext } from 'react';
import { NavigationContext } from './navigation-context.tsx';

/** `navigate(path)` for components shared by the app and the site entry (see navigation-context.tsx). */
export function useAppNavigate() {
  return useContext(NavigationContext).useNavigate();
}
