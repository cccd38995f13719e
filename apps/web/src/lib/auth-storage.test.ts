import { STORAGE_KEYS } from '@shortlist/contracts';
import { describe, expect, it } from 'vitest';
import { adminUser } from '../test/fixtures.ts';
import { readStoredUser } from './auth-storage.ts';

describe('restoring the stored session (spec 01 §4)', () => {
  it('restores the user when both the user record and the auth token exist', () => {
    localStorage.setItem(STORAGE_KEYS.authToken, 'token');
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(adminUser));

    expect(readStoredUser()).toEqual(adminUser);
  });

  it('restores no one when the auth token is missing', () => {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(adminUser));

    expect(readStoredUser()).toBeNull();
  });

  it('clears all three items when the stored user is not valid JSON', () => {
    localStorage.setItem(STORAGE_KEYS.authToken, 'token');
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh');
    localStorage.setItem(STORAGE_KEYS.user, '{not json');

    expect(readStoredUser()).toBeNull();
    for (const key of Object.values(STORAGE_KEYS)) expect(localStorage.getItem(key)).toBeNull();
  });

  it('clears all three items when the stored user lacks a role', () => {
    localStorage.setItem(STORAGE_KEYS.authToken, 'token');
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ id: 1, full_name: 'No Role' }));

    expect(readStoredUser()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
  });
});
