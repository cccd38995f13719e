import { describe, expect, it } from 'vitest';
import { ApiError, formErrorsOf, getErrorMessage } from './api-error.ts';

describe('form errors', () => {
  it('puts the messages of the fields a form draws under them and every other one above it', () => {
    const error = new ApiError(400, {
      reason: ['Choose a reason, or pick Other and say why.'],
      status: ['Invalid option'],
      non_field_errors: ['Something else'],
    });
    expect(formErrorsOf(error, ['reason', 'notify'])).toEqual({
      fields: { reason: 'Choose a reason, or pick Other and say why.' },
      other: ['Status: Invalid option', 'Something else'],
    });
  });

  it('shows a refusal or a conflict whole, above the form', () => {
    expect(formErrorsOf(new ApiError(409, { detail: 'Already hired.' }), ['reason'])).toEqual({
      fields: {},
      other: ['Already hired.'],
    });
    expect(formErrorsOf(new ApiError(403, {}), ['reason']).other).toEqual([
      'You do not have permission to do that.',
    ]);
    expect(formErrorsOf(null, ['reason'])).toEqual({ fields: {}, other: [] });
  });
});

describe('the message shown for a failure', () => {
  it("is the server's own when it sent one", () => {
    expect(getErrorMessage(new ApiError(409, { detail: 'Already hired.' }), 'Failed to add note')).toBe(
      'Already hired.',
    );
    expect(
      getErrorMessage(new ApiError(400, { text: ['Note text is required'] }), 'Failed to add note'),
    ).toBe('Text: Note text is required');
  });

  it("is the caller's fallback (the spec's words) when the server sent none, whatever failed", () => {
    for (const error of [
      new ApiError(500, {}),
      new ApiError(0, {}, 'network'),
      new ApiError(0, {}, 'timeout'),
    ])
      expect(getErrorMessage(error, 'Failed to add note')).toBe('Failed to add note');
  });

  it('says what failed when the caller gave no fallback', () => {
    expect(getErrorMessage(new ApiError(403, {}))).toBe('You do not have permission to do that.');
    expect(getErrorMessage(new ApiError(0, {}, 'network'))).toBe(
      'Could not reach the server. Check your connection and try again.',
    );
    expect(getErrorMessage('a thrown string')).toBe('Something went wrong. Please try again.');
  });
});
