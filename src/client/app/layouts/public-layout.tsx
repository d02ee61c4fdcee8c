import { Outlet } from 'react-router';
import { PublicFrame } from './public-frame.tsx';

/** The app's public routes, in the public frame (header, page, footer). */
export function PublicLayout() {
  return (
    <PublicFrame>
      <Outlet />
    </PublicFrame>
  );
}
