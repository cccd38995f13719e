import { describe, expect, it } from 'vitest';
import { ApiError, formErrorsOf } from './api-error.ts';

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
