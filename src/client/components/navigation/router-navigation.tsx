import { Link, useNavigate } from 'react-router';
import type { Navigation } from './navigation-context.tsx';

/** The app's navigation: React Router's, so moving between pages never reloads (navigation-context.tsx). */
export const routerNavigation: Navigation = { Link, useNavigate };
