import { describe, expect, it } from 'vitest';
import { displayName, initials } from './user';

describe('how a user is named in the header', () => {
  it('uses the first name, else the e-mail', () => {
    expect(displayName({ firstName: 'Asha', email: 'a@example.com' })).toBe('Asha');
    expect(displayName({ firstName: '  ', email: 'a@example.com' })).toBe('a@example.com');
    expect(displayName({ firstName: null, email: 'a@example.com' })).toBe('a@example.com');
  });
  it('shows initials of first and last name, else of the e-mail', () => {
    expect(initials({ firstName: 'asha', lastName: 'verma', email: 'x@example.com' })).toBe('AV');
    expect(initials({ firstName: null, lastName: null, email: 'x@example.com' })).toBe('X');
  });
});
