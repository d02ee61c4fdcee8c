/** The accounts feature's public entry: `/api/v1/me`, and the user-row writes admin shares (one lock, the last-superadmin rule, erasure). */
export { adminTransaction, keepOneSuperadmin, loadActor, loadTarget, type Tx } from './user-writes.ts';
export { eraseUser } from './erase-user.ts';
