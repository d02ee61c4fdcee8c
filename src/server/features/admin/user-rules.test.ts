import { describe, expect, it } from 'vitest';
import type { UserRow } from '#server/db/schema/index.ts';
import type { AppError } from '#server/lib/errors.ts';
import type { UpdateUser, UserRole, UserStatus } from '#shared/users.ts';
import { auditRecordsFor, isApproval, losesSuperadmin, planChange } from './user-rules.ts';

/** The pure rules behind PATCH and bulk (SPEC §6): who may change whom, and what it records. */
const row = (role: UserRole, status: UserStatus): UserRow => ({
  id: `${role}-${status}`,
  name: 'Someone',
  email: `${role}-${status}@example.com`,
  emailVerified: false,
  image: null,
  role,
  status,
  twoFactorEnabled: false,
  createdAt: new Date(0),
  updatedAt: new Date(0),
});

const outcome = (actor: UserRole, target: UserRow, change: UpdateUser) => {
  try {
    return planChange({ role: actor }, target, change);
  } catch (error) {
    return (error as AppError).code;
  }
};

describe('planChange', () => {
  it('lets an admin manage regular users only, and grant nothing', () => {
    expect(outcome('admin', row('user', 'pending'), { status: 'active' })).toEqual({ role: 'user', status: 'active' });
    expect(outcome('admin', row('user', 'active'), { status: 'suspended' })).toEqual({
      role: 'user',
      status: 'suspended',
    });
    expect(outcome('admin', row('user', 'active'), { role: 'admin' })).toBe('forbidden');
    expect(outcome('admin', row('user', 'active'), { role: 'superadmin' })).toBe('forbidden');
    expect(outcome('admin', row('admin', 'active'), { status: 'suspended' })).toBe('forbidden');
    expect(outcome('admin', row('admin', 'active'), { role: 'user' })).toBe('forbidden');
    expect(outcome('admin', row('superadmin', 'active'), { status: 'suspended' })).toBe('forbidden');
    expect(outcome('admin', row('superadmin', 'active'), { role: 'admin' })).toBe('forbidden');
  });

  it('lets a superadmin change anyone, and keeps administrators out of pending', () => {
    expect(outcome('superadmin', row('admin', 'active'), { role: 'user' })).toEqual({ role: 'user', status: 'active' });
    expect(outcome('superadmin', row('user', 'pending'), { role: 'superadmin' })).toEqual({
      role: 'superadmin',
      status: 'active',
    });
    expect(outcome('superadmin', row('admin', 'active'), { status: 'pending' })).toBe('validation_failed');
    expect(outcome('superadmin', row('user', 'active'), { role: 'admin', status: 'pending' })).toBe(
      'validation_failed',
    );
    expect(outcome('superadmin', row('admin', 'active'), { role: 'user', status: 'pending' })).toEqual({
      role: 'user',
      status: 'pending',
    });
  });
});

describe('what a change means', () => {
  it('knows when a superadmin stops being an active one', () => {
    const superadmin = { role: 'superadmin', status: 'active' } as const;
    expect(losesSuperadmin(superadmin, { role: 'admin', status: 'active' })).toBe(true);
    expect(losesSuperadmin(superadmin, { role: 'superadmin', status: 'suspended' })).toBe(true);
    expect(losesSuperadmin(superadmin, superadmin)).toBe(false);
    expect(losesSuperadmin({ role: 'superadmin', status: 'suspended' }, { role: 'user', status: 'suspended' })).toBe(
      false,
    );
  });

  it('calls only pending → active an approval', () => {
    expect(isApproval({ role: 'user', status: 'pending' }, { role: 'user', status: 'active' })).toBe(true);
    expect(isApproval({ role: 'user', status: 'suspended' }, { role: 'user', status: 'active' })).toBe(false);
  });

  it('records one audit row per changed field, with its words', () => {
    const names = (target: UserRow, role: UserRole, status: UserStatus) =>
      auditRecordsFor(target, { role, status }).map((r) => r.action);
    expect(names(row('user', 'pending'), 'user', 'active')).toEqual(['user.approved']);
    expect(names(row('user', 'suspended'), 'user', 'active')).toEqual(['user.reinstated']);
    expect(names(row('user', 'pending'), 'user', 'suspended')).toEqual(['user.suspended']);
    expect(names(row('user', 'active'), 'user', 'pending')).toEqual(['user.status_changed']);
    expect(names(row('user', 'pending'), 'admin', 'active')).toEqual(['user.role_changed', 'user.approved']);
    expect(names(row('admin', 'active'), 'admin', 'active')).toEqual([]);
    expect(
      auditRecordsFor(row('user', 'active'), { role: 'user', status: 'suspended' }, { bulk: true })[0]!.details,
    ).toEqual({ from: 'active', to: 'suspended', bulk: true });
  });
});
